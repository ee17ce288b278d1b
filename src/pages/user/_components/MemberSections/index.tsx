import type { User } from '@site/src/api/contract';
import AccountSection from '../AccountSection';
import MyPromptsSection from '@site/src/components/MyPromptsSection';
import TransferSection from '../TransferSection';
import SignInAgainModal from '../SignInAgainModal';

interface Props {
  user: User;
  /** The session ended while the page was open: ask to sign in again over the page. */
  sessionEnded: boolean;
}

/** My space for a member: account, my prompts, export and import. */
export default function MemberSections({ user, sessionEnded }: Props) {
  return (
    <>
      <AccountSection user={user} />
      <MyPromptsSection />
      <TransferSection />
      <SignInAgainModal open={sessionEnded} onSignedIn={() => undefined} />
    </>
  );
}
