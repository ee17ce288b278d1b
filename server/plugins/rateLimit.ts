/**
 * Rate limits through @fastify/rate-limit: an in-process store by default, or
 * Redis (shared by every instance) when REDIS_URL is configured. Rules are
 * named in config (per IP and per account) and applied as preHandlers.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import type { LimiterFactory } from '../types';

async function rateLimitPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  let redis: import('ioredis').Redis | undefined;
  if (config.redisUrl && !config.rateLimit.disabled) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true } : {}),
    nameSpace: 'promptdeck-rl-',
  });

  const factory: LimiterFactory = (ruleName, key) => {
    if (config.rateLimit.disabled) return async () => {};
    const rule = config.rateLimit.rules[ruleName];
    const keyOf = (request: FastifyRequest) => (key === 'ip' ? request.ip : key(request));
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${ruleName}:${keyOf(request) ?? ''}`,
    });
    return async (request) => {
      if (keyOf(request) === undefined) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, 'RATE_LIMITED', 'Too many requests, try again later', undefined, {
          'retry-after': String(Math.max(1, result.ttlInSeconds)),
        });
      }
    };
  };
  app.decorate('limiter', factory);
}

export default fp(rateLimitPlugin, { name: 'promptdeck-rate-limit' });
