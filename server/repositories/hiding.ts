/**
 * Hiding and unhiding a prompt or comment, for moderators' actions and for reports that reach
 * the threshold: the row's hidden_at and note, the counters (a hidden comment is not counted), and
 * the log entry, all in the caller's transaction. A hidden prompt leaves every search at once:
 * the search version's triggers watch hidden_at. Also how a hidden row says so in an answer
 * (hiddenField).
 */
import { sql } from 'kysely';
import type { HiddenState, ModerationAction } from '../../src/api/contract';
import type { Db, DialectName } from '../db';
import { lockCommentTarget } from './comments';
import { changeCounters } from './counters';
import { authorOf, type ModeratedItemRecord } from './moderatedItems';
import { writeLogEntry, type Actor } from './moderationLog';

/**
 * How a hidden prompt or comment says so in an answer (to its author and to moderators, the only
 * ones who see it): `{ hidden: { at, note } }` for a hidden row, nothing for a visible one (the
 * contract's field is optional).
 */
export function hiddenField(row: { hidden_at: string | null; hidden_note: string | null }): {
  hidden?: HiddenState;
} {
  return row.hidden_at === null ? {} : { hidden: { at: row.hidden_at, note: row.hidden_note } };
}

export interface HidingChange {
  hidden: boolean;
  /** To the author (hiding); kept in the log either way. */
  note: string | null;
  actor: Actor;
  action: Extract<ModerationAction, 'hide' | 'unhide' | 'auto_hide'>;
  now: string;
}

/** Hides or unhides the item; false (and nothing logged) when it already was. */
export async function setHidden(
  trx: Db,
  dialect: DialectName,
  item: ModeratedItemRecord,
  change: HidingChange,
): Promise<boolean> {
  const set = change.hidden
    ? { hidden_at: change.now, hidden_note: change.note ? change.note : null }
    : { hidden_at: null, hidden_note: null };
  const unchangedIf = change.hidden ? ('is' as const) : ('is not' as const);
  if (item.kind === 'prompt') {
    const result = await trx
      .updateTable('prompts')
      .set(set)
      .where('id', '=', item.id)
      .where('hidden_at', unchangedIf, null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
  } else {
    // Counters move under the target's lock, as posting and deleting do.
    await lockCommentTarget(trx, dialect, item.on);
    const result = await trx
      .updateTable('comments')
      .set(set)
      .where('id', '=', item.id)
      .where('deleted_at', 'is', null)
      .where('hidden_at', unchangedIf, null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const by = change.hidden ? -1 : 1;
    await changeCounters(trx, item.on, { comments: by });
    if (item.rootId !== null)
      await trx
        .updateTable('comments')
        .set({ reply_count: sql<number>`reply_count + ${by}` })
        .where('id', '=', item.rootId)
        .execute();
  }
  await writeLogEntry(trx, {
    actor: change.actor,
    action: change.action,
    target: { kind: item.kind, ref: item.id },
    subject: authorOf(item),
    note: change.note,
    now: change.now,
  });
  return true;
}
