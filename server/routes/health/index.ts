import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, HealthResponse } from '../../../src/api/contract';
import { AppError } from '../../errors';
import { pingDatabase } from '../../repositories/health';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: HealthResponse, '5xx': ApiErrorBody } } },
    async () => {
      try {
        await pingDatabase(app.deps.database.kysely);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: app.deps.database.dialect, time: app.deps.clock.now().toISOString() };
    },
  );
};

export default healthRoutes;
