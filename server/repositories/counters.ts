/**
 * The counters kept on each target (ups, downs, score = ups − downs, comment
 * count), in one place:
 * - a vote or a comment changes them in its own transaction, after
 *   `lockCounters` has locked the target's row, so they stay exact under
 *   concurrent writes (how a vote moves them: votes.ts; a comment, and the
 *   reply count of a thread's top comment: comments.ts);
 * - `recomputeAllCounters` (server/setup/recount.ts) sets them (reply counts
 *   too) from the rows they count, after a migration or a bulk load;
 * - `findCounterDrift` proves they are exact (tests, and anyone in doubt).
 *
 * What they count: a target's comment count is its comments neither deleted nor hidden by
 * moderation (what everyone sees); a top comment's reply count is its replies not hidden
 * (deleted placeholders included). Hiding and unhiding move them like deleting and posting.
 */
import { sql, type Kysely } from 'kysely';
import { toInt, type DialectName, type Db } from '../db';
import { visibleTo, type Viewer } from '../db/visibility';
import { isCuratedRef, targetNotFound, type Target } from './targets';

export interface Counters {
  ups: number;
  downs: number;
  score: number;
  commentCount: number;
}

/** THE score of a target: what others think of it. (The SQL below restates it where it counts rows.) */
export const scoreOf = (ups: number, downs: number) => ups - downs;

const ZERO_COUNTERS: Counters = { ups: 0, downs: 0, score: 0, commentCount: 0 };

function toCounters(
  row: { ups: unknown; downs: unknown; score: unknown; comment_count: unknown } | undefined,
): Counters {
  if (!row) return { ...ZERO_COUNTERS };
  return {
    ups: toInt(row.ups),
    downs: toInt(row.downs),
    score: toInt(row.score),
    commentCount: toInt(row.comment_count),
  };
}

/** The target's counters (zeros for a curated prompt nobody voted on or commented yet); 404 unless visible. */
export async function readCounters(db: Db, target: Target, userId: Viewer): Promise<Counters> {
  if (target.kind === 'curated') {
    if (!isCuratedRef(target.ref)) throw targetNotFound(target);
    const row = await db
      .selectFrom('curated_counters')
      .select(['ups', 'downs', 'score', 'comment_count'])
      .where('ref', '=', target.ref)
      .executeTakeFirst();
    return toCounters(row);
  }
  const row = await db
    .selectFrom('prompts')
    .select(['ups', 'downs', 'score', 'comment_count'])
    .where('id', '=', target.ref)
    .where(visibleTo(userId))
    .executeTakeFirst();
  if (!row) throw targetNotFound(target);
  return toCounters(row);
}

/**
 * Inside a transaction: checks the caller may see the target and locks its
 * counters until commit (PostgreSQL row lock; SQLite runs one transaction at a
 * time), so concurrent votes and comments on one target apply one after the
 * other and the counters stay exact. Returns the counters as they are now.
 */
export async function lockCounters(trx: Db, dialect: DialectName, target: Target, userId: Viewer): Promise<Counters> {
  if (target.kind === 'curated') {
    if (!isCuratedRef(target.ref)) throw targetNotFound(target);
    await trx
      .insertInto('curated_counters')
      .values({ ref: target.ref })
      .onConflict((oc) => oc.column('ref').doNothing())
      .execute();
    const query = trx
      .selectFrom('curated_counters')
      .select(['ups', 'downs', 'score', 'comment_count'])
      .where('ref', '=', target.ref);
    return toCounters(await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst());
  }
  const query = trx
    .selectFrom('prompts')
    .select(['ups', 'downs', 'score', 'comment_count'])
    .where('id', '=', target.ref)
    .where(visibleTo(userId));
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw targetNotFound(target);
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
    score: sql<number>`score + ${scoreOf(ups, downs)}`,
    comment_count: sql<number>`comment_count + ${comments}`,
  };
  if (target.kind === 'curated')
    await trx.updateTable('curated_counters').set(set).where('ref', '=', target.ref).execute();
  else await trx.updateTable('prompts').set(set).where('id', '=', target.ref).execute();
}

/** The counters after `change`: what `changeCounters` wrote, without reading them again. */
export function applyChange(counters: Counters, change: CounterChange): Counters {
  const ups = counters.ups + (change.ups ?? 0);
  const downs = counters.downs + (change.downs ?? 0);
  return { ups, downs, score: scoreOf(ups, downs), commentCount: counters.commentCount + (change.comments ?? 0) };
}

/**
 * The comments a counter counts, over the table aliased `alias`. Migration 0002 recounts before
 * moderation's columns exist (0006), so it asks for the rule of its time (setup/recount.ts).
 */
export function countedRows(alias: string, what: 'comments' | 'replies', beforeModeration: boolean) {
  const notHidden = beforeModeration ? sql`1 = 1` : sql`${sql.ref(`${alias}.hidden_at`)} is null`;
  return what === 'comments' ? sql`${sql.ref(`${alias}.deleted_at`)} is null and ${notHidden}` : notHidden;
}

/** The same rule for one comment row in hand: whether its target's comment count counts it. */
export const countsOnTarget = (row: { deleted_at: string | null; hidden_at: string | null }) =>
  row.deleted_at === null && row.hidden_at === null;

/** The same rule for one comment row in hand: whether its thread's reply count counts it (replies only). */
export const countsInThread = (row: { root_id: number | null; hidden_at: string | null }) =>
  row.root_id !== null && row.hidden_at === null;

export interface CounterDrift {
  target: string;
  field: string;
  stored: number;
  counted: number;
}

/** Every counter that differs from a count of its rows (empty when all are exact). */
export async function findCounterDrift(db: Kysely<any>): Promise<CounterDrift[]> {
  const drift: CounterDrift[] = [];
  const compare = (target: string, stored: Record<string, unknown>, counted: Record<string, unknown>) => {
    for (const field of Object.keys(counted)) {
      const a = Number(stored[field] ?? 0);
      const b = Number(counted[field] ?? 0);
      if (a !== b) drift.push({ target, field, stored: a, counted: b });
    }
  };
  const prompts = await sql<Record<string, unknown>>`select p.id, p.ups, p.downs, p.score, p.comment_count,
      (select count(*) from votes v where v.target_kind = 'community' and v.target_ref = p.id and v.value = 1) as c_ups,
      (select count(*) from votes v where v.target_kind = 'community' and v.target_ref = p.id and v.value = -1) as c_downs,
      (select count(*) from comments c where c.target_kind = 'community' and c.target_ref = p.id and ${countedRows('c', 'comments', false)}) as c_comments
    from prompts p`.execute(db);
  for (const row of prompts.rows) {
    const ups = Number(row.c_ups);
    const downs = Number(row.c_downs);
    compare(`community:${row.id}`, row, {
      ups,
      downs,
      score: scoreOf(ups, downs),
      comment_count: Number(row.c_comments),
    });
  }
  const counted = new Map<number, { ups: number; downs: number; score: number; comment_count: number }>();
  const entry = (ref: number) => {
    let value = counted.get(ref);
    if (!value) counted.set(ref, (value = { ups: 0, downs: 0, score: 0, comment_count: 0 }));
    return value;
  };
  const votes = await sql<{
    ref: number;
    value: number;
    n: unknown;
  }>`select target_ref as ref, value, count(*) as n from votes where target_kind = 'curated' group by target_ref, value`.execute(
    db,
  );
  for (const row of votes.rows) {
    const value = entry(Number(row.ref));
    if (Number(row.value) === 1) value.ups += Number(row.n);
    else value.downs += Number(row.n);
    value.score = scoreOf(value.ups, value.downs);
  }
  const comments = await sql<{
    ref: number;
    n: unknown;
  }>`select c.target_ref as ref, count(*) as n from comments c where c.target_kind = 'curated' and ${countedRows('c', 'comments', false)} group by c.target_ref`.execute(
    db,
  );
  for (const row of comments.rows) entry(Number(row.ref)).comment_count = Number(row.n);
  const stored = await sql<
    Record<string, unknown>
  >`select ref, ups, downs, score, comment_count from curated_counters`.execute(db);
  const storedByRef = new Map(stored.rows.map((row) => [Number(row.ref), row]));
  for (const ref of new Set([...counted.keys(), ...storedByRef.keys()])) {
    compare(
      `curated:${ref}`,
      storedByRef.get(ref) ?? {},
      counted.get(ref) ?? { ups: 0, downs: 0, score: 0, comment_count: 0 },
    );
  }
  const roots = await sql<
    Record<string, unknown>
  >`select c.id, c.reply_count, (select count(*) from comments r where r.root_id = c.id and ${countedRows('r', 'replies', false)}) as counted
    from comments c where c.root_id is null`.execute(db);
  for (const row of roots.rows) compare(`comment:${row.id}`, row, { reply_count: Number(row.counted) });
  return drift;
}
