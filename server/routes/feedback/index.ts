/** Feedback from a logged-in user, stored for the site owner. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, FeedbackBody, FeedbackResponse } from '../../../src/api/contract';
import { authRequired, requireUser } from '../../auth/sessions';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the site owner',
        body: FeedbackBody,
        response: { 201: FeedbackResponse, '4xx': ApiErrorBody },
      },
      preValidation: [authRequired],
    },
    async (request, reply) => {
      const me = requireUser(request);
      const userAgent = request.headers['user-agent'];
      const row = await deps.database.kysely
        .insertInto('feedback')
        .values({
          user_id: me.id,
          message: request.body.message,
          contact: request.body.contact ? request.body.contact : null,
          user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
          created_at: deps.clock.now().toISOString(),
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ id: row.id, createdAt: row.created_at });
    },
  );
};

export default feedbackRoutes;
