/**
 * GET /api/health: 200 when the database answers and can be written, else 503
 * SERVICE_UNAVAILABLE saying which (see server/repositories/health.ts). The
 * answer does not name the database (it would only help an attacker).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, HealthResponse } from '../../../src/api/contract';
import { RETRY_AFTER_SECONDS, type DatabaseFailure } from '../../db/failures';
import { errors } from '../../errors';
import { DatabaseHealthCheck, type DatabaseHealth } from '../../repositories/health';

const UNHEALTHY: Record<Exclude<DatabaseHealth, 'ok'>, { message: string; failure: DatabaseFailure }> = {
  unreachable: { message: 'The database is not reachable', failure: 'unavailable' },
  busy: { message: 'The database is locked by another process', failure: 'busy' },
  'read-only': { message: 'The database cannot be written', failure: 'storage' },
};

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = new DatabaseHealthCheck(app.deps.database);
  app.get(
    '/health',
    {
      config: { policy: { session: 'none', token: 'read' } },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponse, '5xx': ApiErrorBody },
      },
    },
    async () => {
      const now = app.deps.clock.now();
      const state = await health.check(now);
      if (state !== 'ok') {
        const { message, failure } = UNHEALTHY[state];
        throw errors.unavailable(message, RETRY_AFTER_SECONDS[failure]);
      }
      return { status: 'ok' as const, time: now.toISOString() };
    },
  );
};

export default healthRoutes;
