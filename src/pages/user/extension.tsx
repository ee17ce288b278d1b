import { translate } from '@docusaurus/Translate';
import ShellPage from '@site/src/components/ShellPage';
import AntdArea from '@site/src/components/AntdArea';
import ConnectExtension from './_components/ConnectExtension';

/**
 * The browser extension's Connect page (EXTENSION_CONNECT_PATH, src/config/extensionHandoff.ts):
 * the extension's options open it; a member approves and the extension gets its own token.
 */
export default function ExtensionConnectPage() {
  return (
    <ShellPage
      title={translate({
        id: 'page.extension.title',
        message: 'Connect the browser extension',
        description: 'Heading and title of the page where a member connects the browser extension to the account',
      })}
      description={translate({
        id: 'page.extension.description',
        message: 'Use your own prompts and favorites from the PromptDeck extension, right in the chat pages.',
        description: 'One-line summary under the heading of the extension connect page',
      })}
    >
      <AntdArea minHeight="24rem" withQueries>
        {() => <ConnectExtension />}
      </AntdArea>
    </ShellPage>
  );
}
