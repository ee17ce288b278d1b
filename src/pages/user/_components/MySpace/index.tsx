import { lazy, Suspense } from 'react';
import { translate } from '@docusaurus/Translate';
import { Button } from 'antd';
import Notice from '@site/src/components/Notice';
import { useSession } from '@site/src/api/queries/session';
import { useShownMember } from '@site/src/hooks/useShownMember';
import { apiErrorMessage } from '@site/src/api/errorMessages';
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
  const shownUser = useShownMember(session);

  if (session.status === 'loading') {
    return (
      <p aria-busy="true">
        {translate({ id: 'account.loading', message: 'Loading…', description: 'Shown while data loads' })}
      </p>
    );
  }
  if (!shownUser && session.status === 'unavailable') {
    return (
      <Notice
        type="error"
        role="alert"
        title={apiErrorMessage({ code: 'NETWORK_ERROR' })}
        action={
          <Button onClick={session.retry}>
            {translate({
              id: 'account.action.retry',
              message: 'Try again',
              description: 'Retry button after a failed load',
            })}
          </Button>
        }
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
    <Suspense
      fallback={
        <p aria-busy="true">
          {translate({ id: 'account.loading', message: 'Loading…', description: 'Shown while data loads' })}
        </p>
      }
    >
      <MemberSections user={shownUser} sessionEnded={!session.user && session.expired} />
    </Suspense>
  );
}
