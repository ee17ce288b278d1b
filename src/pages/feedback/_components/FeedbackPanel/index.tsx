import { translate } from '@docusaurus/Translate';
import FeedbackForm from '@site/src/pages/feedback/_components/FeedbackForm';
import MembersOnly from '@site/src/components/MembersOnly';
import styles from './styles.module.css';

/**
 * The live part of /feedback: the form for members, sign-in links (that come
 * back here) for visitors. When the session ends while a message is being
 * written, the form stays with its text.
 */
export default function FeedbackPanel() {
  return (
    <MembersOnly
      invite={translate({
        id: 'feedback.visitor',
        message: 'Sign in to send us feedback: ideas, problems, prompts you miss. We read every message.',
        description: 'The feedback page for a visitor who is not signed in',
      })}
      keepWhenExpired
    >
      {({ sessionEnded }) => (
        <div className={styles.panel}>
          <FeedbackForm sessionEnded={sessionEnded} />
        </div>
      )}
    </MembersOnly>
  );
}
