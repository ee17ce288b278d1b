import { lazy, Suspense } from 'react';
import { translate } from '@docusaurus/Translate';
import { Button } from 'antd';
import Notice from '@site/src/components/Notice';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import Loading from '@site/src/components/Loading';
import MembersOnly from '@site/src/components/MembersOnly';
// Only members see these: visitors' first load skips their dialogs, switches and lists.
const MemberSections = lazy(() => import('../MemberSections'));

/**
 * My space: account, my prompts, export and import. When the session ends
 * while the page is open, the page stays (with anything typed in it) and a
 * dialog asks to sign in again; a sign-out (not "expired") leaves it.
 */
export default function MySpace() {
  return (
    <MembersOnly
      invite={translate({
        id: 'account.mySpace.visitor',
        message: 'Sign in to keep your own prompts, share them with the community and manage your account.',
        description: 'My space for a visitor',
      })}
      keepWhenExpired
      unavailable={(retry) => (
        <Notice
          type="error"
          role="alert"
          title={apiErrorMessage({ code: 'NETWORK_ERROR' })}
          action={
            <Button onClick={retry}>
              {translate({
                id: 'account.action.retry',
                message: 'Try again',
                description: 'Retry button after a failed load',
              })}
            </Button>
          }
        />
      )}
    >
      {({ user, sessionEnded }) => (
        <Suspense fallback={<Loading />}>
          <MemberSections user={user} sessionEnded={sessionEnded} />
        </Suspense>
      )}
    </MembersOnly>
  );
}
