/**
 * Reading the moderation log (admins): newest first, optionally of one action and/or one actor
 * (an account by id, or a name: see actorCondition).
 * Each filter has its index: (created_at, id), (action, created_at, id), (actor_id, created_at, id),
 * and for an actor without account (lower(actor_name), created_at, id) where actor_id is null.
 * Entries keep the names as they were, so an account since deleted still reads in them.
 */
import { sql, type SqlBool } from 'kysely';
import { SYSTEM_ACTOR_NAME, type LogEntry, type ModerationAction } from '../../../src/api/contract';
import type { Db } from '../../db';
import { newestFirstPage } from '../cursor';

export interface LogFilter {
  action?: ModerationAction;
  /** A username (case-insensitive), or "system" for what the server did by itself. */
  actor?: string;
  /** An account's id: its entries only. */
  actorId?: number;
  cursor?: string;
  pageSize: number;
}

/**
 * The entries an actor name covers: those of the account that has the name now, matched by its
 * id, and those recorded under the name without an account (the server, or an account since
 * deleted). A name registered again neither takes over the deleted account's entries (they keep
 * no id, and the entries show it) nor hides them.
 */
async function actorCondition(db: Db, actor: string) {
  const name = actor.toLowerCase();
  const withoutAccount = sql<SqlBool>`(l.actor_id is null and lower(l.actor_name) = ${name})`;
  const account =
    name === SYSTEM_ACTOR_NAME
      ? undefined
      : await db.selectFrom('users').select('id').where('username_lower', '=', name).executeTakeFirst();
  return account ? sql<SqlBool>`(l.actor_id = ${account.id} or ${withoutAccount})` : withoutAccount;
}

export async function listLog(db: Db, filter: LogFilter) {
  let query = db
    .selectFrom('moderation_log as l')
    .select([
      'l.id',
      'l.actor_id',
      'l.actor_name',
      'l.action',
      'l.target_kind',
      'l.target_ref',
      'l.subject_name',
      'l.note',
      'l.detail',
      'l.created_at',
    ]);
  if (filter.action) query = query.where('l.action', '=', filter.action);
  if (filter.actor) query = query.where(await actorCondition(db, filter.actor));
  if (filter.actorId !== undefined) query = query.where('l.actor_id', '=', filter.actorId);
  const { items, nextCursor } = await newestFirstPage(query, 'l', filter);
  return {
    items: items.map((row): LogEntry => ({
      id: row.id,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action as ModerationAction,
      target:
        row.target_kind !== null && row.target_ref !== null ? { kind: row.target_kind, ref: row.target_ref } : null,
      subjectName: row.subject_name,
      note: row.note,
      detail: row.detail,
      createdAt: row.created_at,
    })),
    nextCursor,
  };
}
