/**
 * Suspension, enforced in one place: a suspended member may sign in and read, and take care of
 * their account (sign out, change their password, delete the account); every other write answers
 * 403 SUSPENDED with the suspension (until when, and the moderator's note) in the error body.
 * app.ts runs `refuseSuspendedWrite` for every write under /api, before its body is read.
 */
import type { FastifyRequest } from 'fastify';
import type { Suspension } from '../../src/api/contract';
import { AppError } from '../errors';

/** The writes a suspended member may still make, as `METHOD /api/route`. */
export const ACCOUNT_CARE_WRITES: ReadonlySet<string> = new Set([
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'POST /api/auth/change-password',
  'DELETE /api/auth/account',
]);

export function suspendedError(suspension: Suspension): AppError {
  const until = suspension.until === null ? 'until a moderator lifts it' : `until ${suspension.until}`;
  return new AppError(403, 'SUSPENDED', `Your account is suspended ${until}`, undefined, undefined, undefined, {
    suspension,
  });
}

/** Throws 403 SUSPENDED when a suspended member attempts a write other than taking care of their account. */
export function refuseSuspendedWrite(request: FastifyRequest): void {
  const suspension = request.user?.suspension;
  if (!suspension) return;
  if (ACCOUNT_CARE_WRITES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
  throw suspendedError(suspension);
}
