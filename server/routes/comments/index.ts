/** Threaded comments on curated and community prompts (rules in repositories/comments.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  CommentIdParams,
  CommentListQuery,
  CommentListResponse,
  CommentResponse,
  CreateCommentBody,
  OkResponse,
  ReplyListQuery,
  ReplyListResponse,
  TargetParams,
  ThreadParams,
} from '../../../src/api/contract';
import { requireUser } from '../../auth/sessions';
import { createComment, deleteComment, listReplies, listThreads } from '../../repositories/comments';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { sendPublic } from '../../cache/publicAnswers';
import { viewerOf } from '../../auth/roles';
import { standingOf } from '../../rules/accountAge';
import { searchVersion } from '../../search';

const tags = ['comments'];
const errorResponses = { '4xx': ApiErrorBody };

const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;
  const now = () => deps.clock.now().toISOString();
  /**
   * Signed out, everyone reads the same thread: pages come from the public cache (a popular
   * thread of long comments is read once per PUBLIC_CACHE_MS, not once per visitor). On
   * PostgreSQL a community prompt may be unshared by another instance: the search version,
   * which that moves, is part of the key.
   */
  const publicVersion = async (kind: string) =>
    kind === 'community' && deps.database.dialect === 'postgres' && deps.publicAnswers.enabled
      ? await searchVersion(db)
      : '';

  app.get(
    '/:kind/:ref',
    {
      config: { policy: { session: 'optional', token: 'read' } },
      schema: {
        tags,
        summary: 'Top comments on a prompt, newest first, each with its first replies',
        params: TargetParams,
        querystring: CommentListQuery,
        response: { 200: CommentListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, ref } = request.params;
      if (request.user) return listThreads(db, request.params, viewerOf(request.user), request.query);
      const { cursor, pageSize } = request.query;
      const key = `comments:${await publicVersion(kind)}:${kind}:${ref}:${pageSize}:${cursor ?? ''}`;
      return sendPublic(reply, deps.publicAnswers, key, () => listThreads(db, request.params, null, request.query));
    },
  );

  app.get(
    '/:kind/:ref/threads/:id/replies',
    {
      config: { policy: { session: 'optional', token: 'read' } },
      schema: {
        tags,
        summary: 'More replies of one thread, oldest first',
        params: ThreadParams,
        querystring: ReplyListQuery,
        response: { 200: ReplyListResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, ref, id } = request.params;
      if (request.user) return listReplies(db, { kind, ref }, id, viewerOf(request.user), request.query);
      const { cursor, pageSize } = request.query;
      const key = `replies:${await publicVersion(kind)}:${kind}:${ref}:${id}:${pageSize}:${cursor ?? ''}`;
      return sendPublic(reply, deps.publicAnswers, key, () => listReplies(db, { kind, ref }, id, null, request.query));
    },
  );

  app.post(
    '/:kind/:ref',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: 'clears' } },
      bodyLimit: BODY_LIMITS.comment,
      schema: {
        tags,
        summary: 'Post a comment, or a reply when parentId is given',
        params: TargetParams,
        body: CreateCommentBody,
        response: { 201: CommentResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const standing = standingOf(deps.config, me.createdAt, deps.clock.now());
      const comment = await createComment(deps.database, me, request.params, request.body, now(), standing);
      return reply.code(201).send({ comment });
    },
  );

  app.delete(
    '/:id',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'allowed', publicAnswers: 'clears' } },
      schema: {
        tags,
        summary: 'Delete my comment',
        params: CommentIdParams,
        response: { 200: OkResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteComment(deps.database, requireUser(request).id, request.params.id, now());
      return { ok: true as const };
    },
  );
};

export default commentRoutes;
