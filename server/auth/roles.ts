/**
 * Roles, checked on the server for every action: who counts as a moderator, and the 404 every
 * console route answers to anyone else. How a stored suspension reads is in
 * server/rules/suspensionPeriod.ts; the admins the environment names (ADMIN_USERNAMES) are applied
 * at start-up by server/setup/adminUsernames.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { Role, Suspension } from '../../src/api/contract';
import { AppError } from '../errors';
import type { Viewer } from '../db/visibility';
import type { SessionUser } from '../types';
import { isAdmin, isModerator } from '../../src/api/permissions';

/**
 * Whether the console is there for this account: a moderator or admin who is not suspended. A
 * suspended moderator is a member for the console's routes (they answer 404), as for every write.
 */
export function usesConsole(user: { role: Role; suspension: Suspension | null } | null | undefined): boolean {
  return isModerator(user) && !user?.suspension;
}

/** The answer of console routes to anyone not allowed: the same as a route that does not exist. */
function consoleNotFound(request: FastifyRequest): AppError {
  return new AppError(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`);
}

/** The signed-in moderator or admin, not suspended; 404 NOT_FOUND for everyone else (anonymous included). */
export function requireModerator(request: FastifyRequest): SessionUser {
  if (!request.user || !usesConsole(request.user)) throw consoleNotFound(request);
  return request.user;
}

/** The signed-in admin, not suspended; 404 NOT_FOUND for everyone else (moderators included). */
export function requireAdmin(request: FastifyRequest): SessionUser {
  if (!request.user || !usesConsole(request.user) || !isAdmin(request.user)) throw consoleNotFound(request);
  return request.user;
}

/** Whom a read is for (db/visibility.ts): moderators also see hidden items, unless suspended. */
export function viewerOf(user: SessionUser | null): Viewer {
  return user ? { id: user.id, moderator: usesConsole(user) } : null;
}
