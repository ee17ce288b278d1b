/**
 * The building blocks every resource of the contract uses: user-written texts, ids,
 * dates, the current password, cursors, page sizes, search text and the shape of a
 * cursor-paged list query. It imports no other part of the contract, so every part
 * (moderation.ts included) can import it without a circle.
 */
// First: see zodSetup.ts.
import '../zodSetup';
import * as z from 'zod';
import {
  CODE_UNITS_PER_CHARACTER_MAX,
  ID_MAX,
  LIMITS,
  TOKEN_LIMITS,
  graphemesAtMost,
  isFreeOfBidiControls,
  isStorableText,
} from '../limits';

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

// ---------------------------------------------------------------------------
// Texts, ids and dates
// ---------------------------------------------------------------------------

interface UserTextOptions {
  required: boolean;
  /** A one-line text a reader or moderator takes at its word (a title, a report note): no bidi controls. */
  noBidiControls?: boolean;
}

/**
 * A user-written text: trimmed, well-formed, at most `max` characters counted as
 * grapheme clusters (emoji and CJK count once each).
 */
export function userText(label: string, max: number, { required, noBidiControls = false }: UserTextOptions) {
  // The code-unit bound first and aborting: a hostile megabyte string is refused by its length alone.
  const tooLong = `${label} must be at most ${max} characters`;
  let schema = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max * CODE_UNITS_PER_CHARACTER_MAX, { message: tooLong, abort: true });
  if (required) schema = schema.min(1, { message: `${label} is required`, abort: true });
  schema = schema.refine(isStorableText, {
    message: `${label} contains characters that are not allowed`,
    abort: true,
  });
  if (noBidiControls)
    schema = schema.refine(isFreeOfBidiControls, {
      message: `${label} cannot contain control characters`,
      abort: true,
    });
  return schema.refine((text) => graphemesAtMost(text, max), tooLong);
}

/** A text that may be left out or cleared (null). */
export const optionalText = (label: string, max: number, options: Omit<UserTextOptions, 'required'> = {}) =>
  z.union([userText(label, max, { ...options, required: false }), z.null()]).optional();

const NOT_POSITIVE_INTEGER = 'Must be a positive integer';

/** Positive integer id in a path parameter or query string. */
export const IdParam = z.coerce
  .number({ error: NOT_POSITIVE_INTEGER })
  .int(NOT_POSITIVE_INTEGER)
  .positive(NOT_POSITIVE_INTEGER)
  .max(ID_MAX, NOT_POSITIVE_INTEGER);

/** Positive integer id in a JSON body. */
export const PositiveId = z
  .number({ error: NOT_POSITIVE_INTEGER })
  .int(NOT_POSITIVE_INTEGER)
  .positive(NOT_POSITIVE_INTEGER)
  .max(ID_MAX, NOT_POSITIVE_INTEGER);

export const IsoDate = z.string().describe('ISO 8601 timestamp');

/** A password typed to prove identity (no strength rules, only bounds). */
export const CurrentPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(LIMITS.PASSWORD_MAX * 4, 'Password is too long');

// ---------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------

/** Opaque position in a list, from a previous answer's `nextCursor`. */
const Cursor = z
  .string()
  .max(LIMITS.CURSOR_MAX, 'Cursor is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'Cursor is not valid')
  .describe('nextCursor of the previous page');

/** Where the next page starts, or null on the last page. */
export const NextCursor = z
  .string()
  .nullable()
  .describe('Pass as `cursor` to get the next page; null on the last page');

const PageSize = z.coerce
  .number()
  .int()
  .min(1, 'Page size must be 1 or more')
  .max(LIMITS.PAGE_SIZE_MAX, `Page size must be at most ${LIMITS.PAGE_SIZE_MAX}`)
  .default(LIMITS.PAGE_SIZE_DEFAULT);

export const SearchText = z
  .string()
  .trim()
  .max(LIMITS.SEARCH_QUERY_MAX, `Search text must be at most ${LIMITS.SEARCH_QUERY_MAX} characters`)
  .refine(isStorableText, 'Search text contains characters that are not allowed');

/** The query of a cursor-paged list: the fields of `filters` first, then `cursor` and `pageSize`. */
export function listQuery<Filters extends z.ZodRawShape = Record<never, never>>(filters: Filters = {} as Filters) {
  return z.object({ ...filters, cursor: Cursor.optional(), pageSize: PageSize });
}

// ---------------------------------------------------------------------------
// Health
// ---------------------------------------------------------------------------

export const HealthResponse = z.object({
  status: z.literal('ok'),
  time: IsoDate,
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * The access tokens a member keeps when signing out everywhere or changing the password (the
 * others are revoked): ids of their own tokens; unknown ids are ignored. Default: none kept.
 */
export const KeepTokenIds = z
  .array(z.number().int().positive().max(ID_MAX))
  .max(TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX, `At most ${TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX} tokens can be kept`);
