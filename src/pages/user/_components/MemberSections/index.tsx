import type { User } from '@site/src/api/contract';
import AccountSection from '../AccountSection';
import MyPromptsSection from '@site/src/components/MyPromptsSection';
import TransferSection from '../TransferSection';
import AccessTokensSection from '../AccessTokensSection';
import DeleteAccountSection from '../DeleteAccountSection';
import SuspensionBanner from '../SuspensionBanner';
import SignInAgainModal from '../SignInAgainModal';
import styles from './styles.module.css';

interface Props {
  user: User;
  /** The session ended while the page was open: ask to sign in again over the page. */
  sessionEnded: boolean;
}

/** My space for a member: a suspension if any, account, my prompts, export and import, access tokens, deleting the account. */
export default function MemberSections({ user, sessionEnded }: Props) {
  return (
    <>
      {user.suspension && <SuspensionBanner suspension={user.suspension} className={styles.banner} />}
      <AccountSection user={user} />
      <MyPromptsSection />
      <TransferSection />
      <AccessTokensSection />
      <DeleteAccountSection />
      <SignInAgainModal open={sessionEnded} onSignedIn={() => undefined} />
    </>
  );
}
