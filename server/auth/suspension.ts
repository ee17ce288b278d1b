/**
 * Suspension, enforced in one place: a suspended member may sign in and read, take care of their
 * account (sign out, change their password, revoke an access token, delete the account) and take
 * their own content down (delete a prompt or a comment, make a shared prompt private); every other
 * write answers 403 SUSPENDED with the suspension (until when, and the moderator's note) in the
 * error body. Which writes are which, each route says (`whenSuspended` in its config.policy,
 * server/http/policy.ts). app.ts runs `refuseSuspendedWrite` for every write under /api, before its
 * body is read, and `refuseSuspendedEdit` once the body is read, for the writes its body decides.
 */
import type { FastifyRequest } from 'fastify';
import type { Suspension } from '../../src/api/contract';
import { AppError } from '../errors';
import { policyOf } from '../http/policy';
import { usesConsole } from './roles';

/** Whether a body only makes a prompt private: `{ "shared": false }`, nothing else. */
export function isUnshareOnly(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  return entries.length === 1 && entries[0]![0] === 'shared' && entries[0]![1] === false;
}

export function suspendedError(suspension: Suspension): AppError {
  const until = suspension.until === null ? 'until a moderator lifts it' : `until ${suspension.until}`;
  return new AppError(403, 'SUSPENDED', `Your account is suspended ${until}`, undefined, undefined, undefined, {
    suspension,
  });
}

/**
 * Throws 403 SUSPENDED when a suspended member attempts a write other than taking care of their
 * account or taking their content down. A write its body decides waits for refuseSuspendedEdit.
 */
export function refuseSuspendedWrite(request: FastifyRequest): void {
  const suspension = request.user?.suspension;
  if (!suspension) return;
  const policy = policyOf(request);
  if (policy?.whenSuspended === 'allowed' || policy?.whenSuspended === 'unshare-only') return;
  // A console route answers 404 to members and suspended moderators (auth/guard.ts): a 403 here would tell them it exists.
  if (policy?.role && !usesConsole(request.user)) return;
  throw suspendedError(suspension);
}

/** Once the body is read (preValidation): 403 SUSPENDED for an edit of a prompt that is more than making it private. */
export function refuseSuspendedEdit(request: FastifyRequest): void {
  const suspension = request.user?.suspension;
  if (!suspension) return;
  if (policyOf(request)?.whenSuspended !== 'unshare-only') return;
  if (!isUnshareOnly(request.body)) throw suspendedError(suspension);
}
