/**
 * SQL for `access_tokens` (personal access tokens). Only the sha256 of a secret is stored; the
 * lookup by that hash is a unique-index probe. Revoking deletes the row, so a revoked token is
 * indistinguishable from one that never existed.
 */
import type { Db } from '../db';
import { CREDENTIAL_USER_COLUMNS } from './users';

export interface NewAccessToken {
  userId: number;
  name: string;
  scope: 'read' | 'write';
  tokenHash: string;
  createdAt: string;
  expiresAt: string | null;
}

const LISTED = ['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'] as const;

export async function insertAccessToken(db: Db, token: NewAccessToken): Promise<number> {
  const row = await db
    .insertInto('access_tokens')
    .values({
      user_id: token.userId,
      name: token.name,
      scope: token.scope,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The account's tokens, newest first; `limit` bounds the read (the per-account cap). */
export async function listUserTokens(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('access_tokens')
    .select(LISTED)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A token by the hash of its secret, with the account it acts for. */
export async function findTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select([
      'access_tokens.id as tokenId',
      'access_tokens.scope',
      'access_tokens.created_at as tokenCreatedAt',
      'access_tokens.expires_at as tokenExpiresAt',
      'access_tokens.last_used_at as tokenLastUsedAt',
      'users.id',
      ...CREDENTIAL_USER_COLUMNS,
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Records a use. The condition makes the write conditional in the database too, so several
 * instances (or concurrent requests) seeing the same stale value write once per period.
 */
export async function touchToken(db: Db, tokenId: number, now: string, staleBefore: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: now })
    .where('id', '=', tokenId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', staleBefore)]))
    .execute();
}

/** Revokes one of the account's tokens; false when it has no such token. */
export async function deleteUserToken(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('access_tokens')
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every token of a user, except those whose ids are in `keep`; how many it deleted. */
export async function deleteUserTokens(db: Db, userId: number, keep: readonly number[] = []): Promise<number> {
  let query = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (keep.length > 0) query = query.where('id', 'not in', [...keep]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
