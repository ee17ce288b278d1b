/**
 * SQL for the `password_resets` table. Codes are stored only as an HMAC
 * (see server/auth/tokens.ts). Every function takes the query builder
 * (`deps.database.kysely`, or a transaction of it) as its first argument.
 */
import type { Db } from '../db';
import { setPasswordHash } from './users';

/** Live codes an account keeps: a new request does not void the code its owner is about to type. */
export const LIVE_RESET_CODES = 2;

/**
 * Stores a new code for a user, keeping the newest LIVE_RESET_CODES live
 * codes (this one included); older, spent and expired codes of the user go.
 */
export async function addResetCode(
  db: Db,
  reset: { userId: number; codeHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('password_resets')
      .values({
        user_id: reset.userId,
        code_hash: reset.codeHash,
        created_at: reset.createdAt,
        expires_at: reset.expiresAt,
        used_at: null,
        attempts: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = await trx
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', reset.userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', reset.createdAt)
      .orderBy('id', 'desc')
      .limit(LIVE_RESET_CODES)
      .execute();
    const keep = [inserted.id, ...kept.map((row) => row.id)];
    await trx.deleteFrom('password_resets').where('user_id', '=', reset.userId).where('id', 'not in', keep).execute();
  });
}

/**
 * Spends one attempt on each of the user's live codes, in a single statement:
 * a counter only moves while it is below `maxAttempts`, so concurrent guesses
 * can never use more than `maxAttempts` of any code between them. Answers the
 * codes granted an attempt (none: no code, used, expired or out of attempts).
 */
export async function claimResetAttempt(
  db: Db,
  userId: number,
  now: string,
  maxAttempts: number,
): Promise<Array<{ id: number; code_hash: string }>> {
  return db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'code_hash'])
    .execute();
}

/** Marks a code used; true for the one caller that found it unused. */
export async function markResetUsed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Uses a code in one transaction: marks it used, ends the user's other codes,
 * sets the new password hash and runs `revoke` (which credentials a reset ends:
 * server/auth/revokeAccess.ts). False when the code was already used (a
 * concurrent submission won), and then nothing changes.
 */
export async function completeReset(
  db: Db,
  reset: { resetId: number; userId: number; passwordHash: string; now: string },
  revoke: (trx: Db) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await markResetUsed(trx, reset.resetId, reset.now))) return false;
    await trx
      .updateTable('password_resets')
      .set({ used_at: reset.now })
      .where('user_id', '=', reset.userId)
      .where('used_at', 'is', null)
      .execute();
    await setPasswordHash(trx, reset.userId, reset.passwordHash, reset.now);
    await revoke(trx);
    return true;
  });
}

/** Deletes expired and spent codes. */
export async function deleteSpentResetCodes(db: Db, now: string): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}
