/** What the account pages say when something worked (registered, signed in, password changed …), in the page language. */
import { translate } from '@docusaurus/Translate';
import { formatCount, pageLocale, selectPlural } from '@site/src/i18n/plural';

export const successMessages = {
  loggedIn: () =>
    translate({
      id: 'account.success.loggedIn',
      message: 'Signed in. Welcome back!',
      description: 'Message after a successful sign-in',
    }),
  registered: () =>
    translate({
      id: 'account.success.registered',
      message: 'Your account is ready. Welcome to PromptDeck!',
      description: 'Message after creating an account',
    }),
  resetMailSent: (minutes: number, locale = pageLocale()) =>
    selectPlural(
      locale,
      minutes,
      translate(
        {
          id: 'account.success.resetMailSent',
          message:
            'If an account uses this email, a reset code is on its way. It is valid for {minutes} minute.|If an account uses this email, a reset code is on its way. It is valid for {minutes} minutes.',
          description:
            'Message after asking for a reset code (the same whether or not the account exists); {minutes} is how long the code is valid (30 unless the site changed it). Plural forms separated by |',
        },
        { minutes: formatCount(locale, minutes) },
      ),
    ),
  passwordReset: () =>
    translate({
      id: 'account.success.passwordReset',
      message:
        'Your password has been reset. Any access tokens you had were revoked, so your tools need new ones. Sign in with the new password.',
      description: 'Message after resetting the password with a code',
    }),
  /** `revoked`: how many access tokens went with the sessions; none gives the message without a count. */
  passwordChanged: (revoked = 0, locale = pageLocale()) =>
    revoked > 0
      ? selectPlural(
          locale,
          revoked,
          translate(
            {
              id: 'account.success.passwordChangedTokensRevoked',
              message:
                'Password changed. Your other devices have been signed out and {count} access token was revoked.|Password changed. Your other devices have been signed out and {count} access tokens were revoked.',
              description:
                'Message after changing the password when access tokens were revoked with it; {count} is how many (1 or more). Plural forms separated by |',
            },
            { count: formatCount(locale, revoked) },
          ),
        )
      : translate({
          id: 'account.success.passwordChanged',
          message: 'Password changed. Your other devices have been signed out.',
          description: 'Message after changing the password',
        }),
  signedOut: () =>
    translate({
      id: 'account.success.signedOut',
      message: 'You are signed out.',
      description: 'Message after signing out',
    }),
  /** `revoked`: how many access tokens went with the sessions; none gives the message without a count. */
  signedOutEverywhere: (revoked = 0, locale = pageLocale()) =>
    revoked > 0
      ? selectPlural(
          locale,
          revoked,
          translate(
            {
              id: 'account.success.signedOutEverywhereTokensRevoked',
              message:
                'You are signed out on every device, and {count} access token was revoked.|You are signed out on every device, and {count} access tokens were revoked.',
              description:
                'Message after signing out on every device when access tokens were revoked with it; {count} is how many (1 or more). Plural forms separated by |',
            },
            { count: formatCount(locale, revoked) },
          ),
        )
      : translate({
          id: 'account.success.signedOutEverywhere',
          message: 'You are signed out on every device.',
          description: 'Message after signing out on every device',
        }),
  promptAdded: () =>
    translate({
      id: 'account.success.promptAdded',
      message: 'Prompt added.',
      description: 'Message after adding a personal prompt',
    }),
  promptUpdated: () =>
    translate({
      id: 'account.success.promptUpdated',
      message: 'Prompt updated.',
      description: 'Message after editing a personal prompt',
    }),
  promptDeleted: () =>
    translate({
      id: 'account.success.promptDeleted',
      message: 'Prompt deleted.',
      description: 'Message after deleting a personal prompt',
    }),
  promptShared: () =>
    translate({
      id: 'account.success.promptShared',
      message: 'Shared: everyone can now find this prompt in the community.',
      description: 'Message after switching sharing on',
    }),
  promptUnshared: () =>
    translate({
      id: 'account.success.promptUnshared',
      message: 'No longer shared: only you can see this prompt.',
      description: 'Message after switching sharing off',
    }),
};
