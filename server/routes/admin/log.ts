/** The moderation log (admins only): every action, newest first, filtered by action and by actor. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogQuery, LogResponse } from '../../../src/api/contract';
import { listLog } from '../../repositories/console/log';
import { errorResponses, tags } from './common';

const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '',
    {
      config: { policy: { session: 'required', role: 'admin', token: 'hidden' } },
      schema: {
        tags,
        summary: 'The moderation log, newest first, optionally of one action and/or one actor (admins)',
        querystring: LogQuery,
        response: { 200: LogResponse, ...errorResponses },
      },
    },
    async (request) => listLog(deps.database.kysely, request.query),
  );
};

export default logRoutes;
