// Wraps the theme's navbar item types with our own two: the account item and its sign-out entry.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AccountNavbarItem from '@site/src/components/AccountNavbarItem';
import SignOutNavbarItem from '@site/src/components/SignOutNavbarItem';

export default {
  ...ComponentTypes,
  'custom-account': AccountNavbarItem,
  'custom-signOut': SignOutNavbarItem,
};
