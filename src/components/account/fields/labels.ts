/** Field labels said in more than one place: the forms' fields and the account details of my space. */
import { translate } from '@docusaurus/Translate';

export const usernameLabel = () =>
  translate({ id: 'account.field.username', message: 'Username', description: 'Label of the username field' });

export const emailLabel = () =>
  translate({ id: 'account.field.email', message: 'Email', description: 'Label of an email field' });

/** The login form's password, and the first password a newcomer chooses. */
export const passwordLabel = () =>
  translate({ id: 'account.field.password', message: 'Password', description: 'Label of a password field' });
