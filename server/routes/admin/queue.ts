/** The report queue (moderators): items with open reports, longest waiting first, and the decision on one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ModeratedItemParams,
  QueueActionBody,
  QueueActionResponse,
  QueueQuery,
  QueueResponse,
} from '../../../src/api/contract';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { actOnQueueItem, listQueue } from '../../repositories/console/queue';
import { consoleActor, errorResponses, tags } from './common';

const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '',
    {
      config: { policy: { session: 'required', role: 'moderator', token: 'hidden' } },
      schema: {
        tags,
        summary: 'Items with open reports, the longest waiting first, with their reports (moderators)',
        querystring: QueueQuery,
        response: { 200: QueueResponse, ...errorResponses },
      },
    },
    async (request) => listQueue(deps.database.kysely, request.query),
  );

  app.post(
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
      bodyLimit: BODY_LIMITS.moderation,
      schema: {
        tags,
        summary: 'Dismiss the reports of an item, or hide or delete it, optionally suspending its author (moderators)',
        params: ModeratedItemParams,
        body: QueueActionBody,
        response: { 200: QueueActionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return actOnQueueItem(deps.database, kind, id, request.body, consoleActor(request), deps.clock.now());
    },
  );
};

export default queueRoutes;
