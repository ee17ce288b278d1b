/**
 * Server-side sessions: the cookie holds a random token, the database only its
 * sha256 hash. Lifetime is sliding (config.sessionTtlMs from the last refresh)
 * and capped (config.sessionMaxAgeMs from sign-in, however often it is used).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../src/api/limits';
import type { AppDeps, SessionUser } from '../types';
import { errors } from '../errors';
import * as passwordResets from '../repositories/passwordResets';
import * as sessions from '../repositories/sessions';
import type { UserRecord } from '../repositories/users';
import { bearerSecret, resolveAccessToken } from './bearer';
import { suspensionOf } from '../rules/suspensionPeriod';
import { newSessionToken, sha256 } from './tokens';

/** Refresh the expiry at most this often per session, so reads rarely write. */
const REFRESH_EVERY_MS = 60 * 60 * 1000;

/** The sliding expiry from `now`, never past the absolute cap counted from `createdAt`. */
function expiryFrom(deps: AppDeps, now: Date, createdAt: Date): Date {
  return new Date(
    Math.min(now.getTime() + deps.config.sessionTtlMs, createdAt.getTime() + deps.config.sessionMaxAgeMs),
  );
}

export async function createSession(deps: AppDeps, userId: number): Promise<{ token: string; id: number }> {
  const token = newSessionToken();
  const now = deps.clock.now();
  const id = await sessions.insertSession(deps.database.kysely, {
    userId,
    tokenHash: sha256(token),
    createdAt: now.toISOString(),
    expiresAt: expiryFrom(deps, now, now).toISOString(),
  });
  return { token, id };
}

/** Signs `userId` in on this reply: a new session and its cookies; the session the request came with, if any, is revoked first. */
export async function startSession(
  deps: AppDeps,
  reply: FastifyReply,
  userId: number,
  replacedSessionId?: number | null,
): Promise<void> {
  if (replacedSessionId) await revokeSession(deps, replacedSessionId);
  const session = await createSession(deps, userId);
  setSessionCookie(deps, reply, session.token);
}

/**
 * Besides the httpOnly session cookie, a readable hint cookie (value "1", no
 * secret) tells the site that a session may exist, so pages of visitors who
 * never signed in do not ask /api/auth/me at all.
 */
export function setSessionCookie(deps: AppDeps, reply: FastifyReply, token: string, expiresAt?: Date): void {
  const lifetimeMs = expiresAt ? expiresAt.getTime() - deps.clock.now().getTime() : deps.config.sessionTtlMs;
  const maxAge = Math.max(
    1,
    Math.floor(Math.min(lifetimeMs, deps.config.sessionTtlMs, deps.config.sessionMaxAgeMs) / 1000),
  );
  const common = { sameSite: 'lax' as const, path: '/', secure: deps.config.cookieSecure, maxAge };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false });
}

export function clearSessionCookie(deps: AppDeps, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.cookieSecure });
  reply.clearCookie(SESSION_HINT_COOKIE, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: deps.config.cookieSecure,
  });
}

/** What newSessionToken makes: 32 bytes in base64url. Anything else cannot be a session. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Resolves the credential of a request into request.user and request.credential (or null).
 * `Authorization: Bearer` wins over the cookie, which is then not looked at: an unknown, revoked or
 * expired token is a 401 TOKEN_INVALID, never a fall back to the session.
 * The cookie path slides the expiry. Runs for every /api request, so: no cookie, no query;
 * a cookie that cannot be a token is cleared without a query; a known session
 * costs one select, and a write at most once an hour (REFRESH_EVERY_MS).
 */
export async function loadSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.user = null;
  request.sessionId = null;
  request.credential = null;
  const secret = bearerSecret(request);
  if (secret !== null) {
    const row = await resolveAccessToken(deps, request, secret);
    request.user = toUserDto(row, deps.clock.now());
    request.credential = { kind: 'token', tokenId: row.tokenId, scope: row.scope };
    return;
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return;
  if (!TOKEN_PATTERN.test(token)) {
    clearSessionCookie(deps, reply);
    return;
  }
  const now = deps.clock.now();
  const db = deps.database.kysely;
  const row = await sessions.findSessionByTokenHash(db, sha256(token));
  if (!row) {
    clearSessionCookie(deps, reply);
    return;
  }
  const createdAt = new Date(row.sessionCreatedAt);
  const tooOld = now.getTime() - createdAt.getTime() >= deps.config.sessionMaxAgeMs;
  if (row.expires_at <= now.toISOString() || tooOld) {
    await sessions.deleteSession(db, row.sessionId);
    clearSessionCookie(deps, reply);
    return;
  }
  request.user = toUserDto({ ...row, id: row.userId }, now);
  request.sessionId = row.sessionId;
  request.credential = { kind: 'session', signedInAt: row.sessionCreatedAt };
  if (now.getTime() - Date.parse(row.last_seen_at) >= REFRESH_EVERY_MS) {
    const expiresAt = expiryFrom(deps, now, createdAt);
    // Best effort: a database that cannot be written (disk full, read-only, locked) must not
    // turn every signed-in read into an error. The session keeps its expiry; a later request retries.
    try {
      await sessions.touchSession(db, row.sessionId, now.toISOString(), expiresAt.toISOString());
      setSessionCookie(deps, reply, token, expiresAt);
    } catch (error) {
      deps.database.storageFailures.note(error, now);
      request.log.warn({ err: error }, 'session refresh failed: the request goes on without it');
    }
  }
}

/** The logged-in user, or a 401 UNAUTHENTICATED. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw errors.unauthenticated();
  return request.user;
}

export async function revokeSession(deps: AppDeps, sessionId: number): Promise<void> {
  await sessions.deleteSession(deps.database.kysely, sessionId);
}

/** The account as the API shows it to its owner, its suspension as of `now`. */
export function toUserDto(user: UserRecord, now: Date): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    createdAt: user.created_at,
    role: user.role,
    suspension: suspensionOf(user, now),
  };
}

/**
 * Deletes expired sessions (including those past the absolute cap, when
 * `maxAgeMs` is given) and spent or expired reset codes.
 */
export async function purgeExpired(deps: Pick<AppDeps, 'database'>, now: Date, maxAgeMs?: number): Promise<void> {
  const iso = now.toISOString();
  const createdBefore = maxAgeMs === undefined ? '' : new Date(now.getTime() - maxAgeMs).toISOString();
  await sessions.deleteExpiredSessions(deps.database.kysely, iso, createdBefore);
  await passwordResets.deleteSpentResetCodes(deps.database.kysely, iso);
}
