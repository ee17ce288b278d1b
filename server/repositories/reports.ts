/**
 * Reports of community prompts and comments: a member files one per item, with a snapshot of the
 * item as they saw it (the queue shows that, never the current text). Enough reporters hide the item
 * at once, pending a moderator's review: REPORT_HIDE_THRESHOLD distinct reporters counted over open
 * reports, leaving out suspended reporters and accounts younger than NEW_ACCOUNT_HOURS, and counting
 * at most one reporter per address network; content of moderators and admins is never hidden so,
 * it waits in the queue. A moderator's action, the item's deletion, or its prompt becoming private
 * (withdrawn) closes them, erasing the snapshot and the network hash. Closed reports are kept: they
 * are what "reports against" a member counts. Hiding is decided only when a report is filed.
 */
import { sql, type Updateable } from 'kysely';
import type { ModeratedKind, ReportReason, ReportResponse } from '../../src/api/contract';
import { MODERATION_LIMITS } from '../../src/api/limits';
import { isModerator } from '../../src/api/permissions';
import { isUniqueViolation, toInt, type AppDatabase, type Db } from '../db';
import type { ReportResolutionColumn, ReportsTable } from '../db/schema';
import { AppError, errors } from '../errors';
import { setHidden } from './hiding';
import { findModeratedItem, type ModeratedItemRecord } from './moderatedItems';
import { isShown } from '../db/visibility';

export interface Closing {
  /** The moderator who acted, or null (the item's author deleted it or made it private, or the server). */
  resolvedBy: number | null;
  now: string;
}

/** What closing a report writes: how and by whom, and the erasure of what was kept only while open. */
function closedFields(resolution: ReportResolutionColumn, closing: Closing): Updateable<ReportsTable> {
  return {
    resolved_at: closing.now,
    resolution,
    resolved_by: closing.resolvedBy,
    snapshot_title: null,
    snapshot_text: null,
    snapshot_complete: null,
    network_hash: null,
  };
}

/** Closes the open reports of one item; returns how many. */
export async function closeReports(
  trx: Db,
  item: { kind: ModeratedKind; id: number },
  resolution: ReportResolutionColumn,
  closing: Closing,
): Promise<number> {
  const result = await trx
    .updateTable('reports')
    .set(closedFields(resolution, closing))
    .where('target_kind', '=', item.kind)
    .where('target_ref', '=', item.id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Closes the open reports of a prompt and of the comments on it: as deleted when it is about to be
 * deleted (its comments go with it), as withdrawn when it becomes private (no longer public, it is
 * its author's business alone, and so are the comments on it).
 */
export async function closeReportsOfPrompt(
  trx: Db,
  promptId: number,
  resolution: Extract<ReportResolutionColumn, 'deleted' | 'withdrawn'>,
  closing: Closing,
): Promise<void> {
  await closeReports(trx, { kind: 'prompt', id: promptId }, resolution, closing);
  await trx
    .updateTable('reports')
    .set(closedFields(resolution, closing))
    .where('target_kind', '=', 'comment')
    .where('resolved_at', 'is', null)
    .where('target_ref', 'in', (eb) =>
      eb
        .selectFrom('comments')
        .select('comments.id')
        .where('comments.target_kind', '=', 'community')
        .where('comments.target_ref', '=', promptId),
    )
    .execute();
}

/** The item as the reporter saw it: a prompt's title and description, a comment's text, the text cut to REPORT_SNAPSHOT_MAX code points. */
export function reportSnapshot(item: ModeratedItemRecord) {
  const points = Array.from(item.text);
  const complete = points.length <= MODERATION_LIMITS.REPORT_SNAPSHOT_MAX;
  return {
    snapshot_title: item.kind === 'prompt' ? item.title : null,
    snapshot_text: complete ? item.text : points.slice(0, MODERATION_LIMITS.REPORT_SNAPSHOT_MAX).join(''),
    snapshot_complete: complete ? 1 : 0,
  };
}

const alreadyReported = () => new AppError(409, 'ALREADY_REPORTED', 'You have already reported this');

/**
 * Whether the reporter can report the item: it exists, is not theirs, and they can see it as
 * anyone does (a prompt shown in the community; a comment not deleted nor hidden, on a prompt
 * they may see). Anything else is, for them, an item that does not exist.
 */
async function reportableAuthor(db: Db, reporterId: number, kind: ModeratedKind, id: number) {
  const item = await findModeratedItem(db, kind, id);
  const notFound = errors.itemNotFound(kind);
  if (!item || item.authorId === reporterId || item.hiddenAt !== null || item.deleted) throw notFound;
  if (item.kind === 'prompt' && !item.shared) throw notFound;
  if (item.kind === 'comment' && item.on.kind === 'community') {
    const prompt = await db
      .selectFrom('prompts')
      .select('id')
      .where('id', '=', item.on.ref)
      .where((eb) => eb.or([isShown(), eb('user_id', '=', reporterId)]))
      .executeTakeFirst();
    if (!prompt) throw notFound;
  }
  return item;
}

/**
 * Files the member's report of an item: 404 when they cannot report it, 409 ALREADY_REPORTED on a
 * second report of the same item (a report withdrawn when its prompt became private may be filed
 * again once it is shared again). `network` is the keyed hash of the reporter's address network
 * (reporterNetworkHash). When the item's open reports now come from `threshold` reporters who
 * count (created at or before `establishedBefore`, not suspended at `now`, one per network) and its
 * author is not staff, it is hidden at once (logged as auto_hide by "system"); its reports stay open
 * for a moderator to review.
 */
export async function fileReport(
  database: AppDatabase,
  reporterId: number,
  report: { kind: ModeratedKind; id: number; reason: ReportReason; note?: string | null; network: string },
  rules: { threshold: number; establishedBefore: string; now: string },
): Promise<ReportResponse> {
  const db = database.kysely;
  const item = await reportableAuthor(db, reporterId, report.kind, report.id);
  const known = await db
    .selectFrom('reports')
    .select(['id', 'resolution'])
    .where('reporter_id', '=', reporterId)
    .where('target_kind', '=', report.kind)
    .where('target_ref', '=', report.id)
    .executeTakeFirst();
  if (known && known.resolution !== 'withdrawn') throw alreadyReported();
  const filed = {
    target_user_id: item.authorId,
    reason: report.reason,
    note: report.note ? report.note : null,
    created_at: rules.now,
    ...reportSnapshot(item),
    network_hash: report.network,
  };
  try {
    await db.transaction().execute(async (trx) => {
      if (known) {
        // Filed again on the prompt shared again: the withdrawn report opens anew.
        const reopened = await trx
          .updateTable('reports')
          .set({ ...filed, resolved_at: null, resolution: null, resolved_by: null })
          .where('id', '=', known.id)
          .where('resolution', '=', 'withdrawn')
          .executeTakeFirst();
        if (Number(reopened.numUpdatedRows) === 0) throw alreadyReported();
      } else {
        await trx
          .insertInto('reports')
          .values({ reporter_id: reporterId, target_kind: report.kind, target_ref: report.id, ...filed })
          .execute();
      }
      if (await authoredByStaff(trx, item)) return;
      if ((await countingReporters(trx, report, rules)) >= rules.threshold)
        await setHidden(trx, database.dialect, item, {
          hidden: true,
          note: null,
          actor: 'system',
          action: 'auto_hide',
          now: rules.now,
        });
    });
  } catch (error) {
    // Two reports of one member at once: the second meets the unique constraint.
    if (isUniqueViolation(error)) throw alreadyReported();
    throw error;
  }
  return { kind: report.kind, id: report.id, reason: report.reason, createdAt: rules.now };
}

/** Whether a moderator or an admin wrote the item: reports never hide it, a moderator decides. */
async function authoredByStaff(db: Db, item: ModeratedItemRecord): Promise<boolean> {
  if (item.authorId === null) return false;
  const author = await db.selectFrom('users').select('role').where('id', '=', item.authorId).executeTakeFirst();
  return isModerator(author);
}

/**
 * The reporters of the item's open reports who count towards hiding it: established (created at or
 * before `establishedBefore`), not suspended at `now`, and at most one per address network (a report
 * filed before networks were kept counts as a network of its own). Reporters are distinct already
 * (one report per member and item).
 */
async function countingReporters(
  db: Db,
  item: { kind: ModeratedKind; id: number },
  rules: { establishedBefore: string; now: string },
): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .innerJoin('users', 'users.id', 'reports.reporter_id')
    .select(
      sql<
        number | string
      >`count(distinct coalesce(reports.network_hash, 'reporter ' || cast(reports.reporter_id as text)))`.as('n'),
    )
    .where('reports.target_kind', '=', item.kind)
    .where('reports.target_ref', '=', item.id)
    .where('reports.resolved_at', 'is', null)
    .where('users.created_at', '<=', rules.establishedBefore)
    .where((eb) => eb.or([eb('users.suspended_until', 'is', null), eb('users.suspended_until', '<=', rules.now)]))
    .executeTakeFirstOrThrow();
  return toInt(row.n);
}

/** Open reports of an item (for tests and the console's counts). */
export async function countOpenReports(db: Db, kind: ModeratedKind, id: number): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select(sql<number>`count(*)`.as('n'))
    .where('target_kind', '=', kind)
    .where('target_ref', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return toInt(row.n);
}
