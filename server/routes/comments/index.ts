/**
 * Threaded comments on curated and community prompts.
 *
 * Deletion policy: deleting a comment that has replies keeps it as a
 * placeholder (`deleted: true`, empty text, no author) so the thread stays
 * readable; a comment without replies is removed, and a placeholder left
 * without replies is removed with it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  CommentIdParams,
  CommentListResponse,
  CommentResponse,
  CreateCommentBody,
  OkResponse,
  TargetParams,
  type Comment,
  type Reply,
} from '../../../src/api/contract';
import { authRequired, requireUser } from '../../auth/sessions';
import { AppError } from '../../errors';
import { assertVisibleTarget } from '../../services/targets';

const tags = ['comments'];
const errorResponses = { '4xx': ApiErrorBody };

interface Row {
  id: number;
  parent_id: number | null;
  user_id: number;
  text: string;
  created_at: string;
  deleted_at: string | null;
  username: string;
}

function toReply(row: Row, byId: Map<number, Row>, me: number | null): Reply {
  const deleted = row.deleted_at !== null;
  const parent = row.parent_id !== null ? byId.get(row.parent_id) : undefined;
  return {
    id: row.id,
    parentId: row.parent_id,
    text: deleted ? '' : row.text,
    deleted,
    author: deleted ? null : { username: row.username },
    mine: !deleted && me !== null && row.user_id === me,
    createdAt: row.created_at,
    replyTo: parent && parent.deleted_at === null ? parent.username : null,
  };
}

/** Top-level comments, newest first, each with every reply of its thread, oldest first. */
export function buildThreads(rows: Row[], me: number | null): Comment[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rootOf = (row: Row): number => {
    let current = row;
    for (let depth = 0; current.parent_id !== null && depth < 1000; depth += 1) {
      const parent = byId.get(current.parent_id);
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  const threads = new Map<number, Comment>();
  const sorted = [...rows].sort((a, b) => (a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1));
  for (const row of sorted) {
    if (row.parent_id === null) {
      const { replyTo: _ignored, ...fields } = toReply(row, byId, me);
      threads.set(row.id, { ...fields, replies: [] });
    }
  }
  for (const row of sorted) {
    if (row.parent_id === null) continue;
    threads.get(rootOf(row))?.replies.push(toReply(row, byId, me));
  }
  return [...threads.values()].reverse();
}

const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;

  app.get(
    '/:kind/:ref',
    {
      schema: {
        tags,
        summary: 'Comments on a prompt, threaded',
        params: TargetParams,
        response: { 200: CommentListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const me = request.user?.id ?? null;
      const { kind, ref } = request.params;
      await assertVisibleTarget(deps, { kind, ref }, me);
      const rows = await db
        .selectFrom('comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.id', 'c.parent_id', 'c.user_id', 'c.text', 'c.created_at', 'c.deleted_at', 'u.username'])
        .where('c.target_kind', '=', kind)
        .where('c.target_ref', '=', ref)
        .execute();
      return { items: buildThreads(rows, me), total: rows.filter((r) => r.deleted_at === null).length };
    },
  );

  app.post(
    '/:kind/:ref',
    {
      schema: {
        tags,
        summary: 'Post a comment, or a reply when parentId is given',
        params: TargetParams,
        body: CreateCommentBody,
        response: { 201: CommentResponse, ...errorResponses },
      },
      preValidation: [authRequired],
    },
    async (request, reply) => {
      const me = requireUser(request);
      const { kind, ref } = request.params;
      await assertVisibleTarget(deps, { kind, ref }, me.id);
      const parentId = request.body.parentId ?? null;
      let parentRow: Row | undefined;
      if (parentId !== null) {
        parentRow = await db
          .selectFrom('comments as c')
          .innerJoin('users as u', 'u.id', 'c.user_id')
          .select(['c.id', 'c.parent_id', 'c.user_id', 'c.text', 'c.created_at', 'c.deleted_at', 'u.username'])
          .where('c.id', '=', parentId)
          .where('c.target_kind', '=', kind)
          .where('c.target_ref', '=', ref)
          .executeTakeFirst();
        if (!parentRow || parentRow.deleted_at !== null) {
          throw new AppError(400, 'INVALID_PARENT', 'The comment you reply to does not exist on this prompt', 'parentId');
        }
      }
      const row = await db
        .insertInto('comments')
        .values({
          target_kind: kind,
          target_ref: ref,
          user_id: me.id,
          parent_id: parentId,
          text: request.body.text,
          created_at: deps.clock.now().toISOString(),
          deleted_at: null,
        })
        .returning(['id', 'parent_id', 'user_id', 'text', 'created_at', 'deleted_at'])
        .executeTakeFirstOrThrow();
      const byId = new Map<number, Row>(parentRow ? [[parentRow.id, parentRow]] : []);
      return reply.code(201).send({ comment: toReply({ ...row, username: me.username }, byId, me.id) });
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, summary: 'Delete my comment', params: CommentIdParams, response: { 200: OkResponse, ...errorResponses } },
      preValidation: [authRequired],
    },
    async (request) => {
      const me = requireUser(request);
      const comment = await db.selectFrom('comments').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!comment || comment.deleted_at !== null) throw new AppError(404, 'NOT_FOUND', 'Comment not found');
      if (comment.user_id !== me.id) throw new AppError(403, 'FORBIDDEN', 'You can only delete your own comments');
      await db.transaction().execute(async (trx) => {
        const hasReplies = await trx.selectFrom('comments').select('id').where('parent_id', '=', comment.id).limit(1).executeTakeFirst();
        if (hasReplies) {
          await trx.updateTable('comments').set({ deleted_at: deps.clock.now().toISOString(), text: '' }).where('id', '=', comment.id).execute();
          return;
        }
        await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
        // Remove placeholders left without replies, up the chain.
        let parentId = comment.parent_id;
        while (parentId !== null) {
          const parent = await trx.selectFrom('comments').select(['id', 'parent_id', 'deleted_at']).where('id', '=', parentId).executeTakeFirst();
          if (!parent || parent.deleted_at === null) break;
          const stillHas = await trx.selectFrom('comments').select('id').where('parent_id', '=', parent.id).limit(1).executeTakeFirst();
          if (stillHas) break;
          await trx.deleteFrom('comments').where('id', '=', parent.id).execute();
          parentId = parent.parent_id;
        }
      });
      return { ok: true as const };
    },
  );
};

export default commentRoutes;
