/**
 * Personal access tokens: a member creates them in their space (session cookie and password) and
 * sends one as `Authorization: Bearer <secret>` from a script or an AI assistant. The secret is in
 * the creation answer once; afterwards only its name, scope and dates are listed.
 */
import * as z from 'zod';
import { TOKEN_LIMITS } from '../limits';
import { SiteLocale } from './auth';
import { CurrentPassword, IdParam, IsoDate } from './common';

/** read: only GET/HEAD routes (and MCP reads); write: also the routes that change the member's data. */
export const TokenScope = z.enum(['read', 'write']);
export type TokenScope = z.infer<typeof TokenScope>;

export const AccessToken = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scope: TokenScope,
    createdAt: IsoDate,
    /**
     * null: never expires (read-only tokens). A write token made without an expiry before write
     * tokens had one shows its implied end: created + WRITE_TOKEN_MAX_DAYS.
     */
    expiresAt: IsoDate.nullable(),
    /** null: never used. Updated at most once a minute. */
    lastUsedAt: IsoDate.nullable(),
  })
  .meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof AccessToken>;

export const AccessTokenList = z.object({
  /** Every token of the account, newest first (at most TOKENS_PER_ACCOUNT_MAX). */
  tokens: z.array(AccessToken).max(TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX),
});
export type AccessTokenList = z.infer<typeof AccessTokenList>;

export const CreateTokenBody = z.object({
  name: z
    .string()
    .max(TOKEN_LIMITS.TOKEN_NAME_MAX, `Name must be at most ${TOKEN_LIMITS.TOKEN_NAME_MAX} characters`)
    .trim()
    .min(1, 'Name is required')
    .refine((name) => !/[\p{Cc}\p{Cf}]/u.test(name), 'Name cannot contain control characters'),
  scope: TokenScope,
  /**
   * One of EXPIRY_DAYS, or null for a token that never expires: read-only tokens only (a write
   * token with null is a 400 TOKEN_EXPIRY_REQUIRED; write tokens live at most WRITE_TOKEN_MAX_DAYS).
   */
  expiresInDays: z.literal(TOKEN_LIMITS.EXPIRY_DAYS).nullable(),
  /**
   * The account's password, asked again: required unless the session signed in with it less than
   * RECENT_SIGN_IN_MINUTES ago (the site always sends it). Wrong: 400 WRONG_PASSWORD, counted
   * like the guesses of a password change.
   */
  password: CurrentPassword.optional(),
  /** The page's locale: the owner's mail about the new token is in its language (else Accept-Language's). */
  locale: SiteLocale.optional(),
});
export type CreateTokenBody = z.input<typeof CreateTokenBody>;

/** The new token and, this once, its secret. */
export const CreatedAccessToken = AccessToken.extend({
  /** `pdk_` + 43 base64url characters; store it now, it cannot be shown again. */
  secret: z.string(),
});
export type CreatedAccessToken = z.infer<typeof CreatedAccessToken>;

export const TokenIdParams = z.object({ id: IdParam });
