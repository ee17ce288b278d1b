/** Content in the console (moderators): find community prompts and comments; hide, unhide or delete one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentItemResponse,
  ContentQuery,
  ContentResponse,
  ModeratedItemParams,
  ModerationNoteBody,
  OkResponse,
  type ModeratedKind,
} from '../../../src/api/contract';
import { errors } from '../../errors';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { searchContent } from '../../repositories/console/content';
import { consoleItems } from '../../repositories/console/items';
import { deleteItem, hideItem, unhideItem } from '../../repositories/moderation';
import { consoleActor, errorResponses, tags } from './common';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;
  const now = () => deps.clock.now().toISOString();
  const itemNow = async (kind: ModeratedKind, id: number) => {
    const [found] = await consoleItems(db, kind, [id]);
    if (!found) throw errors.itemNotFound(kind);
    return { item: found.item };
  };
  const noted = {
    bodyLimit: BODY_LIMITS.moderation,
  };

  app.get(
    '',
    {
      config: { policy: { session: 'required', role: 'moderator', token: 'hidden' } },
      schema: {
        tags,
        summary: 'Find community prompts or comments by text and/or author, newest first (moderators)',
        querystring: ContentQuery,
        response: { 200: ContentResponse, ...errorResponses },
      },
    },
    async (request) => searchContent(db, deps.database.dialect, { ...request.query, q: request.query.q || undefined }),
  );

  app.post(
    '/:kind/:id/hide',
    {
      config: {
        policy: {
          session: 'required',
          role: 'moderator',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'clears',
        },
      },
      ...noted,
      schema: {
        tags,
        summary: 'Hide a prompt or comment from everyone but its author and moderators (moderators)',
        params: ModeratedItemParams,
        body: ModerationNoteBody,
        response: { 200: ContentItemResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await hideItem(deps.database, kind, id, request.body.note, consoleActor(request), now());
      return itemNow(kind, id);
    },
  );

  app.post(
    '/:kind/:id/unhide',
    {
      config: {
        policy: {
          session: 'required',
          role: 'moderator',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'clears',
        },
      },
      ...noted,
      schema: {
        tags,
        summary: 'Show a hidden prompt or comment again (moderators)',
        params: ModeratedItemParams,
        body: ModerationNoteBody,
        response: { 200: ContentItemResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await unhideItem(deps.database, kind, id, request.body.note, consoleActor(request), now());
      return itemNow(kind, id);
    },
  );

  app.delete(
    '/:kind/:id',
    {
      config: {
        policy: {
          session: 'required',
          role: 'moderator',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'clears',
        },
      },
      ...noted,
      schema: {
        tags,
        summary: 'Delete a prompt or comment as its author could (moderators)',
        params: ModeratedItemParams,
        body: ModerationNoteBody,
        response: { 200: OkResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await deleteItem(deps.database, kind, id, request.body.note, consoleActor(request), now());
      return { ok: true as const };
    },
  );
};

export default contentRoutes;
