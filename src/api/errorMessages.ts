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
import type { ErrorCode, Suspension } from './contract';
import { QUOTA_LIMITS, TOKEN_LIMITS, type QuotaField } from './limits';

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

/**
 * What failed: one of the actions above, or the general sentence of a part that loads on
 * demand (the report dialog, account deletion), which keeps its own words in its own chunk.
 */
export type FailedActionOrFallback = FailedAction | (() => string);

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
  tokens: (values) =>
    translate(
      {
        id: 'api.error.quotaTokens',
        message:
          'You can keep at most {count} access token. Revoke it to create a new one.|You can keep at most {count} access tokens. Revoke one to create a new one.',
        description:
          'An account keeps the most access tokens it may ({count} is the limit). Plural forms separated by |',
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

/**
 * "Too many attempts" with how long to wait, when the server said so (Retry-After): in
 * seconds up to 89, else in minutes, the unit inflected for the number (plural forms "|").
 */
export function rateLimitedMessage(seconds: unknown, locale = pageLocale()): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  if (seconds < 90) {
    const wait = Math.ceil(seconds);
    return selectPlural(
      locale,
      wait,
      translate(
        {
          id: 'api.error.rateLimitedSeconds',
          message:
            'Too many attempts. Please try again in {count} second.|Too many attempts. Please try again in {count} seconds.',
          description: 'Rate limit hit; {count} = the wait in seconds. Plural forms separated by |',
        },
        { count: formatCount(locale, wait) },
      ),
    );
  }
  const wait = Math.ceil(seconds / 60);
  return selectPlural(
    locale,
    wait,
    translate(
      {
        id: 'api.error.rateLimitedMinutes',
        message:
          'Too many attempts. Please try again in {count} minute.|Too many attempts. Please try again in {count} minutes.',
        description: 'Rate limit hit; {count} = the wait in minutes. Plural forms separated by |',
      },
      { count: formatCount(locale, wait) },
    ),
  );
}

/**
 * Why a read-and-write token cannot be made to never expire, with the longest lifetime it may
 * have (WRITE_TOKEN_MAX_DAYS): the answer to TOKEN_EXPIRY_REQUIRED and the token form's own rule.
 */
export function writeTokenExpiryMessage(locale = pageLocale()): string {
  const days = TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS;
  return selectPlural(
    locale,
    days,
    translate(
      {
        id: 'api.error.tokenExpiryRequired',
        message:
          'A read-and-write token expires after at most {count} day. Only read-only tokens can be set to never expire.|A read-and-write token expires after at most {count} days. Only read-only tokens can be set to never expire.',
        description:
          'Creating a token: "never" is refused for read-and-write access; {count} = the longest lifetime in days. Plural forms separated by |',
      },
      { count: formatCount(locale, days) },
    ),
  );
}

/** A date and time as the page's language writes them ("December 3, 2026 at 14:05"). */
function formatMoment(locale: string, date: Date): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

const validDate = (value: unknown): Date | undefined => {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

const isSuspension = (value: unknown): value is Suspension =>
  typeof value === 'object' && value !== null && 'until' in value && 'note' in value;

/**
 * Why a write was refused to a suspended member: until when (a date, or until a moderator
 * lifts it), that reading and signing in still work, and the moderator's note when there is one.
 */
export function suspensionMessage(suspension: Suspension | undefined, locale = pageLocale()): string {
  const until = validDate(suspension?.until);
  const sentence = !suspension
    ? translate({
        id: 'api.error.suspended',
        message: 'Your account is suspended. You can still read and sign in.',
        description: 'Write refused: account suspended (end unknown)',
      })
    : until
      ? translate(
          {
            id: 'api.error.suspendedUntil',
            message: 'Your account is suspended until {date}. You can still read and sign in.',
            description: 'Write refused: account suspended; {date} = end, with time',
          },
          { date: formatMoment(locale, until) },
        )
      : translate({
          id: 'api.error.suspendedUntilLifted',
          message: 'Your account is suspended until a moderator lifts it. You can still read and sign in.',
          description: 'Write refused: account suspended with no end',
        });
  const note = suspension?.note?.trim();
  if (!note) return sentence;
  return `${sentence} ${translate(
    {
      id: 'api.error.suspendedNote',
      message: 'Note from the moderators: {note}',
      description: "After the suspension message; {note} = moderator's note",
    },
    { note },
  )}`;
}

/** Hours from now until `date`, at least 1 (a wait of minutes reads as "1 hour"). */
const hoursUntil = (date: Date, now: number) => Math.max(1, Math.ceil((date.getTime() - now) / 3_600_000));

/** Up to this many hours away the wait is said in hours, further in a date. */
const LINK_WAIT_IN_HOURS_MAX = 48;

/** Why a new account's link was refused, and when links are allowed (in hours when soon, else a date). */
export function linksNotAllowedMessage(allowedAt: unknown, locale = pageLocale(), now = Date.now()): string {
  const date = validDate(allowedAt);
  if (!date)
    return translate({
      id: 'api.error.linksNotAllowed',
      message: 'New accounts cannot post links yet. Please send it without the link.',
      description: 'New account: link refused (when allowed unknown)',
    });
  const hours = hoursUntil(date, now);
  if (hours <= LINK_WAIT_IN_HOURS_MAX)
    return selectPlural(
      locale,
      hours,
      translate(
        {
          id: 'api.error.linksNotAllowedHours',
          message:
            'New accounts cannot post links yet. You can post links in {count} hour.|New accounts cannot post links yet. You can post links in {count} hours.',
          description: 'New account: link refused; {count} = hours until allowed. Plural forms separated by |',
        },
        { count: formatCount(locale, hours) },
      ),
    );
  return translate(
    {
      id: 'api.error.linksNotAllowedDate',
      message: 'New accounts can post links from {date}.',
      description: 'New account: link refused; {date} = when allowed, with time',
    },
    { date: formatMoment(locale, date) },
  );
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
      message: 'Signing in failed, please try again later.',
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
      message: 'Please sign in first.',
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
  REPEATED_TEXT: () =>
    translate({
      id: 'api.error.repeatedText',
      message: 'You posted the same text on several items a moment ago. Please write something specific to this one.',
      description: 'Spam rule: same text just posted on several items',
    }),
  TOKEN_REQUIRED: () =>
    translate({
      id: 'api.error.tokenRequired',
      message: 'Only a tool that uses an access token can do this.',
      description: 'A route about the access token itself (a tool disconnecting) was called from a signed-in page',
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
 * The localized message for an API failure during `action` (or the page's own
 * fallback sentence). A page whose refusals mean something more precise passes
 * `pageMessages` (the console: a moderator may not act on a moderator), so
 * those strings load with that page alone.
 */
export function apiErrorMessage(
  error: unknown,
  action: FailedActionOrFallback = 'submit',
  pageMessages: CodeMessages = {},
): string {
  const code = (error as ErrorLike | null)?.code;
  if (code === 'QUOTA_EXCEEDED') {
    const { field, limit } = error as ErrorLike;
    if (isQuotaField(field))
      return quotaMessage(field, typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : undefined);
  }
  if (code === 'SUSPENDED') {
    const { suspension } = error as ErrorLike;
    return suspensionMessage(isSuspension(suspension) ? suspension : undefined);
  }
  if (code === 'LINKS_NOT_ALLOWED_YET') return linksNotAllowedMessage((error as ErrorLike).allowedAt);
  if (code === 'TOKEN_EXPIRY_REQUIRED') return writeTokenExpiryMessage();
  if (code === 'RATE_LIMITED') {
    const wait = rateLimitedMessage((error as ErrorLike).retryAfterSeconds);
    if (wait) return wait;
  }
  const specific =
    typeof code === 'string' ? (pageMessages[code as ErrorCode] ?? codeMessages[code as ErrorCode]) : undefined;
  if (specific) return specific();
  return typeof action === 'function' ? action() : actionFallback[action]();
}
