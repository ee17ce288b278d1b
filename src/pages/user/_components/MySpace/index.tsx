import { lazy, Suspense, useRef } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { Alert, Button } from 'antd';
import type { User } from '@site/src/api/contract';
import { useSession } from '@site/src/api/hooks/session';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { signInPath } from '@site/src/account/redirect';
// Only members see these: visitors' first load skips their dialogs, switches and lists.
const MemberSections = lazy(() => import('../MemberSections'));
import styles from './styles.module.css';

/**
 * My space: account, my prompts, export and import. When the session ends
 * while the page is open, the page stays (with anything typed in it) and a
 * dialog asks to sign in again; a sign-out (not "expired") leaves it.
 */
export default function MySpace() {
  const session = useSession();
  const { pathname } = useLocation();
  const lastUser = useRef<User | null>(null);
  if (session.user) lastUser.current = session.user;
  const shownUser = session.user ?? (session.expired ? lastUser.current : null);

  if (session.status === 'loading') {
    return <p aria-busy="true">{translate({ id: 'account.loading', message: 'Loading…', description: 'Shown while data loads' })}</p>;
  }
  if (!shownUser && session.status === 'unavailable') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={apiErrorMessage({ code: 'NETWORK_ERROR' })}
        action={<Button onClick={session.retry}>{translate({ id: 'account.action.retry', message: 'Try again', description: 'Retry button after a failed load' })}</Button>}
      />
    );
  }
  if (!shownUser) {
    return (
      <div className={styles.visitor}>
        <p>
          {translate({
            id: 'account.mySpace.visitor',
            message: 'Sign in to keep your own prompts, share them with the community and manage your account.',
            description: 'My space for a visitor',
          })}
        </p>
        <div className={styles.links}>
          <Link className="button button--primary" to={signInPath(pathname)}>
            {translate({ id: 'navbar.account.signIn', message: 'Sign in', description: 'Navbar item for visitors, leading to the sign-in page' })}
          </Link>
          <Link className="button button--secondary" to={signInPath(pathname, '', 'register')}>
            {translate({ id: 'account.tab.register', message: 'Register', description: 'Tab of the sign-in page' })}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Suspense fallback={<p aria-busy="true">{translate({ id: 'account.loading', message: 'Loading…', description: 'Shown while data loads' })}</p>}>
      <MemberSections user={shownUser} sessionEnded={!session.user && session.expired} />
    </Suspense>
  );
}
