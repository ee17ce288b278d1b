/**
 * Threaded comments on curated and community prompts, two levels deep: a top
 * comment and its replies (a reply to a reply joins the same thread and names
 * whom it answers). Top comments page newest first; each brings its first
 * replies, and the rest page through `listReplies`.
 *
 * Deleting a comment that has replies keeps it as a placeholder (`deleted`,
 * empty text, no author) so the thread stays readable; a comment without
 * replies is removed, and a placeholder left without replies goes with it.
 * Counters (comments on the target, replies on the top comment) change in the
 * same transaction, under the target's lock.
 *
 * A comment a moderator (or reports) hid shows only to its author and to
 * moderators, marked `hidden`; for everyone else a hidden top comment with
 * replies is a placeholder like a deleted one, and any other hidden comment is
 * not there (commentVisibleTo in targets.ts). Hidden comments are not counted.
 */
import { sql, type SqlBool } from 'kysely';
import type { Comment, Reply } from '../../src/api/contract';
import { LIMITS } from '../../src/api/limits';
import { toInt, type AppDatabase, type Db, type DialectName } from '../db';
import { AppError, errors } from '../errors';
import { ESTABLISHED, type Standing } from '../rules/accountAge';
import { assertCommentBudget, lockAccount } from './caps';
import { assertNoLinks, assertNotRepeated } from './spam';
import { changeCounters, lockCounters, readCounters } from './counters';
import { decodeCursor, encodeCursor, newestFirstPage, pageOf } from './cursor';
import { hiddenField } from './hiding';
import { closeReports } from './reports';
import { commentVisibleTo, isHiddenFrom, viewerId, type Viewer } from '../db/visibility';
import { assertVisibleTarget, ofTarget, threadsWithHiddenRepliesFor, type Target } from './targets';

const commentNotFound = () => errors.itemNotFound('comment');

function commentQuery(db: Db) {
  return (
    db
      .selectFrom('comments as c')
      // Left: a comment whose author deleted their account stays (user_id null) when others replied to it.
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('comments as parent', 'parent.id', 'c.parent_id')
      .leftJoin('users as pu', 'pu.id', 'parent.user_id')
      .select([
        'c.id',
        'c.parent_id',
        'c.root_id',
        'c.user_id',
        'c.text',
        'c.created_at',
        'c.deleted_at',
        'c.reply_count',
        'c.hidden_at',
        'c.hidden_note',
        'u.username',
        'parent.deleted_at as parent_deleted_at',
        'parent.hidden_at as parent_hidden_at',
        'parent.user_id as parent_user_id',
        'pu.username as parent_username',
      ])
  );
}

type Row = Awaited<ReturnType<ReturnType<typeof commentQuery>['execute']>>[number];

function toReply(row: Row, viewer: Viewer): Reply {
  const me = viewerId(viewer);
  // Hidden from this viewer and still listed: a placeholder, as a deleted comment with replies is.
  const deleted = row.deleted_at !== null || isHiddenFrom(viewer, row);
  const parentShown =
    row.parent_id !== null &&
    row.parent_deleted_at === null &&
    !(
      row.parent_user_id !== null &&
      isHiddenFrom(viewer, { hidden_at: row.parent_hidden_at, user_id: row.parent_user_id })
    );
  return {
    id: row.id,
    parentId: row.parent_id,
    text: deleted ? '' : row.text,
    deleted,
    author: deleted || row.username === null ? null : { username: row.username },
    ...(!deleted && row.user_id === null ? { authorDeleted: true as const } : {}),
    mine: !deleted && me !== null && row.user_id === me,
    ...(deleted ? {} : hiddenField(row)),
    createdAt: row.created_at,
    replyTo: parentShown && row.parent_username ? row.parent_username : null,
  };
}

const replyKey = (row: Row) => [row.created_at, row.id];

/**
 * A page of comments stays under this many bytes of JSON whatever the comments
 * hold (up to 1,050 of them may be asked for at once): the page ends early and
 * its cursor goes on from the last comment it holds.
 */
export const COMMENT_ANSWER_BYTES_MAX = 1024 * 1024;
/** Room for the answer's own fields around the comments. */
const ANSWER_FRAME_BYTES = 4096;
/** A comment's fields besides its text: ids, dates, flags, two usernames. */
const COMMENT_FIELDS_BYTES = 320;

/** What is left of an answer's byte budget. */
interface Budget {
  bytes: number;
}

const newBudget = (): Budget => ({ bytes: COMMENT_ANSWER_BYTES_MAX - ANSWER_FRAME_BYTES });

function commentBytes(row: Row): number {
  return (row.deleted_at === null ? Buffer.byteLength(JSON.stringify(row.text)) : 2) + COMMENT_FIELDS_BYTES;
}

/** Takes `row` out of the budget when it fits. */
function spend(budget: Budget, row: Row): boolean {
  const bytes = commentBytes(row);
  if (bytes > budget.bytes) return false;
  budget.bytes -= bytes;
  return true;
}

async function repliesAfter(
  db: Db,
  rootId: number,
  me: Viewer,
  cursor: string | undefined,
  pageSize: number,
  budget: Budget,
) {
  let query = commentQuery(db).where('c.root_id', '=', rootId).where(commentVisibleTo(me, 'c'));
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor, ['string', 'number']);
    query = query.where(sql<SqlBool>`(c.created_at, c.id) > (${createdAt}, ${id})`);
  }
  const rows = await query
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(pageSize + 1)
    .execute();
  const page = pageOf(rows, pageSize, replyKey);
  const fitting: Row[] = [];
  for (const row of page.items) {
    if (!spend(budget, row)) break;
    fitting.push(row);
  }
  const last = fitting[fitting.length - 1];
  const cut = fitting.length < page.items.length;
  const nextCursor = cut ? (last ? encodeCursor(replyKey(last)) : (cursor ?? null)) : page.nextCursor;
  return { items: fitting.map((row) => toReply(row, me)), nextCursor };
}

/**
 * Top comments of a target, newest first, each with its first replies; 404
 * unless the target is visible. A thread joins the page only when it and its
 * first reply fit the byte budget (the first thread always fits).
 */
export async function listThreads(db: Db, target: Target, me: Viewer, options: { cursor?: string; pageSize: number }) {
  const counters = await readCounters(db, target, me);
  const query = commentQuery(db)
    .where('c.target_kind', '=', target.kind)
    .where('c.target_ref', '=', target.ref)
    .where('c.root_id', 'is', null)
    .where(commentVisibleTo(me, 'c'));
  const { items: roots, nextCursor } = await newestFirstPage(query, 'c', options);
  const withHiddenReplies = await threadsWithHiddenRepliesFor(
    db,
    me,
    roots.map((root) => root.id),
  );
  const budget = newBudget();
  const items: Comment[] = [];
  for (const root of roots) {
    const replyCount = toInt(root.reply_count);
    const before = budget.bytes;
    if (!spend(budget, root)) break;
    const replies =
      replyCount > 0 || withHiddenReplies.has(root.id)
        ? await repliesAfter(db, root.id, me, undefined, LIMITS.REPLIES_PREVIEW, budget)
        : { items: [], nextCursor: null };
    if ((replyCount > 0 || withHiddenReplies.has(root.id)) && replies.items.length === 0 && items.length > 0) {
      budget.bytes = before;
      break;
    }
    const { replyTo: _none, ...fields } = toReply(root, me);
    items.push({ ...fields, replies: replies.items, replyCount, repliesCursor: replies.nextCursor });
  }
  const lastRoot = roots[items.length - 1];
  const cut = items.length < roots.length && lastRoot !== undefined;
  return { items, total: counters.commentCount, nextCursor: cut ? encodeCursor(replyKey(lastRoot)) : nextCursor };
}

/** Replies of one thread after a cursor, oldest first; 404 unless the thread is on a target the caller sees. */
export async function listReplies(
  db: Db,
  target: Target,
  rootId: number,
  me: Viewer,
  options: { cursor?: string; pageSize: number },
) {
  await assertVisibleTarget(db, target, me);
  const root = await db
    .selectFrom('comments')
    .select('id')
    .where('id', '=', rootId)
    .where(ofTarget(target))
    .where('root_id', 'is', null)
    .where(commentVisibleTo(me, 'comments'))
    .executeTakeFirst();
  if (!root) throw commentNotFound();
  return repliesAfter(db, rootId, me, options.cursor, options.pageSize, newBudget());
}

/**
 * Posts a comment, or a reply when `parentId` is given; 404 unless the target is visible;
 * QUOTA_EXCEEDED when the hour's comments are spent; the spam rules of spam.ts for links and
 * repeated text.
 */
export async function createComment(
  database: AppDatabase,
  me: { id: number; username: string },
  target: Target,
  body: { text: string; parentId?: number | null },
  now: string,
  standing: Standing = ESTABLISHED,
): Promise<Reply> {
  assertNoLinks(standing, { text: body.text });
  return database.kysely.transaction().execute(async (trx) => {
    // The account before the target, as sharing a prompt does, so the two never wait on each other.
    await lockAccount(trx, database.dialect, me.id);
    await lockCounters(trx, database.dialect, target, me.id);
    await assertCommentBudget(trx, me.id, now, standing);
    await assertNotRepeated(trx, me.id, target, body.text, now);
    const parentId = body.parentId ?? null;
    let parent: Row | undefined;
    if (parentId !== null) {
      parent = await commentQuery(trx)
        .where('c.id', '=', parentId)
        .where('c.target_kind', '=', target.kind)
        .where('c.target_ref', '=', target.ref)
        .executeTakeFirst();
      if (!parent || parent.deleted_at !== null || isHiddenFrom(me.id, parent)) {
        throw new AppError(400, 'INVALID_PARENT', 'The comment you reply to does not exist on this prompt', 'parentId');
      }
    }
    const rootId = parent ? (parent.root_id ?? parent.id) : null;
    const row = await trx
      .insertInto('comments')
      .values({
        target_kind: target.kind,
        target_ref: target.ref,
        user_id: me.id,
        parent_id: parentId,
        root_id: rootId,
        text: body.text,
        created_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await changeCounters(trx, target, { comments: 1 });
    if (rootId !== null)
      await trx
        .updateTable('comments')
        .set({ reply_count: sql<number>`reply_count + 1` })
        .where('id', '=', rootId)
        .execute();
    return {
      id: row.id,
      parentId,
      text: body.text,
      deleted: false,
      author: { username: me.username },
      mine: true,
      createdAt: now,
      replyTo: parent ? parent.username : null,
    };
  });
}

/**
 * Deletes the caller's comment, also on a prompt since unshared (the privacy
 * policy promises authors can always delete their comments). Someone else's
 * comment: 404 when its prompt is not visible to the caller, else 403.
 */
export async function deleteComment(
  database: AppDatabase,
  meId: number,
  commentId: number,
  now: string,
): Promise<void> {
  const db = database.kysely;
  const find = (executor: Db) =>
    executor
      .selectFrom('comments')
      .select(['id', 'target_kind', 'target_ref', 'user_id', 'parent_id', 'root_id', 'deleted_at', 'hidden_at'])
      .where('id', '=', commentId)
      .executeTakeFirst();
  const comment = await find(db);
  if (!comment || comment.deleted_at !== null) throw commentNotFound();
  const target: Target = { kind: comment.target_kind, ref: comment.target_ref };
  if (comment.user_id !== meId) {
    // Someone else's hidden comment is, for the caller, one that does not exist.
    if (comment.hidden_at !== null) throw commentNotFound();
    // A comment on a prompt the caller cannot see is, for them, a comment that does not exist.
    await assertVisibleTarget(db, target, meId).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404 ? commentNotFound() : error;
    });
    throw errors.forbidden('You can only delete your own comments');
  }
  await db.transaction().execute(async (trx) => {
    await lockCommentTarget(trx, database.dialect, target);
    const current = await find(trx);
    if (!current || current.deleted_at !== null) throw commentNotFound();
    // Gone (or only a placeholder for its replies): nothing is left to review.
    await closeReports(trx, { kind: 'comment', id: current.id }, 'deleted', { resolvedBy: null, now });
    await removeComment(trx, current, now);
  });
}

/**
 * Inside a transaction: locks the counters of a comment's target whoever may see it now (a
 * prompt since unshared is locked as its owner, who always sees it).
 */
export async function lockCommentTarget(trx: Db, dialect: DialectName, target: Target): Promise<void> {
  const lockAs =
    target.kind === 'community'
      ? ((await trx.selectFrom('prompts').select('user_id').where('id', '=', target.ref).executeTakeFirst())?.user_id ??
        null)
      : null;
  await lockCounters(trx, dialect, target, lockAs);
}

/**
 * Inside a transaction, after `lockCommentTarget`: deletes a comment, or keeps it as a placeholder
 * when it has replies (shown, no longer hidden: its text is gone); placeholders left without
 * replies go with it, up the chain. Counters move only for what they counted (not hidden).
 * Its author's deletion and a moderator's share it.
 */
export async function removeComment(
  trx: Db,
  current: {
    id: number;
    target_kind: Target['kind'];
    target_ref: number;
    parent_id: number | null;
    root_id: number | null;
    hidden_at: string | null;
  },
  now: string,
): Promise<void> {
  const target: Target = { kind: current.target_kind, ref: current.target_ref };
  const wasCounted = current.hidden_at === null;
  if (wasCounted) await changeCounters(trx, target, { comments: -1 });
  const changeReplies = async (rootId: number, by: number) =>
    trx
      .updateTable('comments')
      .set({ reply_count: sql<number>`reply_count + ${by}` })
      .where('id', '=', rootId)
      .execute();
  const hasReplies = async (id: number) =>
    Boolean(await trx.selectFrom('comments').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst());
  if (await hasReplies(current.id)) {
    await trx
      .updateTable('comments')
      .set({ deleted_at: now, text: '', hidden_at: null, hidden_note: null })
      .where('id', '=', current.id)
      .execute();
    // A hidden reply was not counted among its thread's replies; as a placeholder it is.
    if (!wasCounted && current.root_id !== null) await changeReplies(current.root_id, 1);
    return;
  }
  await trx.deleteFrom('comments').where('id', '=', current.id).execute();
  if (current.root_id !== null && wasCounted) await changeReplies(current.root_id, -1);
  // Placeholders left without replies go too, up the chain (placeholders are never hidden).
  let parentId = current.parent_id;
  while (parentId !== null) {
    const parent = await trx
      .selectFrom('comments')
      .select(['id', 'parent_id', 'root_id', 'deleted_at'])
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent || parent.deleted_at === null || (await hasReplies(parent.id))) break;
    await trx.deleteFrom('comments').where('id', '=', parent.id).execute();
    if (parent.root_id !== null) await changeReplies(parent.root_id, -1);
    parentId = parent.parent_id;
  }
}
