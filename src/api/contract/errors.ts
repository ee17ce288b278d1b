/**
 * Error codes and the error body every failed request answers with. Beside common.ts (not
 * in it) because the body names a suspension, which moderation.ts defines on top of common.ts.
 */
// First: see zodSetup.ts.
import '../zodSetup';
import * as z from 'zod';
import { IsoDate } from './common';
import { Suspension } from './moderation';

// ---------------------------------------------------------------------------
// Error codes
// ---------------------------------------------------------------------------

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_RESET_CODE',
  'WRONG_PASSWORD',
  /** A new password is one of the 10,000 most common ones (field `password` or `newPassword`). */
  'COMMON_PASSWORD',
  'INVALID_PARENT',
  'RATE_LIMITED',
  /**
   * An account cap was reached: `field` names it (see QUOTA_LIMITS: prompts, favorites → 403;
   * shared per day, comments per hour → 429 with Retry-After) and `limit` is its number.
   */
  'QUOTA_EXCEEDED',
  /** 403: the account is suspended; `suspension` says until when (see Suspension). */
  'SUSPENDED',
  /** 403: an account younger than NEW_ACCOUNT_HOURS may not post links; `allowedAt` says from when, `field` where. */
  'LINKS_NOT_ALLOWED_YET',
  /** 429: the same text was just posted on several other items (Retry-After says when it may be posted again). */
  'REPEATED_TEXT',
  /** 409: the member has already reported this item. */
  'ALREADY_REPORTED',
  'CSRF_REJECTED',
  /** 401: the `Authorization: Bearer` token is unknown, revoked or expired (the cookie is not tried instead). */
  'TOKEN_INVALID',
  /** 403: a read-only access token on a route that writes. */
  'TOKEN_READ_ONLY',
  /** 403: a route only a signed-in session may use (managing tokens, the account itself). */
  'TOKEN_NOT_ALLOWED',
  /** 403: a route about the access token itself (DELETE /api/tokens/current), called with the session cookie. */
  'TOKEN_REQUIRED',
  /** 400: a read-write token must expire (within WRITE_TOKEN_MAX_DAYS); only read-only tokens may never expire. */
  'TOKEN_EXPIRY_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // Client side only: the request never reached the API or its answer was unreadable.
  'NETWORK_ERROR',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiErrorBody = z
  .object({
    code: ErrorCode,
    message: z.string(),
    /** The offending field of a validation error (dotted path), when one is known. */
    field: z.string().optional(),
    /** QUOTA_EXCEEDED: the number the cap named by `field` allows. */
    limit: z.number().int().optional(),
    /** SUSPENDED: until when (null `until`: until lifted) and the moderator's note. */
    suspension: Suspension.optional(),
    /** LINKS_NOT_ALLOWED_YET: when the account may post links. */
    allowedAt: IsoDate.optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
