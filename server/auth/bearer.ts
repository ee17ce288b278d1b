/**
 * Personal access tokens as credentials: making a secret, and resolving
 * `Authorization: Bearer <secret>` into request.user and request.credential. The secret is
 * `pdk_` + 32 random bytes in base64url; the database keeps only its sha256, looked up by a
 * unique index (the hash is the key, so the lookup leaks nothing about other secrets).
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { TOKEN_LIMITS } from '../../src/api/limits';
import { AppError } from '../errors';
import { namesBearerScheme } from '../http/cors';
import * as accessTokens from '../repositories/accessTokens';
import type { AppDeps } from '../types';
import { sha256 } from './tokens';

/** A token's last use is written at most this often, so a busy token does not write on every request. */
export const LAST_USED_EVERY_MS = 60 * 1000;

const SECRET_PATTERN = new RegExp(`^${TOKEN_LIMITS.SECRET_PREFIX}[A-Za-z0-9_-]{43}$`);
const BEARER = /^bearer[ \t]+(\S*)[ \t]*$/i;

export function newAccessTokenSecret(): string {
  return TOKEN_LIMITS.SECRET_PREFIX + crypto.randomBytes(32).toString('base64url');
}

export function hashAccessTokenSecret(secret: string): string {
  return sha256(secret);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a token stops working: its expiry, or for a write token made without one (before write
 * tokens had to expire) WRITE_TOKEN_MAX_DAYS after its creation. null: never (read-only tokens).
 */
export function effectiveExpiresAt(
  scope: 'read' | 'write',
  createdAt: string,
  expiresAt: string | null,
): string | null {
  if (expiresAt !== null || scope !== 'write') return expiresAt;
  return new Date(Date.parse(createdAt) + TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS * DAY_MS).toISOString();
}

export const invalidToken = () =>
  new AppError(401, 'TOKEN_INVALID', 'The access token is not valid: unknown, revoked or expired');

function authorizationHeaderCount(request: FastifyRequest): number {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'authorization') count += 1;
  return count;
}

/**
 * What the Authorization header offers: null when there is none or it is another scheme (a
 * proxy's Basic authentication is not ours to judge), else the bearer value. Several headers, or
 * a bearer value that cannot be one of our secrets, are refused before any query.
 */
export function bearerSecret(request: FastifyRequest): string | null {
  const header: unknown = request.headers.authorization;
  if (header === undefined) return null;
  // Node keeps the first of several Authorization headers; which one a client meant is unclear, so none is taken.
  if (typeof header !== 'string' || authorizationHeaderCount(request) > 1) throw invalidToken();
  if (!namesBearerScheme(header)) return null;
  const secret = BEARER.exec(header)?.[1];
  if (!secret || secret.length > 200 || !SECRET_PATTERN.test(secret)) throw invalidToken();
  return secret;
}

/**
 * The account and scope of a bearer secret, or a 401 TOKEN_INVALID. Records the use at most once
 * per LAST_USED_EVERY_MS; like a session refresh, a failed write does not fail the request.
 */
export async function resolveAccessToken(deps: AppDeps, request: FastifyRequest, secret: string) {
  const db = deps.database.kysely;
  const row = await accessTokens.findTokenByHash(db, hashAccessTokenSecret(secret));
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  if (!row) throw invalidToken();
  const expiresAt = effectiveExpiresAt(row.scope, row.tokenCreatedAt, row.tokenExpiresAt);
  if (expiresAt !== null && expiresAt <= nowIso) throw invalidToken();
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
  if (row.tokenLastUsedAt === null || row.tokenLastUsedAt <= staleBefore) {
    try {
      await accessTokens.touchToken(db, row.tokenId, nowIso, staleBefore);
    } catch (error) {
      deps.database.storageFailures.note(error, now);
      request.log.warn({ err: error }, 'access token last use not recorded: the request goes on without it');
    }
  }
  return row;
}
