/**
 * SQL for the `password_resets` table. Codes are stored only as an HMAC
 * (see server/auth/resetCodes.ts). Every function takes the query builder
 * (`deps.database.kysely`, or a transaction of it) as its first argument.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteUserSessions } from './sessions';
import { setPasswordHash } from './users';

type Db = Kysely<Database>;

/** Stores a new code for a user; any older code of that user stops working. */
export async function replaceResetCode(db: Db, reset: { userId: number; codeHash: string; createdAt: string; expiresAt: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('user_id', '=', reset.userId).execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: reset.userId,
        code_hash: reset.codeHash,
        created_at: reset.createdAt,
        expires_at: reset.expiresAt,
        used_at: null,
        attempts: 0,
      })
      .execute();
  });
}

/**
 * Spends one attempt on the user's newest live code, in a single statement:
 * the counter only moves while it is below `maxAttempts`, so concurrent
 * guesses can never use more than `maxAttempts` between them. Answers the
 * code's id and hash when an attempt was granted, undefined otherwise (no code,
 * used, expired or out of attempts).
 */
export async function claimResetAttempt(
  db: Db,
  userId: number,
  now: string,
  maxAttempts: number,
): Promise<{ id: number; code_hash: string } | undefined> {
  return db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) => eb.selectFrom('password_resets').select((s) => s.fn.max('id').as('id')).where('user_id', '=', userId))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
}

/** Marks a code used; true for the one caller that found it unused. */
export async function markResetUsed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Uses a code in one transaction: marks it used, sets the new password hash
 * and ends every session of the user. False when the code was already used
 * (a concurrent submission won), and then nothing changes.
 */
export async function completeReset(db: Db, reset: { resetId: number; userId: number; passwordHash: string; now: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await markResetUsed(trx, reset.resetId, reset.now))) return false;
    await setPasswordHash(trx, reset.userId, reset.passwordHash, reset.now);
    await deleteUserSessions(trx, reset.userId);
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
