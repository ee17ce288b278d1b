/**
 * Deleting an account, by its member (with their password) or by an admin, in one transaction:
 *
 * - their prompts go, with everything on them: votes, favorites, comments (anyone's), reports;
 * - their votes go, and the counters of what they voted on move back in the same transaction;
 * - their comments go, except those others replied to, which stay without an author (shown as
 *   by a "deleted member") so threads keep their sense; a deleted comment moves its target's
 *   comment count and its thread's reply count back, and placeholders it leaves without replies
 *   go with it;
 * - their favorites, sessions, access tokens, reset codes, feedback and the reports they filed go; reports on a
 *   comment that stays are kept (no longer linked to them) for moderators to decide;
 * - the moderation log keeps its entries (names as they were) and gains one for the deletion.
 *
 * Nothing is left pointing at the account: every row is deleted explicitly rather than left to
 * the foreign keys. The username and email are free again afterwards.
 */
import { sql } from 'kysely';
import type { ModerationAction } from '../../src/api/contract';
import type { AppDatabase, Db } from '../db';
import type { RoleColumn } from '../db/schema';
import { errors } from '../errors';
import { changeCounters, countsInThread, countsOnTarget, type CounterChange } from './counters';
import { writeLogEntry, type Actor } from './moderationLog';
import type { Target } from './targets';
import { lockUser } from './users';

/** Ids per statement when a list of ids is bound (SQLite binds at most 32,766 values). */
const IDS_PER_STATEMENT = 500;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += IDS_PER_STATEMENT) result.push(items.slice(i, i + IDS_PER_STATEMENT));
  return result;
}

export interface AccountDeletion {
  /** Who deletes: the member themselves, or an admin. */
  actor: Exclude<Actor, 'system'>;
  action: Extract<ModerationAction, 'delete_own_account' | 'delete_account'>;
  note?: string | null;
  now: string;
  /** Throws when the actor may not delete this account (checked on the locked row, before anything changes). */
  check?: (member: { id: number; username: string; role: RoleColumn }) => void;
}

/** Deletes the account `userId` and what belongs to it (see the module comment); 404 when it does not exist. */
export async function deleteAccount(database: AppDatabase, userId: number, deletion: AccountDeletion): Promise<void> {
  await database.kysely.transaction().execute(async (trx) => {
    const member = await lockUser(trx, database.dialect, userId);
    if (!member) throw errors.memberNotFound();
    deletion.check?.(member);
    await writeLogEntry(trx, {
      actor: deletion.actor,
      action: deletion.action,
      subject: member,
      note: deletion.note,
      now: deletion.now,
    });
    await deletePromptsOf(trx, database.dialect, userId);
    await withdrawVotesOf(trx, userId);
    await deleteCommentsOf(trx, userId);
    // Reports they filed; and any left against them (on items already gone): those on a comment that stays were unlinked above.
    await trx.deleteFrom('reports').where('reporter_id', '=', userId).execute();
    await trx.deleteFrom('reports').where('target_user_id', '=', userId).execute();
    for (const table of ['favorites', 'sessions', 'access_tokens', 'password_resets', 'feedback'] as const)
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}

/** The member's prompts, and every vote, favorite, comment and report on them (their counters go with the rows). */
async function deletePromptsOf(trx: Db, dialect: AppDatabase['dialect'], userId: number) {
  // Locked first, as a vote or a comment locks its prompt: those wait for the deletion, then find nothing.
  const lock = trx.selectFrom('prompts').select('id').where('user_id', '=', userId);
  await (dialect === 'postgres' ? lock.forUpdate() : lock).execute();
  const theirPrompts = trx.selectFrom('prompts').select('id').where('user_id', '=', userId);
  const onTheirPrompts = trx
    .selectFrom('comments')
    .select('id')
    .where('target_kind', '=', 'community')
    .where('target_ref', 'in', theirPrompts);
  await trx
    .deleteFrom('reports')
    .where('target_kind', '=', 'comment')
    .where('target_ref', 'in', onTheirPrompts)
    .execute();
  await trx.deleteFrom('reports').where('target_kind', '=', 'prompt').where('target_ref', 'in', theirPrompts).execute();
  for (const table of ['votes', 'favorites', 'comments'] as const)
    await trx
      .deleteFrom(table)
      .where('target_kind', '=', 'community')
      .where('target_ref', 'in', theirPrompts)
      .execute();
  await trx.deleteFrom('prompts').where('user_id', '=', userId).execute();
}

/**
 * The member's votes, after moving the counters of what they voted on back by what each vote
 * added (one statement per kind of target; each reads the member's one vote on the row).
 */
async function withdrawVotesOf(trx: Db, userId: number) {
  const theirVote = (kind: Target['kind'], ref: string, value: 1 | -1) =>
    sql<number>`(select count(*) from votes v where v.user_id = ${userId} and v.target_kind = ${kind} and v.target_ref = ${sql.ref(ref)} and v.value = ${value})`;
  const moved = (kind: Target['kind'], ref: string) => ({
    ups: sql<number>`ups - ${theirVote(kind, ref, 1)}`,
    downs: sql<number>`downs - ${theirVote(kind, ref, -1)}`,
    score: sql<number>`score - ${theirVote(kind, ref, 1)} + ${theirVote(kind, ref, -1)}`,
  });
  const votedOn = (kind: Target['kind']) =>
    trx.selectFrom('votes').select('target_ref').where('user_id', '=', userId).where('target_kind', '=', kind);
  await trx
    .updateTable('prompts')
    .set(moved('community', 'prompts.id'))
    .where('id', 'in', votedOn('community'))
    .execute();
  await trx
    .updateTable('curated_counters')
    .set(moved('curated', 'curated_counters.ref'))
    .where('ref', 'in', votedOn('curated'))
    .execute();
  await trx.deleteFrom('votes').where('user_id', '=', userId).execute();
}

interface CommentRow {
  id: number;
  parent_id: number | null;
  root_id: number | null;
  target_kind: Target['kind'];
  target_ref: number;
  deleted_at: string | null;
  hidden_at: string | null;
}

/** How the counters move when comment rows go: per target, and per thread. */
class CounterMoves {
  private readonly targets = new Map<string, { target: Target; change: CounterChange }>();
  private readonly threads = new Map<number, number>();

  removed(row: CommentRow) {
    if (countsOnTarget(row)) {
      const key = `${row.target_kind}:${row.target_ref}`;
      const entry = this.targets.get(key) ?? {
        target: { kind: row.target_kind, ref: row.target_ref },
        change: { comments: 0 },
      };
      entry.change.comments = (entry.change.comments ?? 0) - 1;
      this.targets.set(key, entry);
    }
    if (countsInThread(row)) this.threads.set(row.root_id!, (this.threads.get(row.root_id!) ?? 0) - 1);
  }

  async apply(trx: Db, gone: Set<number>) {
    for (const { target, change } of this.targets.values()) await changeCounters(trx, target, change);
    for (const [rootId, by] of this.threads) {
      if (gone.has(rootId)) continue;
      await trx
        .updateTable('comments')
        .set({ reply_count: sql<number>`reply_count + ${by}` })
        .where('id', '=', rootId)
        .execute();
    }
  }
}

const COMMENT_COLUMNS = ['id', 'parent_id', 'root_id', 'target_kind', 'target_ref', 'deleted_at', 'hidden_at'] as const;

/**
 * The member's comments (those on their own prompts went with the prompts): each goes unless a
 * reply that stays hangs under it, in which case it stays without its author. Newest first, so a
 * comment's replies are decided before it (a reply is always newer than what it answers).
 */
async function deleteCommentsOf(trx: Db, userId: number) {
  const theirs: CommentRow[] = await trx
    .selectFrom('comments')
    .select(COMMENT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  if (theirs.length === 0) return;
  const ids = theirs.map((row) => row.id);
  // Comments with a reply by someone else (or by nobody any more) stay whatever happens below them.
  const keptByOthers = new Set<number>();
  for (const part of chunks(ids)) {
    const rows = await trx
      .selectFrom('comments')
      .select('parent_id')
      .where('parent_id', 'in', part)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '!=', userId)]))
      .execute();
    for (const row of rows) keptByOthers.add(row.parent_id!);
  }
  const isTheirs = new Set(ids);
  const kept = new Set<number>();
  for (const row of theirs) {
    // Newest first: a kept reply of theirs has marked its parent already.
    if (keptByOthers.has(row.id) || kept.has(row.id)) {
      kept.add(row.id);
      if (row.parent_id !== null && isTheirs.has(row.parent_id)) kept.add(row.parent_id);
    }
  }
  const gone = theirs.filter((row) => !kept.has(row.id));
  const goneIds = new Set(gone.map((row) => row.id));
  const moves = new CounterMoves();
  for (const row of gone) moves.removed(row);

  for (const part of chunks([...goneIds])) {
    await trx.deleteFrom('reports').where('target_kind', '=', 'comment').where('target_ref', 'in', part).execute();
    await trx.deleteFrom('comments').where('id', 'in', part).execute();
  }
  for (const part of chunks([...kept])) {
    await trx.updateTable('comments').set({ user_id: null }).where('id', 'in', part).execute();
    await trx
      .updateTable('reports')
      .set({ target_user_id: null })
      .where('target_kind', '=', 'comment')
      .where('target_ref', 'in', part)
      .execute();
  }
  await removeEmptiedPlaceholders(trx, gone, goneIds, moves);
  await moves.apply(trx, goneIds);
}

/**
 * Someone else's deleted comment kept as a placeholder only for replies that just went goes too,
 * up the chain, as when an author deletes a comment (comments.ts).
 */
async function removeEmptiedPlaceholders(trx: Db, gone: CommentRow[], goneIds: Set<number>, moves: CounterMoves) {
  let parents = [
    ...new Set(gone.map((row) => row.parent_id).filter((id): id is number => id !== null && !goneIds.has(id))),
  ];
  while (parents.length > 0) {
    const next: number[] = [];
    for (const parentId of parents) {
      const parent = await trx
        .selectFrom('comments')
        .select(COMMENT_COLUMNS)
        .where('id', '=', parentId)
        .executeTakeFirst();
      if (!parent || parent.deleted_at === null) continue;
      const reply = await trx
        .selectFrom('comments')
        .select('id')
        .where('parent_id', '=', parentId)
        .limit(1)
        .executeTakeFirst();
      if (reply) continue;
      await trx.deleteFrom('reports').where('target_kind', '=', 'comment').where('target_ref', '=', parentId).execute();
      await trx.deleteFrom('comments').where('id', '=', parentId).execute();
      goneIds.add(parentId);
      moves.removed(parent);
      if (parent.parent_id !== null) next.push(parent.parent_id);
    }
    parents = next;
  }
}
