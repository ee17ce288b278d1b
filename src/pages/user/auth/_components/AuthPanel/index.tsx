import { lazy, Suspense, useState } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import Notice from '@site/src/components/Notice';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { useSession } from '@site/src/api/queries/session';
import { successMessages } from '@site/src/components/account/messages';
import { safeRedirect } from '@site/src/navigation/redirect';
import { useGoTo } from '@site/src/hooks/useGoTo';
import { useToast } from '@site/src/components/AntdArea';
import LoginForm from '@site/src/components/account/LoginForm';
// Loaded when their tab opens: the login tab is what most visits need.
const RegisterForm = lazy(() => import('@site/src/components/account/RegisterForm'));
const ForgotPasswordForm = lazy(() => import('@site/src/components/account/ForgotPasswordForm'));
import styles from './styles.module.css';

/**
 * Log in / Register / Forgot password. The theme's tabs keep the tab in `?tab=`
 * (links can open one) and handle the arrow keys; after signing in the person
 * goes to `?redirect=` when it is a path of this site, else to my space.
 */
export default function AuthPanel() {
  const location = useLocation();
  const message = useToast();
  const params = new URLSearchParams(location.search);
  const mySpace = useBaseUrl('/user/');
  const target = safeRedirect(params.get('redirect')) ?? mySpace;
  const goTo = useGoTo();
  const { user, status } = useSession();
  // Once the forms were shown, they stay until the page is left (also while signing in).
  const [formsShown, setFormsShown] = useState(false);
  if (!formsShown && !user && status !== 'loading') setFormsShown(true);
  const resetDone = params.get('reset') === 'done';

  const signedIn = (welcome: string) => {
    void message.success(welcome);
    goTo(target);
  };

  if (user && !formsShown) {
    return (
      <Notice
        type="info"
        title={
          <Translate
            id="account.auth.alreadySignedIn"
            description="Shown on the sign-in page to someone signed in"
            values={{ username: <strong>{user.username}</strong> }}
          >
            {'You are signed in as {username}.'}
          </Translate>
        }
        description={
          <Link to={target}>
            {translate({
              id: 'account.auth.continue',
              message: 'Continue',
              description: 'Link onward from the sign-in page when already signed in',
            })}
          </Link>
        }
      />
    );
  }

  return (
    <div className={styles.panel}>
      {resetDone && (
        <Notice className={styles.notice} type="success" title={successMessages.passwordReset()} role="status" />
      )}
      <Tabs queryString="tab" lazy defaultValue="login" className={styles.tabs}>
        <TabItem
          value="login"
          label={translate({ id: 'account.tab.login', message: 'Sign in', description: 'Tab of the sign-in page' })}
        >
          <LoginForm onSignedIn={() => signedIn(successMessages.loggedIn())} />
        </TabItem>
        <TabItem
          value="register"
          label={translate({ id: 'account.tab.register', message: 'Register', description: 'Tab of the sign-in page' })}
        >
          <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
            <RegisterForm onRegistered={() => signedIn(successMessages.registered())} />
          </Suspense>
        </TabItem>
        <TabItem
          value="forgot"
          label={translate({
            id: 'account.tab.forgot',
            message: 'Forgot password',
            description: 'Tab of the sign-in page',
          })}
        >
          <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
            <ForgotPasswordForm />
          </Suspense>
        </TabItem>
      </Tabs>
    </div>
  );
}
