import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useSignOut } from '@site/src/api/hooks/session';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  onClick?: () => void;
}

/** "Sign out" inside the account menu: a button styled as the menu's links. */
export default function SignOutNavbarItem({ mobile, onClick }: Props) {
  const signOut = useSignOut();
  const label = translate({ id: 'navbar.account.signOut', message: 'Sign out', description: 'Account menu: end this session' });
  return (
    <li className={mobile ? 'menu__list-item' : undefined}>
      <button
        type="button"
        className={clsx(mobile ? 'menu__link' : 'dropdown__link', styles.button)}
        disabled={signOut.isPending}
        onClick={() => {
          signOut.mutate();
          onClick?.();
        }}
      >
        {label}
      </button>
    </li>
  );
}
