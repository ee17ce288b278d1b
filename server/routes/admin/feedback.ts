/** The console's feedback inbox (moderators): open or handled messages, newest first; mark handled or open again. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FeedbackInboxItemResponse,
  FeedbackInboxQuery,
  FeedbackInboxResponse,
  FeedbackParams,
  MarkHandledBody,
} from '../../../src/api/contract';
import { listFeedbackInbox, markFeedbackHandled } from '../../repositories/console/feedbackInbox';
import { consoleActor, errorResponses, tags } from './common';

const feedbackInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '',
    {
      config: { policy: { session: 'required', role: 'moderator', token: 'hidden' } },
      schema: {
        tags,
        summary: 'Feedback inbox: open or handled messages, newest first (moderators)',
        querystring: FeedbackInboxQuery,
        response: { 200: FeedbackInboxResponse, ...errorResponses },
      },
    },
    async (request) => listFeedbackInbox(deps.database.kysely, request.query),
  );

  app.post(
    '/:id/handled',
    {
      config: {
        policy: {
          session: 'required',
          role: 'moderator',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'keeps',
        },
      },
      schema: {
        tags,
        summary: 'Mark a feedback message handled, or open again (moderators)',
        params: FeedbackParams,
        body: MarkHandledBody,
        response: { 200: FeedbackInboxItemResponse, ...errorResponses },
      },
    },
    async (request) => ({
      item: await markFeedbackHandled(
        deps.database,
        consoleActor(request),
        request.params.id,
        request.body.handled,
        deps.clock.now().toISOString(),
      ),
    }),
  );
};

export default feedbackInboxRoutes;
