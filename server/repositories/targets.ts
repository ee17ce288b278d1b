/**
 * Targets of votes, favorites and comments: a curated prompt (1..278) or a
 * community prompt. Holds the one visibility rule and the counters kept on
 * each target (score, ups, downs, comment count).
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { TargetKind } from '../../src/api/contract';
import { CURATED_PROMPT_COUNT } from '../../src/api/limits';
import { toInt, type DialectName } from '../db';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

export type Db = Kysely<Database>;

export interface Target {
  kind: TargetKind;
  ref: number;
}

export interface Counters {
  ups: number;
  downs: number;
  score: number;
  commentCount: number;
}

const ZERO_COUNTERS: Counters = { ups: 0, downs: 0, score: 0, commentCount: 0 };

/** Stands for "nobody" where a user id is compared (ids start at 1). */
const NO_USER = -1;

/**
 * THE visibility rule of community prompts: everyone sees a shared prompt, its
 * author sees it always. Over the `prompts` table (unaliased) in SQL.
 */
export function visibleTo(userId: number | null) {
  return sql<SqlBool>`(prompts.shared = 1 or prompts.user_id = ${userId ?? NO_USER})`;
}

function notFound(target: Target): AppError {
  return target.kind === 'curated'
    ? new AppError(404, 'NOT_FOUND', `Curated prompt ${target.ref} does not exist (1..${CURATED_PROMPT_COUNT})`)
    : new AppError(404, 'NOT_FOUND', 'Community prompt not found');
}

function isCuratedRef(ref: number): boolean {
  return Number.isInteger(ref) && ref >= 1 && ref <= CURATED_PROMPT_COUNT;
}

function toCounters(row: { ups: unknown; downs: unknown; score: unknown; comment_count: unknown } | undefined): Counters {
  if (!row) return { ...ZERO_COUNTERS };
  return { ups: toInt(row.ups), downs: toInt(row.downs), score: toInt(row.score), commentCount: toInt(row.comment_count) };
}

/** Throws 404 NOT_FOUND unless the caller may see the target. */
export async function assertVisibleTarget(db: Db, target: Target, userId: number | null): Promise<void> {
  if (target.kind === 'curated') {
    if (!isCuratedRef(target.ref)) throw notFound(target);
    return;
  }
  const row = await db.selectFrom('prompts').select('id').where('id', '=', target.ref).where(visibleTo(userId)).executeTakeFirst();
  if (!row) throw notFound(target);
}

/** The target's counters (zeros for a curated prompt nobody voted on or commented yet); 404 unless visible. */
export async function readCounters(db: Db, target: Target, userId: number | null): Promise<Counters> {
  if (target.kind === 'curated') {
    if (!isCuratedRef(target.ref)) throw notFound(target);
    const row = await db.selectFrom('curated_counters').select(['ups', 'downs', 'score', 'comment_count']).where('ref', '=', target.ref).executeTakeFirst();
    return toCounters(row);
  }
  const row = await db
    .selectFrom('prompts')
    .select(['ups', 'downs', 'score', 'comment_count'])
    .where('id', '=', target.ref)
    .where(visibleTo(userId))
    .executeTakeFirst();
  if (!row) throw notFound(target);
  return toCounters(row);
}

/**
 * Inside a transaction: checks the caller may see the target and locks its
 * counters until commit (PostgreSQL row lock; SQLite runs one transaction at a
 * time), so concurrent votes and comments on one target apply one after the
 * other and the counters stay exact. Returns the counters as they are now.
 */
export async function lockCounters(trx: Db, dialect: DialectName, target: Target, userId: number | null): Promise<Counters> {
  if (target.kind === 'curated') {
    if (!isCuratedRef(target.ref)) throw notFound(target);
    await trx.insertInto('curated_counters').values({ ref: target.ref }).onConflict((oc) => oc.column('ref').doNothing()).execute();
    const query = trx.selectFrom('curated_counters').select(['ups', 'downs', 'score', 'comment_count']).where('ref', '=', target.ref);
    return toCounters(await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst());
  }
  const query = trx
    .selectFrom('prompts')
    .select(['ups', 'downs', 'score', 'comment_count'])
    .where('id', '=', target.ref)
    .where(visibleTo(userId));
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notFound(target);
  return toCounters(row);
}

export interface CounterChange {
  ups?: number;
  downs?: number;
  comments?: number;
}

/** Adds to the target's counters; the score is always ups − downs. Call after `lockCounters` in the same transaction. */
export async function changeCounters(trx: Db, target: Target, change: CounterChange): Promise<void> {
  const ups = change.ups ?? 0;
  const downs = change.downs ?? 0;
  const comments = change.comments ?? 0;
  if (ups === 0 && downs === 0 && comments === 0) return;
  const set = {
    ups: sql<number>`ups + ${ups}`,
    downs: sql<number>`downs + ${downs}`,
    score: sql<number>`score + ${ups - downs}`,
    comment_count: sql<number>`comment_count + ${comments}`,
  };
  if (target.kind === 'curated') await trx.updateTable('curated_counters').set(set).where('ref', '=', target.ref).execute();
  else await trx.updateTable('prompts').set(set).where('id', '=', target.ref).execute();
}

export function applyChange(counters: Counters, change: CounterChange): Counters {
  const ups = counters.ups + (change.ups ?? 0);
  const downs = counters.downs + (change.downs ?? 0);
  return { ups, downs, score: ups - downs, commentCount: counters.commentCount + (change.comments ?? 0) };
}
