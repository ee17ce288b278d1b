import { useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { signOut } from '@site/src/api/queries/session';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  onClick?: () => void;
}

/** "Sign out" inside the account menu: a button styled as the menu's links. */
export default function SignOutNavbarItem({ mobile, onClick }: Props) {
  const [busy, setBusy] = useState(false);
  const label = translate({
    id: 'navbar.account.signOut',
    message: 'Sign out',
    description: 'Account menu: end this session',
  });
  return (
    <li className={mobile ? 'menu__list-item' : undefined}>
      <button
        type="button"
        className={clsx(mobile ? 'menu__link' : 'dropdown__link', styles.button)}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          // A failure leaves the person signed in, as the menu still shows.
          signOut()
            .catch(() => undefined)
            .finally(() => setBusy(false));
          onClick?.();
        }}
      >
        {label}
      </button>
    </li>
  );
}
