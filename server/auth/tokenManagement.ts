/**
 * Managing a member's personal access tokens: create (under the per-account cap, with the
 * password or a fresh sign-in, the secret returned once and the owner mailed), list, revoke.
 * The routes stay thin; the SQL is in repositories/accessTokens.ts.
 */
import type { AccessToken, CreatedAccessToken, CreateTokenBody } from '../../src/api/contract';
import { TOKEN_LIMITS } from '../../src/api/limits';
import { effectiveExpiresAt, hashAccessTokenSecret, newAccessTokenSecret } from './bearer';
import { confirmPassword } from './accounts';
import { inTransaction } from '../db/transactions';
import { AppError, errors } from '../errors';
import { sendInBackground, type BackgroundMailOptions } from '../mail';
import { mailLocale, newTokenMail } from '../mail/templates';
import * as accessTokens from '../repositories/accessTokens';
import { assertTokenRoom, lockAccount } from '../repositories/caps';
import type { AppDeps, SessionUser } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_SIGN_IN_MS = TOKEN_LIMITS.RECENT_SIGN_IN_MINUTES * 60 * 1000;

type TokenRow = Awaited<ReturnType<typeof accessTokens.listUserTokens>>[number];

function toDto(row: TokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.created_at,
    expiresAt: effectiveExpiresAt(row.scope, row.created_at, row.expires_at),
    lastUsedAt: row.last_used_at,
  };
}

export async function listAccessTokens(deps: AppDeps, userId: number): Promise<AccessToken[]> {
  const rows = await accessTokens.listUserTokens(deps.database.kysely, userId, TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX);
  return rows.map(toDto);
}

/** What the request adds to a creation: when its session signed in, and where the mail's language comes from. */
export interface CreationContext {
  /** When the session signed in with the password; undefined when unknown. */
  signedInAt: string | undefined;
  log: BackgroundMailOptions['log'];
  acceptLanguage?: string;
}

/**
 * The password proves it is the owner, unless the session signed in with it less than
 * RECENT_SIGN_IN_MINUTES ago: 400 VALIDATION_FAILED on `password` when it is needed and missing,
 * 400 WRONG_PASSWORD when wrong (a password given is always checked).
 */
async function confirmOwner(deps: AppDeps, userId: number, password: string | undefined, signedInAt?: string) {
  if (password !== undefined) return confirmPassword(deps, userId, password, 'password');
  const since = signedInAt === undefined ? Number.NaN : deps.clock.now().getTime() - Date.parse(signedInAt);
  if (!(since >= 0 && since < RECENT_SIGN_IN_MS))
    throw errors.invalid(
      'password',
      `Creating a token needs your password, unless you signed in less than ${TOKEN_LIMITS.RECENT_SIGN_IN_MINUTES} minutes ago`,
    );
}

export async function createAccessToken(
  deps: AppDeps,
  user: SessionUser,
  body: CreateTokenBody,
  context: CreationContext,
): Promise<CreatedAccessToken> {
  if (body.scope === 'write' && body.expiresInDays === null)
    throw new AppError(
      400,
      'TOKEN_EXPIRY_REQUIRED',
      `A read-write token must expire within ${TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS} days; only read-only tokens may never expire`,
      'expiresInDays',
    );
  await confirmOwner(deps, user.id, body.password, context.signedInAt);
  const userId = user.id;
  const now = deps.clock.now();
  const secret = newAccessTokenSecret();
  const token = {
    userId,
    name: body.name.trim(),
    scope: body.scope,
    tokenHash: hashAccessTokenSecret(secret),
    createdAt: now.toISOString(),
    expiresAt: body.expiresInDays === null ? null : new Date(now.getTime() + body.expiresInDays * DAY_MS).toISOString(),
  };
  const id = await inTransaction(deps.database, async (trx) => {
    // One at a time per account, so two parallel creations cannot both take the last place.
    await lockAccount(trx, deps.database.dialect, userId);
    await assertTokenRoom(trx, userId);
    return accessTokens.insertAccessToken(trx, token);
  });
  const message = newTokenMail({
    to: user,
    token: { name: token.name, scope: token.scope, createdAt: now, expiresAt: token.expiresAt },
    locale: mailLocale(body.locale, context.acceptLanguage),
    siteUrl: deps.config.siteUrl,
  });
  // Not awaited: the answer must not wait for the mail server (sendInBackground retries and logs).
  void sendInBackground(deps.mailer, message, { log: context.log, purpose: 'new access token notice' });
  return {
    id,
    name: token.name,
    scope: token.scope,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: null,
    secret,
  };
}

/** Deletes the token at once: its next request is a 401. Someone else's token id is a 404. */
export async function revokeAccessToken(deps: AppDeps, userId: number, tokenId: number): Promise<void> {
  if (!(await accessTokens.deleteUserToken(deps.database.kysely, userId, tokenId)))
    throw errors.notFound('No such access token');
}
