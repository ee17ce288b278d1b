import type { ErrorCode } from '../src/api/contract';

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
  ) {
    super(message);
  }
}

export const errors = {
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', 'You need to log in first'),
  forbidden: (message = 'You are not allowed to do that') => new AppError(403, 'FORBIDDEN', message),
  notFound: (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`),
  validation: (field: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, field),
};
