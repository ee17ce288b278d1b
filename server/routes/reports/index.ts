/** Members report a community prompt or a comment to the moderators (repositories/reports.ts has the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, ReportBody, ReportResponse } from '../../../src/api/contract';
import { establishedBefore } from '../../rules/accountAge';
import { reporterNetworkHash } from '../../auth/reporterNetwork';
import { requireUser } from '../../auth/sessions';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { fileReport } from '../../repositories/reports';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: 'clears' } },
      bodyLimit: BODY_LIMITS.report,
      schema: {
        tags: ['moderation'],
        summary:
          'Report a community prompt or a comment (once per item; enough established reporters hide it pending review)',
        body: ReportBody,
        response: { 201: ReportResponse, '4xx': ApiErrorBody },
      },
      onRequest: [app.limiter('reportAccount', (request) => (request.user ? String(request.user.id) : undefined))],
    },
    async (request, reply) => {
      const now = deps.clock.now();
      // request.ip is the client's address as TRUST_PROXY allows reading it.
      const network = reporterNetworkHash(deps.resetCodeSecret, request.ip);
      const receipt = await fileReport(
        deps.database,
        requireUser(request).id,
        { ...request.body, network },
        {
          threshold: deps.config.moderation.reportHideThreshold,
          establishedBefore: establishedBefore(deps.config, now),
          now: now.toISOString(),
        },
      );
      return reply.code(201).send(receipt);
    },
  );
};

export default reportRoutes;
