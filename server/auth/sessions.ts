/**
 * Server-side sessions: the cookie holds a random token, the database only its
 * sha256 hash. Lifetime is sliding (config.sessionTtlMs from the last refresh).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../src/api/contract';
import type { AppDeps, SessionUser } from '../types';
import { errors } from '../errors';
import { newSessionToken, sha256 } from './tokens';

/** Refresh the expiry at most this often per session, so reads rarely write. */
const REFRESH_EVERY_MS = 60 * 60 * 1000;

export async function createSession(deps: AppDeps, userId: number): Promise<{ token: string; id: number }> {
  const token = newSessionToken();
  const now = deps.clock.now();
  const row = await deps.database.kysely
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + deps.config.sessionTtlMs).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

/**
 * Besides the httpOnly session cookie, a readable hint cookie (value "1", no
 * secret) tells the site that a session may exist, so pages of visitors who
 * never signed in do not ask /api/auth/me at all.
 */
export function setSessionCookie(deps: AppDeps, reply: FastifyReply, token: string): void {
  const common = { sameSite: 'lax' as const, path: '/', secure: deps.config.cookieSecure, maxAge: Math.floor(deps.config.sessionTtlMs / 1000) };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false });
}

export function clearSessionCookie(deps: AppDeps, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.cookieSecure });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure: deps.config.cookieSecure });
}

/** What newSessionToken makes: 32 bytes in base64url. Anything else cannot be a session. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Resolves the session cookie of a request into request.user (or null),
 * sliding the expiry. Runs for every /api request, so: no cookie, no query;
 * a cookie that cannot be a token is cleared without a query; a known session
 * costs one select, and a write at most once an hour (REFRESH_EVERY_MS).
 */
export async function loadSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.user = null;
  request.sessionId = null;
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return;
  if (!TOKEN_PATTERN.test(token)) {
    clearSessionCookie(deps, reply);
    return;
  }
  const now = deps.clock.now();
  const row = await deps.database.kysely
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.id as userId',
      'users.username',
      'users.email',
      'users.created_at',
    ])
    .where('sessions.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) {
    clearSessionCookie(deps, reply);
    return;
  }
  if (row.expires_at <= now.toISOString()) {
    await deps.database.kysely.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
    clearSessionCookie(deps, reply);
    return;
  }
  request.user = { id: row.userId, username: row.username, email: row.email, createdAt: row.created_at };
  request.sessionId = row.sessionId;
  if (now.getTime() - Date.parse(row.last_seen_at) >= REFRESH_EVERY_MS) {
    await deps.database.kysely
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + deps.config.sessionTtlMs).toISOString() })
      .where('id', '=', row.sessionId)
      .execute();
    setSessionCookie(deps, reply, token);
  }
}

/** The logged-in user, or a 401 UNAUTHENTICATED. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw errors.unauthenticated();
  return request.user;
}

export async function revokeSession(deps: AppDeps, sessionId: number): Promise<void> {
  await deps.database.kysely.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Revokes every session of a user, except one when given. */
export async function revokeUserSessions(deps: AppDeps, userId: number, exceptSessionId?: number): Promise<void> {
  let query = deps.database.kysely.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export function toUserDto(user: { id: number; username: string; email: string; created_at: string }): SessionUser {
  return { id: user.id, username: user.username, email: user.email, createdAt: user.created_at };
}

/** Route hook (preValidation): 401 before the body is even validated. */
export async function authRequired(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Deletes expired sessions and spent or expired reset codes. */
export async function purgeExpired(deps: Pick<AppDeps, 'database'>, now: Date): Promise<void> {
  const iso = now.toISOString();
  await deps.database.kysely.deleteFrom('sessions').where('expires_at', '<=', iso).execute();
  await deps.database.kysely
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', iso), eb('used_at', 'is not', null)]))
    .execute();
}
