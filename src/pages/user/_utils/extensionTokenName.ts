/**
 * The name of the access token the Connect page makes for the browser extension, after the
 * browser it runs in ("PromptDeck extension – Chrome on Linux"), in the page's language and
 * within the token name's limit, so the member recognises it in the list of access tokens.
 */
import { translate } from '@docusaurus/Translate';
import { TOKEN_LIMITS } from '@site/src/api/limits';
import { browserOf } from './browserOf';

export function extensionTokenName(userAgent: string): string {
  const { browser, system } = browserOf(userAgent);
  const name =
    browser && system
      ? translate(
          {
            id: 'page.extension.tokenName',
            message: 'PromptDeck extension – {browser} on {system}',
            description:
              'Name of the access token made for the browser extension; {browser} and {system} are product names (Chrome, Linux)',
          },
          { browser, system },
        )
      : browser
        ? translate(
            {
              id: 'page.extension.tokenNameBrowser',
              message: 'PromptDeck extension – {browser}',
              description:
                'Name of the access token made for the browser extension when the operating system is unknown; {browser} is a product name (Chrome)',
            },
            { browser },
          )
        : translate({
            id: 'page.extension.tokenNameUnknown',
            message: 'PromptDeck extension',
            description: 'Name of the access token made for the browser extension when the browser is unknown',
          });
  return name.slice(0, TOKEN_LIMITS.TOKEN_NAME_MAX);
}
