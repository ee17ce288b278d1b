/**
 * Turns an API failure into the localized message a person reads.
 *
 * The server answers every failure with a stable `code` (see ERROR_CODES in
 * the contract) and an English `message` for developers; the site never shows
 * that message. A few codes have a message of their own (a taken username, a
 * wrong password …); anything else falls back to the failed action's general
 * message the product promises for it ("Submission failed, try again later" …).
 */
import { translate } from '@docusaurus/Translate';
import { formatCount, pageLocale, selectPlural } from '../i18n/plural';
import type { ErrorCode } from './contract';
import { QUOTA_LIMITS, type QuotaField } from './limits';

/** What the person was doing when the request failed. */
export type FailedAction =
  | 'submit'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'deletePrompt'
  | 'signOut'
  | 'import'
  | 'export';

interface ErrorLike {
  code?: unknown;
  retryAfterSeconds?: unknown;
  field?: unknown;
  limit?: unknown;
  suspension?: unknown;
  allowedAt?: unknown;
}

/** Each cap's sentence; plural forms separated by "|" (Docusaurus's convention), chosen by the cap's number. */
const quotaForms: Record<QuotaField, (values: { count: string }) => string> = {
  prompts: (values) =>
    translate(
      {
        id: 'api.error.quotaPrompts',
        message:
          'You can keep at most {count} prompt. Delete it to add a new one.|You can keep at most {count} prompts. Delete some to add new ones.',
        description: 'An account keeps the most prompts it may ({count} is the limit). Plural forms separated by |',
      },
      values,
    ),
  shared: (values) =>
    translate(
      {
        id: 'api.error.quotaShared',
        message:
          'You can share at most {count} prompt a day. Try again tomorrow.|You can share at most {count} prompts a day. Try again tomorrow.',
        description:
          "The day's budget of prompts to share is spent ({count} is the limit). Plural forms separated by |",
      },
      values,
    ),
  comments: (values) =>
    translate(
      {
        id: 'api.error.quotaComments',
        message:
          'You can post at most {count} comment an hour. Please try again later.|You can post at most {count} comments an hour. Please try again later.',
        description: "The hour's budget of comments is spent ({count} is the limit). Plural forms separated by |",
      },
      values,
    ),
  favorites: (values) =>
    translate(
      {
        id: 'api.error.quotaFavorites',
        message:
          'You can keep at most {count} favorite. Remove it to add a new one.|You can keep at most {count} favorites. Remove some to add new ones.',
        description: 'An account keeps the most favorites it may ({count} is the limit). Plural forms separated by |',
      },
      values,
    ),
};

const isQuotaField = (field: unknown): field is QuotaField =>
  typeof field === 'string' && Object.prototype.hasOwnProperty.call(QUOTA_LIMITS, field);

/**
 * The sentence naming a reached cap, its number written and its noun inflected for `locale`
 * (the number the server sent, else the site's own).
 */
export function quotaMessage(field: QuotaField, limit: number = QUOTA_LIMITS[field], locale = pageLocale()): string {
  return selectPlural(locale, limit, quotaForms[field]({ count: formatCount(locale, limit) }));
}

/** "Too many attempts" with how long to wait, when the server said so (Retry-After). */
function rateLimitedMessage(seconds: unknown): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  if (seconds < 90) {
    return translate(
      {
        id: 'api.error.rateLimitedSeconds',
        message: 'Too many attempts. Please try again in {seconds} seconds.',
        description: 'Rate limit hit, with the wait in seconds',
      },
      { seconds: Math.ceil(seconds) },
    );
  }
  return translate(
    {
      id: 'api.error.rateLimitedMinutes',
      message: 'Too many attempts. Please try again in {minutes} minutes.',
      description: 'Rate limit hit, with the wait in minutes',
    },
    { minutes: Math.ceil(seconds / 60) },
  );
}

/** A moment the server named (ISO 8601), written for people in `locale`; undefined when it is not a date. */
function momentText(iso: unknown, locale: string): string | undefined {
  if (typeof iso !== 'string') return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** "Suspended until …", or until a moderator lifts it (the error's `suspension.until` is null). */
function suspendedMessage(suspension: unknown, locale: string): string {
  const until = momentText((suspension as { until?: unknown } | null | undefined)?.until, locale);
  if (until)
    return translate(
      {
        id: 'api.error.suspendedUntil',
        message: 'Your account is suspended until {date}. You can still read and manage your account.',
        description: 'A suspended member tried to write; {date} is when the suspension ends (date and time)',
      },
      { date: until },
    );
  return translate({
    id: 'api.error.suspendedIndefinitely',
    message:
      'Your account is suspended until a moderator lifts the suspension. You can still read and manage your account.',
    description: 'A suspended member tried to write; the suspension has no end date',
  });
}

/** A new account tried to post a link: from when it may (the error's `allowedAt`). */
function linksNotYetMessage(allowedAt: unknown, locale: string): string {
  const date = momentText(allowedAt, locale);
  if (date)
    return translate(
      {
        id: 'api.error.linksNotAllowedYet',
        message: 'New accounts cannot post links yet. You can post links from {date}.',
        description: 'A new account put a link in a comment or shared prompt; {date} is when links are allowed',
      },
      { date },
    );
  return translate({
    id: 'api.error.linksNotAllowedSoon',
    message: 'New accounts cannot post links yet. Please try again in a day.',
    description: 'A new account put a link in a comment or shared prompt (when links are allowed is not known)',
  });
}

const actionFallback: Record<FailedAction, () => string> = {
  submit: () =>
    translate({
      id: 'api.error.submitFailed',
      message: 'Submission failed, please try again later.',
      description: 'General message when saving or sending something failed',
    }),
  login: () =>
    translate({
      id: 'api.error.loginFailed',
      message: 'Login failed, please try again later.',
      description: 'General message when logging in failed for an unexpected reason',
    }),
  register: () =>
    translate({
      id: 'api.error.registerFailed',
      message: 'Registration failed, please try again later.',
      description: 'General message when creating an account failed for an unexpected reason',
    }),
  forgotPassword: () =>
    translate({
      id: 'api.error.forgotPasswordFailed',
      message: 'The password reset email could not be sent, please try again later.',
      description: 'Message when the forgot-password email could not be sent',
    }),
  resetPassword: () =>
    translate({
      id: 'api.error.resetPasswordFailed',
      message: 'Resetting the password failed, please try again later.',
      description: 'Message when resetting the password failed',
    }),
  changePassword: () =>
    translate({
      id: 'api.error.changePasswordFailed',
      message: 'Changing the password failed, please try again later.',
      description: 'Message when changing the password failed',
    }),
  deletePrompt: () =>
    translate({
      id: 'api.error.deletePromptFailed',
      message: 'Deleting the prompt failed, please try again later.',
      description: 'Message when deleting a prompt failed',
    }),
  signOut: () =>
    translate({
      id: 'api.error.signOutFailed',
      message: 'Signing out failed, please try again later.',
      description: 'Message when signing out failed',
    }),
  import: () =>
    translate({
      id: 'api.error.importFailed',
      message: 'The import failed and nothing was added. Please try again later.',
      description: 'Message when importing prompts failed',
    }),
  export: () =>
    translate({
      id: 'api.error.exportFailed',
      message: 'The export failed, please try again later.',
      description: 'Message when exporting prompts failed',
    }),
};

const codeMessages: Partial<Record<ErrorCode, () => string>> = {
  UNAUTHENTICATED: () =>
    translate({
      id: 'api.error.unauthenticated',
      message: 'Please log in first.',
      description: 'Message when an action needs a logged-in user',
    }),
  FORBIDDEN: () =>
    translate({
      id: 'api.error.forbidden',
      message: 'You are not allowed to do this.',
      description: 'Message when the user may not change a resource',
    }),
  NOT_FOUND: () =>
    translate({
      id: 'api.error.notFound',
      message: 'This item no longer exists.',
      description: 'Message when the prompt, comment or account asked for does not exist',
    }),
  USERNAME_TAKEN: () =>
    translate({
      id: 'api.error.usernameTaken',
      message: 'This username is already taken.',
      description: 'Registration: the username is in use',
    }),
  EMAIL_TAKEN: () =>
    translate({
      id: 'api.error.emailTaken',
      message: 'An account with this email already exists.',
      description: 'Registration: the email is in use',
    }),
  INVALID_CREDENTIALS: () =>
    translate({
      id: 'api.error.invalidCredentials',
      message: 'The username, email or password is not correct.',
      description: 'Login: unknown account or wrong password (deliberately the same message)',
    }),
  INVALID_RESET_CODE: () =>
    translate({
      id: 'api.error.invalidResetCode',
      message: 'The reset code is wrong or has expired. Ask for a new one.',
      description: 'Reset password: the code is wrong, used or expired',
    }),
  WRONG_PASSWORD: () =>
    translate({
      id: 'api.error.wrongPassword',
      message: 'The current password is not correct.',
      description: 'Change password: the current password is wrong',
    }),
  COMMON_PASSWORD: () =>
    translate({
      id: 'api.error.commonPassword',
      message: 'This password is too common and easy to guess. Please choose another one.',
      description: 'Register, reset or change password: the new password is one of the 10,000 most common ones',
    }),
  REPEATED_TEXT: () =>
    translate({
      id: 'api.error.repeatedText',
      message: 'You just posted this same text on other prompts. Please write something new for this one.',
      description: 'Comment refused: the member posted the same text on several prompts a moment ago',
    }),
  ALREADY_REPORTED: () =>
    translate({
      id: 'api.error.alreadyReported',
      message: 'You have already reported this. Thank you, the moderators will look at it.',
      description: 'Report refused: the member reported this prompt or comment before',
    }),
  INVALID_PARENT: () =>
    translate({
      id: 'api.error.invalidParent',
      message: 'The comment you are replying to no longer exists.',
      description: 'Reply: the parent comment is gone',
    }),
  QUOTA_EXCEEDED: () =>
    translate({
      id: 'api.error.quotaExceeded',
      message: 'Your account has reached one of its limits.',
      description: 'An account cap was reached (the cap is not known)',
    }),
  RATE_LIMITED: () =>
    translate({
      id: 'api.error.rateLimited',
      message: 'Too many attempts. Please wait a moment and try again.',
      description: 'Message when the server rate limit was hit',
    }),
  PAYLOAD_TOO_LARGE: () =>
    translate({
      id: 'api.error.payloadTooLarge',
      message: 'This is too long to send.',
      description: 'Message when the request body is over the size limit',
    }),
  NETWORK_ERROR: () =>
    translate({
      id: 'api.error.network',
      message: 'The server could not be reached. Check your connection and try again.',
      description: 'Message when the request did not reach the server',
    }),
  SERVICE_UNAVAILABLE: () =>
    translate({
      id: 'api.error.unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
      description:
        'Message when the server is shutting down, or a service it needs (such as the rate limiter) is unreachable',
    }),
};

/** Sentences a page says instead of the general ones for some codes (see apiErrorMessage). */
export type CodeMessages = Partial<Record<ErrorCode, () => string>>;

/**
 * The localized message for an API failure during `action`. A page whose
 * refusals mean something more precise passes `pageMessages` (the console:
 * a moderator may not act on a moderator), so those strings load with that
 * page alone.
 */
export function apiErrorMessage(
  error: unknown,
  action: FailedAction = 'submit',
  pageMessages: CodeMessages = {},
): string {
  const code = (error as ErrorLike | null)?.code;
  if (code === 'QUOTA_EXCEEDED') {
    const { field, limit } = error as ErrorLike;
    if (isQuotaField(field))
      return quotaMessage(field, typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : undefined);
  }
  if (code === 'SUSPENDED') return suspendedMessage((error as ErrorLike).suspension, pageLocale());
  if (code === 'LINKS_NOT_ALLOWED_YET') return linksNotYetMessage((error as ErrorLike).allowedAt, pageLocale());
  if (code === 'RATE_LIMITED') {
    const wait = rateLimitedMessage((error as ErrorLike).retryAfterSeconds);
    if (wait) return wait;
  }
  const specific =
    typeof code === 'string' ? (pageMessages[code as ErrorCode] ?? codeMessages[code as ErrorCode]) : undefined;
  return specific ? specific() : actionFallback[action]();
}
