/**
 * What moderators do, one function per action, each in one transaction with its log entry and
 * its counters (or in the caller's, when one is open: db/transactions.ts): hide, unhide, delete
 * and dismiss (items), suspend and lift (members). The console routes call these; who may act
 * on whom is decided once, in src/api/permissions.ts (`assertMayActOn` here throws), so every path agrees.
 *
 * The routes' policies (config.policy) let only moderators call them and clear the public answer
 * cache after a success (`publicAnswers: 'clears'`).
 */
import type { ModeratedKind, Role, SuspensionDuration } from '../../src/api/contract';
import { refusalOf, type MemberAction, type Party, type Refusal } from '../../src/api/permissions';
import { suspensionEnd } from '../rules/suspensionPeriod';
import type { AppDatabase, Db } from '../db';
import { inTransaction } from '../db/transactions';
import { errors } from '../errors';
import { lockCommentTarget, removeComment } from './comments';
import { lockCounters } from './counters';
import { setHidden } from './hiding';
import { authorOf, findModeratedItem, type ModeratedItemRecord } from './moderatedItems';
import { writeLogEntry } from './moderationLog';
import { removePrompt } from './prompts';
import { closeReports } from './reports';
import { findUserById, type UserRecord } from './users';

/** A moderator or admin acting (the signed-in SessionUser fits). */
export interface Moderator {
  id: number;
  username: string;
  role: Role;
}

/**
 * The item a moderator may act on: a shared prompt (private prompts are their author's business
 * alone) or a comment not already deleted; 404 otherwise.
 */
async function actionableItem(db: Db, kind: ModeratedKind, id: number): Promise<ModeratedItemRecord> {
  const item = await findModeratedItem(db, kind, id);
  if (!item || item.deleted || (item.kind === 'prompt' && !item.shared)) throw errors.itemNotFound(kind);
  return item;
}

/** What the console says when mayActOn (src/api/permissions.ts) refuses. */
const REFUSALS: Record<Refusal, string> = {
  'not-staff': 'Only moderators and admins can act on members',
  'admin-only': 'Only an admin can do this',
  self: 'Moderators cannot act on their own account here',
  'admin-target': 'Admins are named by ADMIN_USERNAMES and cannot be acted on',
  'moderator-target': 'Only an admin can act on a moderator',
};

/** 403 FORBIDDEN unless `actor` may take `action` on `subject` (mayActOn, src/api/permissions.ts). */
export function assertMayActOn(actor: Moderator, subject: Party, action: MemberAction): void {
  const refusal = refusalOf(actor, subject, action);
  if (refusal) throw errors.forbidden(REFUSALS[refusal]);
}

/** Hides an item from everyone but its author and moderators, closing its open reports as hidden. */
export async function hideItem(
  database: AppDatabase,
  kind: ModeratedKind,
  id: number,
  note: string | null | undefined,
  actor: Moderator,
  now: string,
): Promise<{ resolvedReports: number }> {
  return inTransaction(database, async (trx) => {
    const item = await actionableItem(trx, kind, id);
    await setHidden(trx, database.dialect, item, { hidden: true, note: note ?? null, actor, action: 'hide', now });
    return { resolvedReports: await closeReports(trx, item, 'hidden', { resolvedBy: actor.id, now }) };
  });
}

/** Shows a hidden item again (a no-op, logged nowhere, when it is not hidden). */
export async function unhideItem(
  database: AppDatabase,
  kind: ModeratedKind,
  id: number,
  note: string | null | undefined,
  actor: Moderator,
  now: string,
): Promise<void> {
  await inTransaction(database, async (trx) => {
    const item = await actionableItem(trx, kind, id);
    await setHidden(trx, database.dialect, item, { hidden: false, note: note ?? null, actor, action: 'unhide', now });
  });
}

/**
 * Deletes an item as its author would (a prompt with its votes and comments; a comment with
 * replies stays as a placeholder), closing its open reports as deleted; the note is logged.
 */
export async function deleteItem(
  database: AppDatabase,
  kind: ModeratedKind,
  id: number,
  note: string | null | undefined,
  actor: Moderator,
  now: string,
): Promise<{ resolvedReports: number }> {
  return inTransaction(database, async (trx) => {
    const item = await actionableItem(trx, kind, id);
    const closing = { resolvedBy: actor.id, now };
    const resolvedReports = await closeReports(trx, item, 'deleted', closing);
    if (item.kind === 'prompt') {
      await lockCounters(trx, database.dialect, { kind: 'community', ref: item.id }, item.authorId);
      await removePrompt(trx, item.id, closing);
    } else {
      await lockCommentTarget(trx, database.dialect, item.on);
      const current = await trx
        .selectFrom('comments')
        .select(['id', 'target_kind', 'target_ref', 'parent_id', 'root_id', 'hidden_at', 'deleted_at'])
        .where('id', '=', item.id)
        .executeTakeFirst();
      if (!current || current.deleted_at !== null) throw errors.itemNotFound(kind);
      await removeComment(trx, current, now);
    }
    await writeLogEntry(trx, {
      actor,
      action: 'delete',
      target: { kind: item.kind, ref: item.id },
      subject: authorOf(item),
      note,
      now,
    });
    return { resolvedReports };
  });
}

/** Closes an item's open reports as dismissed (the item stays as it is, hidden or not). */
export async function dismissReports(
  database: AppDatabase,
  kind: ModeratedKind,
  id: number,
  note: string | null | undefined,
  actor: Moderator,
  now: string,
): Promise<{ resolvedReports: number }> {
  return inTransaction(database, async (trx) => {
    const item = await findModeratedItem(trx, kind, id);
    const resolvedReports = await closeReports(trx, { kind, id }, 'dismissed', { resolvedBy: actor.id, now });
    if (resolvedReports === 0 && !item) throw errors.itemNotFound(kind);
    await writeLogEntry(trx, {
      actor,
      action: 'dismiss',
      target: { kind, ref: id },
      subject: item ? authorOf(item) : undefined,
      note,
      now,
    });
    return { resolvedReports };
  });
}

/** The member `userId` as `actor` may act on them; 404 or 403 otherwise. */
async function subjectFor(db: Db, userId: number, actor: Moderator, action: MemberAction): Promise<UserRecord> {
  const subject = await findUserById(db, userId);
  if (!subject) throw errors.memberNotFound();
  assertMayActOn(actor, subject, action);
  return subject;
}

/**
 * Suspends a member for `duration` from `now` ('indefinite': until lifted), replacing any
 * suspension in force; the note is shown to them. They keep their sessions (they may read).
 */
export async function suspendMember(
  database: AppDatabase,
  userId: number,
  suspension: { duration: SuspensionDuration; note?: string | null },
  actor: Moderator,
  now: Date,
): Promise<UserRecord> {
  const at = now.toISOString();
  return inTransaction(database, async (trx) => {
    const subject = await subjectFor(trx, userId, actor, 'suspend');
    const note = suspension.note ? suspension.note : null;
    const until = suspensionEnd(suspension.duration, now);
    await trx
      .updateTable('users')
      .set({ suspended_until: until, suspension_note: note, updated_at: at })
      .where('id', '=', userId)
      .execute();
    await writeLogEntry(trx, { actor, action: 'suspend', subject, note, detail: suspension.duration, now: at });
    return { ...subject, suspended_until: until, suspension_note: note };
  });
}

/** Ends a member's suspension now (logged even when it was already over, so the record is explicit). */
export async function liftSuspension(
  database: AppDatabase,
  userId: number,
  note: string | null | undefined,
  actor: Moderator,
  now: Date,
): Promise<UserRecord> {
  const at = now.toISOString();
  return inTransaction(database, async (trx) => {
    const subject = await subjectFor(trx, userId, actor, 'lift');
    await trx
      .updateTable('users')
      .set({ suspended_until: null, suspension_note: null, updated_at: at })
      .where('id', '=', userId)
      .execute();
    await writeLogEntry(trx, { actor, action: 'lift', subject, note, now: at });
    return { ...subject, suspended_until: null, suspension_note: null };
  });
}
