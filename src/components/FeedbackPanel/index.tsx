import { useRef } from 'react';
import { translate } from '@docusaurus/Translate';
import { useSession } from '@site/src/api/hooks/session';
import FeedbackForm from '@site/src/components/FeedbackForm';
import Loading from '@site/src/components/Loading';
import LiveUnavailable from '@site/src/components/LiveUnavailable';
import SignInInvite from '@site/src/components/SignInInvite';
import styles from './styles.module.css';

/**
 * The live part of /feedback: the form for members, sign-in links (that come
 * back here) for visitors. When the session ends while a message is being
 * written, the form stays with its text.
 */
export default function FeedbackPanel() {
  const session = useSession();
  const hadUser = useRef(false);
  if (session.user) hadUser.current = true;
  const showForm = Boolean(session.user) || (session.expired && hadUser.current);

  if (session.status === 'loading') {
    return <Loading />;
  }
  if (!showForm && session.status === 'unavailable') {
    return <LiveUnavailable onRetry={session.retry} />;
  }
  if (!showForm) {
    return (
      <SignInInvite
        message={translate({
          id: 'feedback.visitor',
          message: 'Sign in to send us feedback: ideas, problems, prompts you miss. We read every message.',
          description: 'The feedback page for a visitor who is not signed in',
        })}
      />
    );
  }
  return (
    <div className={styles.panel}>
      <FeedbackForm sessionEnded={!session.user} />
    </div>
  );
}
