import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { isModerator } from '@site/src/api/permissions';
import { useSession } from '@site/src/api/queries/session';
import { signInPath } from '@site/src/navigation/redirect';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

/**
 * "Sign in" for visitors (also in the server-rendered HTML), the username with
 * a menu once signed in. The item keeps a minimum width so the swap after the
 * session is read does not shift the navbar.
 */
export default function AccountNavbarItem({ mobile, position }: Props) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <DefaultNavbarItem
        mobile={mobile}
        position={position}
        className={mobile ? undefined : styles.item}
        label={translate({
          id: 'navbar.account.signIn',
          message: 'Sign in',
          description: 'Navbar item for visitors, leading to the sign-in page',
        })}
        to={signInPath(pathname, search)}
      />
    );
  }
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      className={mobile ? undefined : styles.item}
      label={
        <span className={styles.username} title={user.username}>
          {user.username}
        </span>
      }
      items={[
        {
          to: '/user/',
          label: translate({
            id: 'navbar.account.mySpace',
            message: 'My account',
            description: 'Account menu: the personal page with my prompts',
          }),
        },
        {
          to: '/user/favorite',
          label: translate({
            id: 'navbar.account.favorites',
            message: 'My favorites',
            description: 'Account menu: favorite prompts',
          }),
        },
        {
          to: '/community-prompts',
          label: translate({
            id: 'navbar.account.community',
            message: 'Community prompts',
            description: 'Account menu: prompts shared by members',
          }),
        },
        // Moderators and admins only, not while suspended (the console's own code loads with /admin, not here).
        ...(isModerator(user) && !user.suspension
          ? [
              {
                to: '/admin',
                label: translate({
                  id: 'navbar.account.moderation',
                  message: 'Moderation console',
                  description: 'Account menu of moderators and admins: the console at /admin',
                }),
              },
            ]
          : []),
        // A type of our own (see src/theme/NavbarItem/ComponentTypes.tsx); the theme's typings list only its own.
        { type: 'custom-signOut' } as unknown as { label: string },
      ]}
    />
  );
}
