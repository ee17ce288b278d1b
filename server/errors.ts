/**
 * AppError, the failures the API expects (each leaves with its status and stable code through
 * http/errorHandler.ts), and factories for the common ones.
 */
import type { ApiErrorBody, ErrorCode, ModeratedKind } from '../src/api/contract';

/** Fields of the error body some codes carry besides `field` and `limit`. */
export type ErrorDetails = Pick<ApiErrorBody, 'suspension' | 'allowedAt'>;

/** An expected failure with a stable machine code, an HTTP status and an English message. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
    /** QUOTA_EXCEEDED: the number the cap named by `field` allows. */
    readonly limit?: number,
    /** SUSPENDED, LINKS_NOT_ALLOWED_YET: what the client needs to say until when. */
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

/** Seconds as a Retry-After header value: whole seconds, at least one. */
export const retryAfter = (seconds: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/** The 404 texts that more than one place sends, one constant each. */
export const COMMUNITY_PROMPT_NOT_FOUND = 'Community prompt not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const MEMBER_NOT_FOUND = 'Member not found';

export const errors = {
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', 'You need to log in first'),
  forbidden: (message: string) => new AppError(403, 'FORBIDDEN', message),
  notFound: (message: string) => new AppError(404, 'NOT_FOUND', message),
  /** 404 for a community prompt or a comment the caller may not see (or that does not exist). */
  itemNotFound: (kind: ModeratedKind) =>
    errors.notFound(kind === 'prompt' ? COMMUNITY_PROMPT_NOT_FOUND : COMMENT_NOT_FOUND),
  memberNotFound: () => errors.notFound(MEMBER_NOT_FOUND),
  /** 400 VALIDATION_FAILED on one field, for a check the request schema cannot make (a cursor's content). */
  invalid: (field: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, field),
  tooLarge: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large'),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, 'RATE_LIMITED', 'Too many requests, try again later', undefined, retryAfter(retryAfterSeconds)),
  /** 503: the request was fine, a resource is briefly out of reach; the client may try again after `retryAfterSeconds`. */
  unavailable: (message: string, retryAfterSeconds: number) =>
    new AppError(503, 'SERVICE_UNAVAILABLE', message, undefined, retryAfter(retryAfterSeconds)),
};
