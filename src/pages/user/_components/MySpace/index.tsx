import { lazy, Suspense, useRef } from 'react';
import { translate } from '@docusaurus/Translate';
import { Button } from 'antd';
import Notice from '@site/src/components/Notice';
import type { User } from '@site/src/api/contract';
import { useSession } from '@site/src/api/hooks/session';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import Loading from '@site/src/components/Loading';
import SignInInvite from '@site/src/components/SignInInvite';
// Only members see these: visitors' first load skips their dialogs, switches and lists.
const MemberSections = lazy(() => import('../MemberSections'));

/**
 * My space: account, my prompts, export and import. When the session ends
 * while the page is open, the page stays (with anything typed in it) and a
 * dialog asks to sign in again; a sign-out (not "expired") leaves it.
 */
export default function MySpace() {
  const session = useSession();
  const lastUser = useRef<User | null>(null);
  if (session.user) lastUser.current = session.user;
  const shownUser = session.user ?? (session.expired ? lastUser.current : null);

  if (session.status === 'loading') {
    return <Loading />;
  }
  if (!shownUser && session.status === 'unavailable') {
    return (
      <Notice
        type="error"
        role="alert"
        title={apiErrorMessage({ code: 'NETWORK_ERROR' })}
        action={<Button onClick={session.retry}>{translate({ id: 'account.action.retry', message: 'Try again', description: 'Retry button after a failed load' })}</Button>}
      />
    );
  }
  if (!shownUser) {
    return (
      <SignInInvite
        message={translate({
          id: 'account.mySpace.visitor',
          message: 'Sign in to keep your own prompts, share them with the community and manage your account.',
          description: 'My space for a visitor',
        })}
      />
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <MemberSections user={shownUser} sessionEnded={!session.user && session.expired} />
    </Suspense>
  );
}
