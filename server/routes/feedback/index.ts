/** Feedback from a logged-in user, stored for the site owner. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, FeedbackBody, FeedbackResponse } from '../../../src/api/contract';
import { requireUser } from '../../auth/sessions';
import { saveFeedback } from '../../repositories/feedback';
import { BODY_LIMITS } from '../../http/bodyLimits';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: 'keeps' } },
      bodyLimit: BODY_LIMITS.feedback,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the site owner',
        body: FeedbackBody,
        response: { 201: FeedbackResponse, '4xx': ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { message, contact, locale } = request.body;
      const userAgent = request.headers['user-agent'];
      const saved = await saveFeedback(deps.database.kysely, {
        userId: requireUser(request).id,
        message,
        contact,
        locale,
        userAgent,
        now: deps.clock.now().toISOString(),
      });
      return reply.code(201).send(saved);
    },
  );
};

export default feedbackRoutes;
