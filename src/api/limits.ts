/**
 * Limits, constants and text rules of the API that the site also needs in
 * forms. No zod here: pages can import this without loading the contract.
 */
import { PROMPT_COUNT } from '../prompts/count';
import { countGraphemes as countClusters } from './graphemes';

// ---------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------

export const LIMITS = {
  USERNAME_MIN: 3,
  USERNAME_MAX: 32,
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 128,
  EMAIL_MAX: 254,
  LOGIN_MAX: 254,
  PROMPT_TITLE_MAX: 120,
  PROMPT_DESCRIPTION_MAX: 8000,
  PROMPT_REMARK_MAX: 200,
  PROMPT_NOTES_MAX: 1000,
  COMMENT_MAX: 2000,
  FEEDBACK_MESSAGE_MAX: 4000,
  FEEDBACK_CONTACT_MAX: 200,
  SEARCH_QUERY_MAX: 200,
  PAGE_SIZE_DEFAULT: 20,
  PAGE_SIZE_MAX: 50,
  /** Numbered pages go this deep; further pages follow `nextCursor` (keyset paging never scans skipped rows). */
  PAGE_NUMBER_MAX: 10,
  /** Replies shown with each top comment; the rest page through the replies route. */
  REPLIES_PREVIEW: 20,
  /**
   * A community list item carries the start of its text, this many code points at most (a card
   * shows four lines of it); the whole text comes with the prompt. Keeps a list page of maximal
   * prompts near 300 KB instead of 4 MB.
   */
  LIST_PREVIEW_CODE_POINTS: 400,
  CURSOR_MAX: 200,
  RESET_CODE_LENGTH: 8,
} as const;

/**
 * What one account may keep and publish. High enough that a real heavy user
 * never meets them, low enough that one account cannot fill the disk or flood
 * the community list. A refusal answers QUOTA_EXCEEDED with the cap's `field`
 * and `limit`; the budgets per period also say when to try again (Retry-After).
 */
export const ACCOUNT_CAPS = {
  /** Prompts kept (shared or not); creating and importing stop here. */
  PROMPTS_PER_ACCOUNT_MAX: 2000,
  /** Favorites kept (curated and community). */
  FAVORITES_PER_ACCOUNT_MAX: 2000,
  /** Prompts that became shared (by create, edit or import) in the last SHARE_WINDOW_MS. */
  SHARED_PROMPTS_PER_DAY: 50,
  SHARE_WINDOW_MS: 24 * 60 * 60 * 1000,
  /** Comments and replies posted in the last COMMENT_WINDOW_MS. */
  COMMENTS_PER_HOUR: 60,
  COMMENT_WINDOW_MS: 60 * 60 * 1000,
} as const;

/**
 * Personal access tokens (issue 20). A member gives one token per tool or machine, so a handful is
 * the normal case; 20 leaves room for that and keeps the list (read whole, never paged) small. The
 * expiry choices are GitHub's familiar ones: a week for a trial, a month or three for ordinary use
 * (90 days is the default), a year for a tool set up once; "never" exists for a long-lived
 * read-only assistant configuration, and the list shows what every token can do until it is revoked.
 */
export const TOKEN_LIMITS = {
  TOKENS_PER_ACCOUNT_MAX: 20,
  TOKEN_NAME_MAX: 60,
  /** Days a new token lives; null in CreateTokenBody means it never expires. */
  EXPIRY_DAYS: [7, 30, 90, 365] as const,
  EXPIRY_DAYS_DEFAULT: 90,
  /**
   * A read-write token lives at most this many days: "never" is for read-only tokens alone, and a
   * write token made before this rule without an expiry counts as expiring this long after its
   * creation (issue 27: a token minted from a borrowed session cannot write forever).
   */
  WRITE_TOKEN_MAX_DAYS: 365,
  /**
   * Creating a token asks for the password again unless the session signed in with it this
   * recently (GitHub's "sudo mode"), so a minute with someone else's open session is not enough.
   */
  RECENT_SIGN_IN_MINUTES: 10,
  /** Every secret starts with this, so secret scanners and people recognise a PromptDeck token. */
  SECRET_PREFIX: 'pdk_',
} as const;
/** Which cap a QUOTA_EXCEEDED answer names (its `field`), and the cap's number. */
export const QUOTA_LIMITS = {
  prompts: ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX,
  shared: ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY,
  comments: ACCOUNT_CAPS.COMMENTS_PER_HOUR,
  favorites: ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX,
  tokens: TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX,
} as const;
export type QuotaField = keyof typeof QUOTA_LIMITS;

/** Moderation (issue 18): notes written with reports and moderators' actions, and what the console shows. */
export const MODERATION_LIMITS = {
  /** The optional note of a report. */
  REPORT_NOTE_MAX: 500,
  /** A moderator's note: to the author of a hidden or deleted item, to a suspended member, or in the log. */
  MODERATION_NOTE_MAX: 500,
  /** Reports shown with each item of the queue (newest first); `reportCount` has them all. */
  QUEUE_REPORTS_SHOWN: 10,
  /** Member search text (a username or an email, or the start of one). */
  MEMBER_QUERY_MAX: 254,
  /**
   * The text of a reported item kept with each open report, as it was reported (a prompt's
   * description, a comment's text), in code points; the queue shows it instead of the current text.
   */
  REPORT_SNAPSHOT_MAX: 2000,
} as const;

/**
 * The same text posted again and again: an account that posted a comment on
 * REPEATED_TEXT_ITEMS_MAX other prompts within REPEATED_TEXT_WINDOW_MS cannot post that text
 * (compared without case and spacing) on one more until the oldest leaves the window
 * (REPEATED_TEXT). Texts shorter than REPEATED_TEXT_MIN_CHARACTERS ("Thanks!") are free.
 */
export const SPAM_RULES = {
  REPEATED_TEXT_ITEMS_MAX: 2,
  REPEATED_TEXT_WINDOW_MS: 15 * 60 * 1000,
  REPEATED_TEXT_MIN_CHARACTERS: 12,
} as const;

/** Ids of stored rows are 1..ID_MAX (the largest 32-bit integer both databases store). */
export const ID_MAX = 2_147_483_647;

/**
 * The id a text such as a URL parameter or an MCP prompt name holds: digits only, 1..ID_MAX, or
 * undefined. The contract's IdParam and PositiveId say the same with zod; pages parse with this,
 * which loads no zod.
 */
export function idFromText(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : undefined;
}

/** Curated prompts are numbered 1..CURATED_PROMPT_COUNT (the prompt library's own count). */
export const CURATED_PROMPT_COUNT = PROMPT_COUNT;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Reset codes use letters and digits that cannot be mistaken for one another. */
export const RESET_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, SESSION_HINT_COOKIE } from './http';
/** What an export file says it is; the import page names the version it reads. */
export const EXPORT_FORMAT = 'promptdeck-export';
export const EXPORT_VERSION = 1;

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

/**
 * Code units (UTF-16) a text may spend per character: 4 fits every real text
 * (CJK, emoji with skin tones, flags, Indic conjuncts), and bounds what one
 * "character" can cost to store, send and count (a letter followed by fifteen
 * combining marks is sixteen).
 */
export const CODE_UNITS_PER_CHARACTER_MAX = 4;

// Lone UTF-16 surrogates cannot be stored as UTF-8; NUL is rejected by PostgreSQL text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069).
 * An unpaired one turns the rest of a line around ("Invoice \u202Egnp.exe" reads as an .exe),
 * and the console's isolation (<bdi>, dir="auto") keeps a text from its surroundings but not
 * from an override inside it: titles and report notes refuse them, as token names do.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** True when the text holds no bidi control (BIDI_CONTROL). */
export function isFreeOfBidiControls(text: string): boolean {
  return !BIDI_CONTROL.test(text);
}

/** Number of characters as a person counts them (grapheme clusters), in linear time. */
export function countGraphemes(text: string): number {
  return countClusters(text);
}

/**
 * True when `text` fits a limit of `max` characters: at most `max` grapheme
 * clusters and at most CODE_UNITS_PER_CHARACTER_MAX code units for each (the
 * cheap length check first, so hostile megabyte strings are never walked).
 */
export function graphemesAtMost(text: string, max: number): boolean {
  if (text.length > max * CODE_UNITS_PER_CHARACTER_MAX) return false;
  // A grapheme has at least one UTF-16 code unit: short strings need no counting.
  if (text.length <= max) return true;
  return countClusters(text, max) <= max;
}

/** True when the text can be stored and shown: well-formed Unicode without control characters. */
export function isStorableText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !FORBIDDEN_CONTROL.test(text);
}

/** Two prompts are duplicates when their trimmed title and text are equal. */
export function promptIdentity(prompt: { title: string; description: string }): string {
  return `${prompt.title.trim()}\u0000${prompt.description.trim()}`;
}

/** What a community list item carries of a text: its first LIST_PREVIEW_CODE_POINTS code points, and whether that is all. */
export function listPreview(text: string): { description: string; descriptionComplete: boolean } {
  const points = Array.from(text);
  const complete = points.length <= LIMITS.LIST_PREVIEW_CODE_POINTS;
  return {
    description: complete ? text : points.slice(0, LIMITS.LIST_PREVIEW_CODE_POINTS).join(''),
    descriptionComplete: complete,
  };
}
