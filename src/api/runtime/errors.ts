/**
 * Reading an API failure without importing the client (and zod) into a page:
 * `ApiError` carries a stable `code`, the HTTP `status` and sometimes a field.
 */
import type { ErrorCode, Suspension } from '../contract';

export interface ApiFailure {
  code: ErrorCode;
  status: number;
  field?: string;
  retryAfterSeconds?: number;
  /** SUSPENDED: until when, and the moderator's note. */
  suspension?: Suspension;
  /** LINKS_NOT_ALLOWED_YET: when the account may post links. */
  allowedAt?: string;
}

export function asApiFailure(error: unknown): ApiFailure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, status } = error as Partial<ApiFailure>;
  return typeof code === 'string' && typeof status === 'number' ? (error as ApiFailure) : undefined;
}

export const isUnauthenticated = (error: unknown) => asApiFailure(error)?.code === 'UNAUTHENTICATED';

/** Worth another try: the network, a 5xx or a restarting server; never a 4xx answer. */
export function isRetryable(error: unknown): boolean {
  const failure = asApiFailure(error);
  return !failure || failure.status === 0 || failure.status >= 500;
}
