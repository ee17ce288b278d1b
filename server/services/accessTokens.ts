/**
 * Managing a member's personal access tokens: create (under the per-account cap, the secret
 * returned once), list, revoke. The routes stay thin; the SQL is in repositories/accessTokens.ts.
 */
import type { AccessToken, CreatedAccessToken, CreateTokenBody } from '../../src/api/contract';
import { TOKEN_LIMITS } from '../../src/api/limits';
import { hashAccessTokenSecret, newAccessTokenSecret } from '../auth/accessTokens';
import { inTransaction } from '../db/transactions';
import { errors } from '../errors';
import * as accessTokens from '../repositories/accessTokens';
import { lockAccount, quotaExceeded } from '../repositories/caps';
import type { AppDeps } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

type TokenRow = Awaited<ReturnType<typeof accessTokens.listUserTokens>>[number];

function toDto(row: TokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function listAccessTokens(deps: AppDeps, userId: number): Promise<AccessToken[]> {
  const rows = await accessTokens.listUserTokens(deps.database.kysely, userId, TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX);
  return rows.map(toDto);
}

export async function createAccessToken(
  deps: AppDeps,
  userId: number,
  body: CreateTokenBody,
): Promise<CreatedAccessToken> {
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
    if ((await accessTokens.countUserTokens(trx, userId)) >= TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX)
      throw quotaExceeded('tokens');
    return accessTokens.insertAccessToken(trx, token);
  });
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
