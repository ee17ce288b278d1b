/**
 * Suspension, enforced in one place: a suspended member may sign in and read, take care of their
 * account (sign out, change their password, revoke an access token, delete the account) and take
 * their own content down (delete a prompt or a comment, make a shared prompt private); every other
 * write answers 403 SUSPENDED with the suspension (until when, and the moderator's note) in the
 * error body. app.ts runs `refuseSuspendedWrite` for every write under /api, before its body is
 * read, and `refuseSuspendedEdit` once the body is read, for the writes its body decides.
 */
import type { FastifyRequest } from 'fastify';
import type { Suspension } from '../../src/api/contract';
import { AppError } from '../errors';
import { usesConsole } from './roles';

/**
 * The writes a suspended member may still make, as `METHOD /api/route`: taking care of the account,
 * and taking their own content down (the privacy policy promises both at any time). The routes
 * themselves act only on the member's own tokens, prompts and comments.
 */
export const ACCOUNT_CARE_WRITES: ReadonlySet<string> = new Set([
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'POST /api/auth/change-password',
  'DELETE /api/auth/account',
  'DELETE /api/tokens/:id',
  'DELETE /api/prompts/:id',
  'DELETE /api/comments/:id',
]);

/**
 * Writes whose body decides: an edit of a prompt is refused, but making it private (a body of
 * `shared: false` and nothing else) takes it down and is allowed. Checked once the body is read.
 */
const UNSHARE_WRITES: ReadonlySet<string> = new Set(['PATCH /api/prompts/:id']);

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

/** Where the console's routes live: for anyone but a moderator they do not exist, suspended or not. */
const CONSOLE_PREFIX = '/api/admin/';

/**
 * Throws 403 SUSPENDED when a suspended member attempts a write other than taking care of their
 * account or taking their content down. A write its body decides waits for refuseSuspendedEdit.
 */
export function refuseSuspendedWrite(request: FastifyRequest): void {
  const suspension = request.user?.suspension;
  if (!suspension) return;
  const route = request.routeOptions.url ?? '';
  const write = `${request.method} ${route}`;
  if (ACCOUNT_CARE_WRITES.has(write) || UNSHARE_WRITES.has(write)) return;
  // A console route answers 404 to members and suspended moderators (roles.ts, the route's own hook): a 403 here would tell them it exists.
  if (route.startsWith(CONSOLE_PREFIX) && !usesConsole(request.user)) return;
  throw suspendedError(suspension);
}

/** Once the body is read (preValidation): 403 SUSPENDED for an edit of a prompt that is more than making it private. */
export function refuseSuspendedEdit(request: FastifyRequest): void {
  const suspension = request.user?.suspension;
  if (!suspension) return;
  if (!UNSHARE_WRITES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
  if (!isUnshareOnly(request.body)) throw suspendedError(suspension);
}
