/**
 * Votes: one row per (user, target) with value 1 or −1; clearing deletes it.
 * The target's counters change in the same transaction, under the target's
 * lock, so they are exact under concurrent voting. Nobody votes on their own
 * community prompt (a score is what others think of it).
 */
import type { VoteState, VoteValue } from '../../src/api/contract';
import { toInt, type AppDatabase, type Db } from '../db';
import { errors } from '../errors';
import { applyChange, changeCounters, lockCounters, readCounters, type CounterChange, type Counters } from './counters';
import { ofUserTarget, type Target } from './targets';

/** THE reading of a stored vote: 1, −1, or 0 for anything else (no row). */
export function toVoteValue(value: unknown): VoteValue {
  const n = toInt(value);
  return n === 1 || n === -1 ? n : 0;
}

/** How the counters move when a vote goes from `before` to `after`. */
function voteChange(before: VoteValue, after: VoteValue): CounterChange {
  return { ups: Number(after === 1) - Number(before === 1), downs: Number(after === -1) - Number(before === -1) };
}

async function myVote(db: Db, userId: number, target: Target): Promise<VoteValue> {
  const row = await db.selectFrom('votes').select('value').where(ofUserTarget(userId, target)).executeTakeFirst();
  return toVoteValue(row?.value);
}

function toVoteState(target: Target, counters: Counters, myVote: VoteValue): VoteState {
  return {
    kind: target.kind,
    ref: target.ref,
    score: counters.score,
    ups: counters.ups,
    downs: counters.downs,
    myVote,
  };
}

export async function voteState(db: Db, target: Target, userId: number | null): Promise<VoteState> {
  const counters = await readCounters(db, target, userId);
  return toVoteState(target, counters, userId === null ? 0 : await myVote(db, userId, target));
}

async function isOwnPrompt(db: Db, userId: number, target: Target): Promise<boolean> {
  if (target.kind !== 'community') return false;
  const row = await db
    .selectFrom('prompts')
    .select('id')
    .where('id', '=', target.ref)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Sets the caller's vote (0 clears it); idempotent. 404 when the target is not
 * visible, 403 when it is the caller's own prompt (clearing stays allowed, so a
 * vote cast before this rule can still be taken back).
 */
export async function castVote(
  database: AppDatabase,
  userId: number,
  target: Target,
  value: VoteValue,
  now: string,
): Promise<VoteState> {
  return database.kysely.transaction().execute(async (trx) => {
    const counters = await lockCounters(trx, database.dialect, target, userId);
    if (value !== 0 && (await isOwnPrompt(trx, userId, target))) {
      throw errors.forbidden('You cannot vote on your own prompt');
    }
    const before = await myVote(trx, userId, target);
    const change = voteChange(before, value);
    if (value === 0) {
      await trx.deleteFrom('votes').where(ofUserTarget(userId, target)).execute();
    } else if (before === 0) {
      await trx
        .insertInto('votes')
        .values({
          user_id: userId,
          target_kind: target.kind,
          target_ref: target.ref,
          value,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } else if (before !== value) {
      await trx.updateTable('votes').set({ value, updated_at: now }).where(ofUserTarget(userId, target)).execute();
    }
    await changeCounters(trx, target, change);
    return toVoteState(target, applyChange(counters, change), value);
  });
}

/** Non-zero scores of curated prompts (all, or the numbers given) and the caller's votes on them. */
export async function curatedScores(db: Db, userId: number | null, refs: number[] | undefined) {
  let scoresQuery = db.selectFrom('curated_counters').select(['ref', 'score']).where('score', '!=', 0);
  if (refs) scoresQuery = scoresQuery.where('ref', 'in', refs.length ? refs : [0]);
  const scores: Record<string, number> = {};
  for (const row of await scoresQuery.execute()) scores[String(row.ref)] = toInt(row.score);
  const myVotes: Record<string, 1 | -1> = {};
  if (userId !== null) {
    let mine = db
      .selectFrom('votes')
      .select(['target_ref', 'value'])
      .where('user_id', '=', userId)
      .where('target_kind', '=', 'curated');
    if (refs) mine = mine.where('target_ref', 'in', refs.length ? refs : [0]);
    for (const row of await mine.execute()) {
      const value = toVoteValue(row.value);
      if (value !== 0) myVotes[String(row.target_ref)] = value;
    }
  }
  return { scores, myVotes };
}
