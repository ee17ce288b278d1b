import { translate } from '@docusaurus/Translate';
import AntdArea from '@site/src/components/AntdArea';
import FeedbackPanel from '@site/src/pages/feedback/_components/FeedbackPanel';
import ShellPage from '@site/src/components/ShellPage';

export default function FeedbackPage() {
  return (
    <ShellPage
      title={translate({
        id: 'page.feedback.title',
        message: 'Feedback',
        description: 'Heading and title of the feedback page',
      })}
      description={translate({
        id: 'page.feedback.description',
        message:
          'Tell us what works, what is missing and what went wrong. Signed-in members can send a message with an optional contact.',
        description: 'One-line summary under the heading of the feedback page',
      })}
    >
      {/* No query client: the form is one write (useAction), so the page loads no react-query. */}
      <AntdArea minHeight="26rem">{() => <FeedbackPanel />}</AntdArea>
    </ShellPage>
  );
}
