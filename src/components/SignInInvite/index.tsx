import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { signInPath } from '@site/src/navigation/redirect';
import styles from './styles.module.css';

interface Props {
  /** Why signing in helps here, in the page language. */
  message: string;
}

/** Asks a visitor to sign in (or register) and brings them back to this very page, query string included. */
export default function SignInInvite({ message }: Props) {
  const { pathname, search } = useLocation();
  return (
    <div className={styles.invite}>
      <p>{message}</p>
      <div className={styles.links}>
        <Link className="button button--primary" to={signInPath(pathname, search)}>
          {translate({
            id: 'navbar.account.signIn',
            message: 'Sign in',
            description: 'Navbar item for visitors, leading to the sign-in page',
          })}
        </Link>
        <Link className="button button--secondary" to={signInPath(pathname, search, 'register')}>
          {translate({ id: 'account.tab.register', message: 'Register', description: 'Tab of the sign-in page' })}
        </Link>
      </div>
    </div>
  );
}
