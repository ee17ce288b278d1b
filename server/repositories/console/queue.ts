/**
 * The report queue: items with open reports, the longest-waiting first, and what a moderator
 * does with one (dismiss, hide or delete, optionally suspending its author), which closes all of
 * its open reports.
 *
 * An item's place in the queue is its oldest open report. A page walks open reports oldest first
 * (reports_open_oldest_idx) and keeps each item's first one (checked through
 * reports_open_item_idx), so it reads about as many reports as its items have, whatever the
 * queue holds behind it.
 */
import { sql, type SqlBool } from 'kysely';
import { type ModeratedKind, type QueueActionBody, type QueueItem, type QueueReport } from '../../../src/api/contract';
import { MODERATION_LIMITS } from '../../../src/api/limits';
import type { AppDatabase, Db } from '../../db';
import { inTransaction, joining } from '../../db/transactions';
import { errors } from '../../errors';
import { decodeCursor, encodeCursor } from '../cursor';
import { findModeratedItem, type ModeratedItemRecord } from '../moderatedItems';
import { deleteItem, dismissReports, hideItem, suspendMember, unhideItem, type Moderator } from '../moderation';
import { consoleItems } from './items';

/** An item's text as it was last reported (the snapshot of its newest open report). */
interface AsReported {
  title: string | null;
  text: string;
  complete: boolean;
}

/**
 * The newest open reports of each of these items (of one kind), with their reporters' names, and
 * the item as the newest of them reported it: one query, each item's open reports read through
 * reports_open_item_idx and numbered newest first.
 */
async function openReportsOf(
  db: Db,
  kind: ModeratedKind,
  ids: number[],
): Promise<{ reports: Map<number, QueueReport[]>; asReported: Map<number, AsReported> }> {
  const byItem = new Map<number, QueueReport[]>();
  const asReported = new Map<number, AsReported>();
  if (ids.length === 0) return { reports: byItem, asReported };
  const numbered = db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .select([
      'r.target_ref',
      'r.reason',
      'r.note',
      'r.created_at',
      'u.username',
      'r.snapshot_title',
      'r.snapshot_text',
      'r.snapshot_complete',
      sql<number>`row_number() over (partition by r.target_ref order by r.created_at desc, r.id desc)`.as('place'),
    ])
    .where('r.resolved_at', 'is', null)
    .where('r.target_kind', '=', kind)
    .where('r.target_ref', 'in', ids)
    .as('numbered');
  const rows = await db
    .selectFrom(numbered)
    .selectAll()
    .where('place', '<=', MODERATION_LIMITS.QUEUE_REPORTS_SHOWN)
    .orderBy('target_ref')
    .orderBy('place')
    .execute();
  for (const row of rows) {
    const reports = byItem.get(row.target_ref) ?? [];
    reports.push({ reason: row.reason, note: row.note, reporterName: row.username, createdAt: row.created_at });
    byItem.set(row.target_ref, reports);
    if (!asReported.has(row.target_ref))
      asReported.set(row.target_ref, {
        title: row.snapshot_title,
        text: row.snapshot_text ?? '',
        complete: Number(row.snapshot_complete) !== 0,
      });
  }
  return { reports: byItem, asReported };
}

/**
 * The ids of these items the queue may show: shared prompts, and comments unless they are on a
 * community prompt that is private now.
 */
async function publicItems(db: Db, found: { record: ModeratedItemRecord }[]): Promise<number[]> {
  const onPrompts = [
    ...new Set(
      found.flatMap(({ record }) =>
        record.kind === 'comment' && record.on.kind === 'community' ? [record.on.ref] : [],
      ),
    ),
  ];
  const sharedPrompts = new Set<number>();
  if (onPrompts.length > 0) {
    const rows = await db
      .selectFrom('prompts')
      .select('id')
      .where('id', 'in', onPrompts)
      .where('shared', '=', 1)
      .execute();
    for (const row of rows) sharedPrompts.add(row.id);
  }
  return found.flatMap(({ record }) => {
    if (record.kind === 'prompt') return record.shared ? [record.id] : [];
    return record.on.kind === 'curated' || sharedPrompts.has(record.on.ref) ? [record.id] : [];
  });
}

/** One page of the queue, the item waiting longest first. */
export async function listQueue(db: Db, options: { cursor?: string; pageSize: number }) {
  let query = db
    .selectFrom('reports as r')
    .select(['r.id', 'r.target_kind', 'r.target_ref', 'r.created_at'])
    .where('r.resolved_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reports as earlier')
            .select('earlier.id')
            .where('earlier.resolved_at', 'is', null)
            .whereRef('earlier.target_kind', '=', 'r.target_kind')
            .whereRef('earlier.target_ref', '=', 'r.target_ref')
            .where(sql<SqlBool>`(earlier.created_at, earlier.id) < (r.created_at, r.id)`),
        ),
      ),
    );
  if (options.cursor) {
    const [createdAt, id] = decodeCursor(options.cursor, ['string', 'number']);
    query = query.where(sql<SqlBool>`(r.created_at, r.id) > (${createdAt}, ${id})`);
  }
  const firsts = await query
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(options.pageSize + 1)
    .execute();
  const page = firsts.slice(0, options.pageSize);
  const last = page[page.length - 1];
  const nextCursor = firsts.length > options.pageSize && last ? encodeCursor([last.created_at, last.id]) : null;

  const shown = new Map<string, QueueItem>();
  for (const kind of ['prompt', 'comment'] as const) {
    const ofKind = page.filter((row) => row.target_kind === kind);
    const found = await consoleItems(
      db,
      kind,
      ofKind.map((row) => row.target_ref),
    );
    // Private prompts, and comments on them, are their author's business alone (making a prompt
    // private withdraws the reports: these would be leftovers, left out as a deleted item is).
    const shared = await publicItems(db, found);
    const { reports, asReported } = await openReportsOf(db, kind, shared);
    for (const { item } of found) {
      const reported = asReported.get(item.id);
      if (!reported) continue;
      const first = ofKind.find((row) => row.target_ref === item.id)!;
      // The item as it was reported, never its current text: what moderators judge is what members saw.
      shown.set(`${kind}:${item.id}`, {
        ...item,
        title: item.kind === 'prompt' ? (reported.title ?? '') : null,
        text: reported.text,
        textComplete: reported.complete,
        reports: reports.get(item.id) ?? [],
        firstReportedAt: first.created_at,
      });
    }
  }
  // In the walk's order. An item whose row is gone is left out (its reports close when it is deleted: a rare leftover).
  const items = page.flatMap((row) => shown.get(`${row.target_kind}:${row.target_ref}`) ?? []);
  return { items, nextCursor };
}

/**
 * A moderator's decision on a queued item, in one transaction: dismiss (the reports were
 * unfounded: an item the reports hid is shown again), hide or delete it; all of its open reports
 * close; with `suspendAuthor`, its author is suspended too (or nothing happens, if they may not be).
 */
export async function actOnQueueItem(
  database: AppDatabase,
  kind: ModeratedKind,
  id: number,
  body: QueueActionBody,
  actor: Moderator,
  now: Date,
): Promise<{ resolvedReports: number }> {
  const at = now.toISOString();
  return inTransaction(database, async (trx) => {
    const db = joining(database, trx);
    const item = await findModeratedItem(trx, kind, id);
    let resolved: { resolvedReports: number };
    if (body.action === 'dismiss') {
      // Members cannot report a hidden item and a moderator's hide closes the reports, so a hidden
      // item with open reports was hidden by them (auto_hide): dismissing shows it again.
      const shownAgain = item && item.hiddenAt !== null && !item.deleted && (item.kind !== 'prompt' || item.shared);
      if (shownAgain) await unhideItem(db, kind, id, body.note, actor, at);
      resolved = await dismissReports(db, kind, id, body.note, actor, at);
    } else if (body.action === 'hide') {
      resolved = await hideItem(db, kind, id, body.note, actor, at);
    } else {
      resolved = await deleteItem(db, kind, id, body.note, actor, at);
    }
    if (body.suspendAuthor) {
      if (!item || item.authorId === null)
        throw errors.invalid('suspendAuthor', 'The author of this item no longer has an account');
      await suspendMember(db, item.authorId, body.suspendAuthor, actor, now);
    }
    return resolved;
  });
}
