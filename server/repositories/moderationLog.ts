/**
 * SQL for the `moderation_log` table: one entry per moderation action, written by the
 * function that acts, in its transaction. Names are copied into the entry (actor_name,
 * subject_name) so the log still reads when the accounts are gone.
 */
import { SYSTEM_ACTOR_NAME, type ModerationAction } from '../../src/api/contract';
import type { Db } from '../db';

/** Who acted: an account (its id and username) or the server itself. */
export type Actor = { id: number; username: string } | 'system';

export interface LogEntryInput {
  actor: Actor;
  action: ModerationAction;
  target?: { kind: string; ref: number };
  subject?: { id: number; username: string };
  note?: string | null;
  /** The duration of a suspension. */
  detail?: string | null;
  now: string;
}

export async function writeLogEntry(db: Db, entry: LogEntryInput): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      actor_id: entry.actor === 'system' ? null : entry.actor.id,
      actor_name: entry.actor === 'system' ? SYSTEM_ACTOR_NAME : entry.actor.username,
      action: entry.action,
      target_kind: entry.target?.kind ?? null,
      target_ref: entry.target?.ref ?? null,
      subject_user_id: entry.subject?.id ?? null,
      subject_name: entry.subject?.username ?? null,
      note: entry.note ? entry.note : null,
      detail: entry.detail ?? null,
      created_at: entry.now,
    })
    .execute();
}
