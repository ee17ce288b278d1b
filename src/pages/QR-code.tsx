import { translate } from '@docusaurus/Translate';
import ShellPage from '@site/src/components/ShellPage';

export default function CommunityQrPage() {
  return (
    <ShellPage
      title={translate({ id: 'page.qrCode.title', message: 'Join the community', description: 'Heading and title of the qrCode page' })}
      description={translate({
        id: 'page.qrCode.description',
        message: 'Scan the code to join the PromptDeck community group, where members swap prompts and tips.',
        description: 'One-line summary under the heading of the qrCode page',
      })}
    />
  );
}
