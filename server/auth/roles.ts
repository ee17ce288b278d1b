/**
 * Roles and suspensions, checked on the server for every action: who counts as a moderator,
 * the 404 every console route answers to anyone else, how a stored suspension reads, and the
 * admins the environment names (ADMIN_USERNAMES, applied at start-up).
 */
import type { FastifyRequest } from 'fastify';
import { SUSPENSION_DURATION_MS, type Role, type Suspension, type SuspensionDuration } from '../../src/api/contract';
import type { Db } from '../db';
import { AppError } from '../errors';
import { writeLogEntry } from '../repositories/moderationLog';
import type { Viewer } from '../repositories/targets';
import type { SessionUser } from '../types';
import { isAdmin, isModerator } from '../../src/api/permissions';

/** `suspended_until` of a suspension that lasts until a moderator lifts it (later than any real date). */
export const SUSPENDED_INDEFINITELY = '9999-12-31T23:59:59.999Z';

/** When a suspension of `duration` from `now` ends, as stored in `suspended_until`. */
export function suspensionEnd(duration: SuspensionDuration, now: Date): string {
  if (duration === 'indefinite') return SUSPENDED_INDEFINITELY;
  return new Date(now.getTime() + SUSPENSION_DURATION_MS[duration]).toISOString();
}

/** The suspension in force at `now`, or null (never suspended, lifted, or over). */
export function suspensionOf(
  user: { suspended_until: string | null; suspension_note: string | null },
  now: Date,
): Suspension | null {
  const until = user.suspended_until;
  if (until === null || until <= now.toISOString()) return null;
  return { until: until === SUSPENDED_INDEFINITELY ? null : until, note: user.suspension_note };
}

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

/** Route hook (onRequest) of console routes: 404 before the body is read. */
export async function moderatorRequired(request: FastifyRequest): Promise<void> {
  requireModerator(request);
}

/** Route hook (onRequest) of admin-only console routes. */
export async function adminRequired(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}

/** An account ADMIN_USERNAMES names that was registered after the start that first read the name: not made admin. */
export interface SkippedAdminName {
  name: string;
  /** When the account was registered. */
  createdAt: string;
  /** The start that first read the name (ADMIN_USERNAMES has named it at every start since). */
  listedSince: string;
}

/** How the list is recorded in an `admin_names_set` entry's detail: lower-cased, sorted, comma-separated. */
const listDetail = (names: ReadonlySet<string>) => [...names].sort().join(',');

/**
 * When each name of the list was first read at a start and named at every start since: the
 * `admin_names_set` entries are written when the list changes, so a name's time is that of the
 * oldest entry in the newest unbroken run of entries that name it.
 */
function listedSince(entries: ReadonlyArray<{ detail: string | null; created_at: string }>, names: Iterable<string>) {
  const since = new Map<string, string>();
  for (const name of names) {
    for (const entry of entries) {
      if (!(entry.detail ?? '').split(',').includes(name)) break;
      since.set(name, entry.created_at);
    }
  }
  return since;
}

/**
 * Makes the accounts named by ADMIN_USERNAMES admins and every other admin a member, logging each
 * change (actor "system"). A name applies only to an account registered before the start that
 * first read it: otherwise a name listed ahead of its account (or a typo) would make admin whoever
 * registers it first, at the next start. The list is recorded (`admin_names_set`, when it changes)
 * to know that start. Returns the names that match no account (nothing is created or reserved) and
 * the accounts skipped because they were registered later; to make such an account admin, take the
 * name out of the list for one start, then put it back.
 */
export async function applyAdminUsernames(
  db: Db,
  usernames: readonly string[],
  now: Date = new Date(),
): Promise<{ unknown: string[]; skipped: SkippedAdminName[] }> {
  const wanted = new Set(usernames.map((name) => name.toLowerCase()));
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const recorded = await trx
      .selectFrom('moderation_log')
      .select(['detail', 'created_at'])
      .where('action', '=', 'admin_names_set')
      // Newest first in the order written (ids), whatever two servers' clocks say.
      .orderBy('id', 'desc')
      .execute();
    const detail = listDetail(wanted);
    if (recorded[0]?.detail !== detail) {
      await writeLogEntry(trx, { actor: 'system', action: 'admin_names_set', detail, now: at });
      recorded.unshift({ detail, created_at: at });
    }
    const since = listedSince(recorded, wanted);
    const named =
      wanted.size === 0
        ? []
        : await trx
            .selectFrom('users')
            .select(['id', 'username', 'username_lower', 'role', 'created_at'])
            .where('username_lower', 'in', [...wanted])
            .execute();
    const admins = await trx
      .selectFrom('users')
      .select(['id', 'username', 'username_lower'])
      .where('role', '=', 'admin')
      .execute();
    const skipped: SkippedAdminName[] = [];
    for (const user of named.filter((row) => row.role !== 'admin')) {
      const listed = since.get(user.username_lower) ?? at;
      if (user.created_at >= listed) {
        skipped.push({ name: user.username, createdAt: user.created_at, listedSince: listed });
        continue;
      }
      await trx.updateTable('users').set({ role: 'admin', updated_at: at }).where('id', '=', user.id).execute();
      await writeLogEntry(trx, { actor: 'system', action: 'grant_admin', subject: user, now: at });
    }
    for (const user of admins.filter((row) => !wanted.has(row.username_lower))) {
      await trx.updateTable('users').set({ role: 'member', updated_at: at }).where('id', '=', user.id).execute();
      await writeLogEntry(trx, { actor: 'system', action: 'revoke_admin', subject: user, now: at });
    }
    const found = new Set(named.map((row) => row.username_lower));
    return { unknown: usernames.filter((name) => !found.has(name.toLowerCase())), skipped };
  });
}

/** Whom a read is for (repositories/targets.ts): moderators also see hidden items, unless suspended. */
export function viewerOf(user: SessionUser | null): Viewer {
  return user ? { id: user.id, moderator: usesConsole(user) } : null;
}
