import { translate } from '@docusaurus/Translate';
import ShellPage from '@site/src/components/ShellPage';

export default function FeedbackPage() {
  return (
    <ShellPage
      title={translate({ id: 'page.feedback.title', message: 'Feedback', description: 'Heading and title of the feedback page' })}
      description={translate({
        id: 'page.feedback.description',
        message: 'Tell us what works, what is missing and what went wrong. Signed-in members can send a message with an optional contact.',
        description: 'One-line summary under the heading of the feedback page',
      })}
    />
  );
}
