/**
 * SQL for the `sessions` table (server-side sessions; the cookie token is
 * stored only as its sha256). Every function takes the query builder
 * (`deps.database.kysely`, or a transaction of it) as its first argument.
 */
import type { Db } from '../db';
import { CREDENTIAL_USER_COLUMNS } from './users';

export async function insertSession(
  db: Db,
  session: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      last_seen_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A session by the hash of its token, with its user. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.created_at as sessionCreatedAt',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.id as userId',
      ...CREDENTIAL_USER_COLUMNS,
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number, lastSeenAt: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Deletes every session of a user, except one when given. */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Deletes sessions past their expiry, or created before `createdBefore` (the absolute cap). */
export async function deleteExpiredSessions(db: Db, now: string, createdBefore: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('created_at', '<=', createdBefore)]))
    .execute();
}
