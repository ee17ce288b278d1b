/**
 * Reports of community prompts and comments: a member files one per item; enough established
 * reporters hide the item at once, pending a moderator's review (REPORT_HIDE_THRESHOLD distinct
 * reporters whose accounts are older than NEW_ACCOUNT_HOURS, counted over open reports); a
 * moderator's action, or the item's deletion, closes them. Closed reports are kept: they are what
 * "reports against" a member counts.
 */
import { sql } from 'kysely';
import type { ModeratedKind, ReportReason, ReportResponse } from '../../src/api/contract';
import { isUniqueViolation, toInt, type AppDatabase, type Db } from '../db';
import type { ReportResolutionColumn } from '../db/schema';
import { AppError } from '../errors';
import { setHidden } from './hiding';
import { findModeratedItem } from './moderatedItems';
import { isShown } from './targets';

export interface Closing {
  /** The moderator who acted, or null (the item's author deleted it, or the server). */
  resolvedBy: number | null;
  now: string;
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
    .set({ resolved_at: closing.now, resolution, resolved_by: closing.resolvedBy })
    .where('target_kind', '=', item.kind)
    .where('target_ref', '=', item.id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Closes, as deleted, the open reports of a prompt about to be deleted and of its comments (which go with it). */
export async function closeReportsOfPrompt(trx: Db, promptId: number, closing: Closing): Promise<void> {
  await closeReports(trx, { kind: 'prompt', id: promptId }, 'deleted', closing);
  await trx
    .updateTable('reports')
    .set({ resolved_at: closing.now, resolution: 'deleted', resolved_by: closing.resolvedBy })
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

const alreadyReported = () => new AppError(409, 'ALREADY_REPORTED', 'You have already reported this');

/**
 * Whether the reporter can report the item: it exists, is not theirs, and they can see it as
 * anyone does (a prompt shown in the community; a comment not deleted nor hidden, on a prompt
 * they may see). Anything else is, for them, an item that does not exist.
 */
async function reportableAuthor(db: Db, reporterId: number, kind: ModeratedKind, id: number) {
  const item = await findModeratedItem(db, kind, id);
  const notFound = new AppError(
    404,
    'NOT_FOUND',
    kind === 'prompt' ? 'Community prompt not found' : 'Comment not found',
  );
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
 * second report of the same item. When the item's open reports now come from `threshold` distinct
 * reporters whose accounts were created at or before `establishedBefore`, it is hidden at once (logged
 * as auto_hide by "system"); its reports stay open for a moderator to review.
 */
export async function fileReport(
  database: AppDatabase,
  reporterId: number,
  report: { kind: ModeratedKind; id: number; reason: ReportReason; note?: string | null },
  rules: { threshold: number; establishedBefore: string; now: string },
): Promise<ReportResponse> {
  const db = database.kysely;
  const item = await reportableAuthor(db, reporterId, report.kind, report.id);
  const known = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_kind', '=', report.kind)
    .where('target_ref', '=', report.id)
    .executeTakeFirst();
  if (known) throw alreadyReported();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('reports')
        .values({
          reporter_id: reporterId,
          target_kind: report.kind,
          target_ref: report.id,
          target_user_id: item.authorId,
          reason: report.reason,
          note: report.note ? report.note : null,
          created_at: rules.now,
        })
        .execute();
      const established = await trx
        .selectFrom('reports')
        .innerJoin('users', 'users.id', 'reports.reporter_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('reports.target_kind', '=', report.kind)
        .where('reports.target_ref', '=', report.id)
        .where('reports.resolved_at', 'is', null)
        .where('users.created_at', '<=', rules.establishedBefore)
        .executeTakeFirstOrThrow();
      if (toInt(established.n) >= rules.threshold)
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
