import { lazy, Suspense } from 'react';
import { translate } from '@docusaurus/Translate';
import Loading from '@site/src/components/Loading';
import MembersOnly from '@site/src/components/MembersOnly';
// Only members see the approval: visitors' first load skips its form and the tokens client.
const ExtensionApproval = lazy(() => import('../ExtensionApproval'));

/** The Connect page's live part: a visitor is asked to sign in and come back here, a member approves. */
export default function ConnectExtension() {
  return (
    <MembersOnly
      invite={translate({
        id: 'page.extension.visitor',
        message: 'Sign in to connect the PromptDeck extension to your account. You will come back here to approve it.',
        description: 'Extension connect page for a visitor, above the sign-in and register links',
      })}
    >
      {({ user }) => (
        <Suspense fallback={<Loading />}>
          <ExtensionApproval user={user} />
        </Suspense>
      )}
    </MembersOnly>
  );
}
