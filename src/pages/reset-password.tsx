import { translate } from '@docusaurus/Translate';
import ShellPage from '@site/src/components/ShellPage';
import AntdArea from '@site/src/components/AntdArea';
import ResetPasswordForm from '@site/src/components/account/ResetPasswordForm';

export default function ResetPasswordPage() {
  return (
    <ShellPage
      title={translate({
        id: 'page.resetPassword.title',
        message: 'Reset password',
        description: 'Heading and title of the resetPassword page',
      })}
      description={translate({
        id: 'page.resetPassword.description',
        message: 'Enter the code from the reset email and choose a new password.',
        description: 'One-line summary under the heading of the resetPassword page',
      })}
    >
      <AntdArea minHeight="26rem">{() => <ResetPasswordForm />}</AntdArea>
    </ShellPage>
  );
}
