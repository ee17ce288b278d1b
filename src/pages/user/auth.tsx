import { translate } from '@docusaurus/Translate';
import ShellPage from '@site/src/components/ShellPage';
import AntdArea from '@site/src/components/AntdArea';
import AuthPanel from './auth/_components/AuthPanel';

export default function AuthPage() {
  return (
    <ShellPage
      title={translate({
        id: 'page.auth.title',
        message: 'Sign in',
        description: 'Heading and title of the auth page',
      })}
      description={translate({
        id: 'page.auth.description',
        message: 'Sign in with your username or email, create an account, or ask for a password reset code.',
        description: 'One-line summary under the heading of the auth page',
      })}
    >
      <AntdArea minHeight="34rem">{() => <AuthPanel />}</AntdArea>
    </ShellPage>
  );
}
