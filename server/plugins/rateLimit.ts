/**
 * Rate limits through @fastify/rate-limit: an in-process store by default, or
 * Redis (shared by every instance) when REDIS_URL is configured. Rules are
 * named in config (per IP and per account) and applied as preHandlers.
 *
 * When the store fails (Redis unreachable), the account rules fail CLOSED:
 * login, register, forgot/reset password and change password answer 503
 * SERVICE_UNAVAILABLE, because skipping them would hand out unlimited password
 * and reset-code guesses for as long as Redis is down (an attacker who can
 * disturb Redis would get exactly that). The general write limits fail OPEN:
 * they only protect against floods of ordinary writes by known users or
 * addresses, and refusing every vote, favorite and prompt during a Redis
 * outage would hurt far more than it protects. Both cases are logged.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig, RateLimitRuleName } from '../config';
import { AppError } from '../errors';
import type { LimiterFactory } from '../types';

/** Rules guarding credentials and reset codes: refused, not skipped, when the store is down. */
export const FAIL_CLOSED_RULES: ReadonlySet<RateLimitRuleName> = new Set<RateLimitRuleName>([
  'loginIp',
  'loginAccount',
  'registerIp',
  'forgotIp',
  'forgotAccount',
  'resetIp',
  'resetAccount',
  'changePasswordAccount',
]);

async function rateLimitPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  let redis: import('ioredis').Redis | undefined;
  if (config.redisUrl && !config.rateLimit.disabled) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, {
      connectTimeout: 1000,
      // While disconnected, commands fail at once instead of queueing, and a
      // command waits at most a second: then the rule fails closed or open (above).
      enableOfflineQueue: false,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 100, 1000),
      lazyConnect: false,
    });
    // Start with a connection when Redis is there (without the queue, earlier commands would fail).
    const connection = redis;
    await new Promise<void>((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        connection.off('ready', settle);
        connection.off('error', settle);
        resolve();
      };
      const timer = setTimeout(settle, 2000);
      connection.once('ready', settle);
      connection.once('error', settle);
    });
    let lastWarning = 0;
    redis.on('error', (error: Error) => {
      // Reconnection errors repeat every second while Redis is down: say it once a minute.
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ err: error }, 'rate-limit store (Redis) is unreachable');
    });
    app.addHook('onClose', async () => {
      // quit() waits for a reply, which never comes while Redis is unreachable.
      if (redis?.status === 'ready') await redis.quit().catch(() => redis?.disconnect());
      else redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    // Store errors reach the limiter below, which decides per rule.
    ...(redis ? { redis, skipOnError: false } : {}),
    nameSpace: 'promptdeck-rl-',
  });

  const factory: LimiterFactory = (ruleName, key) => {
    if (config.rateLimit.disabled) return async () => {};
    const rule = config.rateLimit.rules[ruleName];
    const failClosed = FAIL_CLOSED_RULES.has(ruleName);
    // The key is worked out once per request (it may need a database lookup) and read back by the store.
    const keys = new WeakMap<FastifyRequest, string>();
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${ruleName}:${keys.get(request) ?? ''}`,
    });
    return async (request) => {
      const value = key === 'ip' ? request.ip : await key(request);
      if (value === undefined) return;
      keys.set(request, value);
      let result;
      try {
        result = await check(request);
      } catch (error) {
        if (failClosed) {
          request.log.error({ err: error, rule: ruleName }, 'rate-limit store failed: refusing the request');
          throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Temporarily unavailable, try again later', undefined, { 'retry-after': '30' });
        }
        request.log.warn({ err: error, rule: ruleName }, 'rate-limit store failed: request let through');
        return;
      }
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
