import { translate } from '@docusaurus/Translate';
import { Modal } from 'antd';
import LoginForm from '@site/src/components/account/LoginForm';

/**
 * Shown over the page when the session ended while someone was working: they
 * sign in again here, and the page (with whatever they typed) stays as it was.
 */
export default function SignInAgainModal({ open, onSignedIn }: { open: boolean; onSignedIn: () => void }) {
  return (
    <Modal
      open={open}
      destroyOnHidden
      closable={false}
      mask={{ closable: false }}
      footer={null}
      title={translate({
        id: 'account.expired.title',
        message: 'Please sign in again',
        description: 'Title of the dialog shown when the session ended',
      })}
    >
      <p>
        {translate({
          id: 'account.expired.text',
          message: 'Your session has ended. Sign in again to continue: what you typed is kept.',
          description: 'Text of the dialog shown when the session ended',
        })}
      </p>
      <LoginForm idPrefix="signInAgain" onSignedIn={onSignedIn} />
    </Modal>
  );
}
