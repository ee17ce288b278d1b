/**
 * The feedback inbox of the console: messages members sent from /feedback, open or handled,
 * newest first (each status has its own partial index on (created_at, id)), and marking one
 * handled or open again, logged in the same transaction.
 */
import type { FeedbackInboxItem, FeedbackStatus } from '../../../src/api/contract';
import type { AppDatabase, Db } from '../../db';
import { errors } from '../../errors';
import { newestFirstPage } from '../cursor';
import { writeLogEntry, type Actor } from '../moderationLog';

function inboxQuery(db: Db) {
  return db
    .selectFrom('feedback as f')
    .innerJoin('users as author', 'author.id', 'f.user_id')
    .leftJoin('users as handler', 'handler.id', 'f.handled_by')
    .select([
      'f.id',
      'f.message',
      'f.contact',
      'f.locale',
      'f.user_agent',
      'f.created_at',
      'f.handled_at',
      'f.user_id',
      'author.username as author_name',
      'handler.username as handler_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof inboxQuery>['execute']>>[number];

function toInboxItem(row: Row): FeedbackInboxItem {
  return {
    id: row.id,
    message: row.message,
    contact: row.contact,
    authorName: row.author_name,
    locale: row.locale,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    handledBy: row.handled_at === null ? null : row.handler_name,
  };
}

/** One page of open or handled feedback, newest first. */
export async function listFeedbackInbox(
  db: Db,
  options: { status: FeedbackStatus; cursor?: string; pageSize: number },
) {
  const query = inboxQuery(db).where('f.handled_at', options.status === 'open' ? 'is' : 'is not', null);
  const { items, nextCursor } = await newestFirstPage(query, 'f', options);
  return { items: items.map(toInboxItem), nextCursor };
}

/** Marks a message handled (by the actor) or open again; logged only when its state changes; 404 when it does not exist. */
export async function markFeedbackHandled(
  database: AppDatabase,
  actor: Exclude<Actor, 'system'>,
  id: number,
  handled: boolean,
  now: string,
): Promise<FeedbackInboxItem> {
  return database.kysely.transaction().execute(async (trx) => {
    const find = () => inboxQuery(trx).where('f.id', '=', id).executeTakeFirst();
    const row = await find();
    if (!row) throw errors.notFound('Feedback not found');
    if ((row.handled_at !== null) === handled) return toInboxItem(row);
    const changed = await trx
      .updateTable('feedback')
      .set(handled ? { handled_at: now, handled_by: actor.id } : { handled_at: null, handled_by: null })
      .where('id', '=', id)
      .where('handled_at', handled ? 'is' : 'is not', null)
      .executeTakeFirst();
    // Another moderator got there first: their change stands, and is theirs to log.
    if (Number(changed.numUpdatedRows) > 0)
      await writeLogEntry(trx, {
        actor,
        action: handled ? 'feedback_handled' : 'feedback_reopened',
        target: { kind: 'feedback', ref: id },
        subject: { id: row.user_id, username: row.author_name },
        now,
      });
    return toInboxItem((await find())!);
  });
}
