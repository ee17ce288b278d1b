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
 * outage would hurt far more than it protects. Both cases are logged. After a
 * store failure the store is not asked again for STORE_PAUSE_MS: a hung Redis
 * then costs one command timeout, not one per rule per request.
 *
 * Addresses are counted per IPv4 address or IPv6 /64 (addressKey in
 * server/http/addresses.ts): one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would give them billions of budgets. The in-process store keeps
 * STORE_KEYS_PER_RULE keys per rule, least recently used out first.
 *
 * Besides fixed-window rules, a failure ceiling (failureCeiling) lets an
 * account take a number of failed attempts from anywhere, then makes each
 * further attempt wait a doubling delay instead of locking the owner out.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig, RateLimitRuleName } from '../config';
import { errors } from '../errors';
import { addressKey } from '../http/addresses';
import type { LimiterFactory } from '../types';

/** Rules guarding credentials and reset codes: refused, not skipped, when the store is down. */
export const FAIL_CLOSED_RULES: ReadonlySet<RateLimitRuleName> = new Set<RateLimitRuleName>([
  'loginIp',
  'loginAccount',
  'loginUnknownAccount',
  'registerIp',
  'forgotIp',
  'forgotAccount',
  'forgotMails',
  'resetIp',
  'resetAccount',
  'changePasswordAccount',
]);

/** Keys each in-process rule (and failure ceiling) remembers; the least recently used go first. */
export const STORE_KEYS_PER_RULE = 100_000;
/** After a store failure, how long the store is not asked (the rules fail closed or open at once). */
export const STORE_PAUSE_MS = 5000;

/** Refused while the store is paused after a failure (see STORE_PAUSE_MS). */
export class StorePausedError extends Error {
  override name = 'StorePausedError';
  constructor() {
    super('rate-limit store paused after a recent failure');
  }
}

export interface FailureCeilingSettings {
  failures: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Failed attempts of one key (an account) from anywhere: `enter` refuses with
 * 429 and Retry-After while the key must wait, and otherwise counts the attempt
 * at once (so parallel attempts cannot slip past the ceiling); `refund` gives
 * it back when the attempt succeeded, so only failures add up.
 */
export interface FailureCeiling {
  enter(request: FastifyRequest, key: string): Promise<void>;
  refund(request: FastifyRequest, key: string): Promise<void>;
}

/** The delay after the `over`-th attempt past the ceiling: first, doubled each time, capped. */
export function ceilingDelayMs(over: number, settings: FailureCeilingSettings): number {
  return Math.min(settings.firstDelayMs * 2 ** Math.min(over - 1, 40), settings.maxDelayMs);
}

interface CeilingStore {
  /** 0 when the attempt may go on (and is counted), otherwise the milliseconds left to wait. */
  enter(key: string): Promise<number>;
  refund(key: string): Promise<void>;
}

class MemoryCeilingStore implements CeilingStore {
  private readonly entries = new Map<string, { count: number; windowEnds: number; until: number }>();
  constructor(
    private readonly settings: FailureCeilingSettings,
    private readonly now: () => number,
  ) {}

  async enter(key: string): Promise<number> {
    const now = this.now();
    let entry = this.entries.get(key);
    // Re-inserted on every use: the Map's order is then least recently used first.
    if (entry) this.entries.delete(key);
    if (!entry || entry.windowEnds <= now)
      entry = { count: 0, windowEnds: now + this.settings.windowMs, until: entry?.until ?? 0 };
    this.entries.set(key, entry);
    if (this.entries.size > STORE_KEYS_PER_RULE) this.entries.delete(this.entries.keys().next().value!);
    if (entry.until > now) return entry.until - now;
    entry.count += 1;
    const over = entry.count - this.settings.failures;
    if (over > 0) entry.until = now + ceilingDelayMs(over, this.settings);
    return 0;
  }

  async refund(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }
}

// KEYS: count, wait-until marker. ARGV: failures, windowMs, firstDelayMs, maxDelayMs.
const CEILING_ENTER_LUA = `
local wait = redis.call('PTTL', KEYS[2])
if wait > 0 then return wait end
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local over = count - tonumber(ARGV[1])
if over > 0 then
  local delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(over - 1, 40), tonumber(ARGV[4]))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay))
end
return 0`;
const CEILING_REFUND_LUA = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

class RedisCeilingStore implements CeilingStore {
  constructor(
    private readonly redis: import('ioredis').Redis,
    private readonly prefix: string,
    private readonly settings: FailureCeilingSettings,
  ) {}

  async enter(key: string): Promise<number> {
    const { failures, windowMs, firstDelayMs, maxDelayMs } = this.settings;
    const wait = await this.redis.eval(
      CEILING_ENTER_LUA,
      2,
      `${this.prefix}${key}:n`,
      `${this.prefix}${key}:until`,
      failures,
      windowMs,
      firstDelayMs,
      maxDelayMs,
    );
    return Number(wait);
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(CEILING_REFUND_LUA, 1, `${this.prefix}${key}:n`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one request against a rule without refusing it: true while within the limit (store failures as for the rule). */
    withinLimit(rule: RateLimitRuleName, request: FastifyRequest, key: string): Promise<boolean>;
    /** A failure ceiling of its own (separate counters per name), see FailureCeiling. */
    failureCeiling(name: string, settings: FailureCeilingSettings): FailureCeiling;
  }
}

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

  let storePausedUntil = 0;
  /** Runs a store call, or refuses at once while the store is paused after a failure (only Redis fails). */
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    if (!redis) return run();
    if (Date.now() < storePausedUntil) throw new StorePausedError();
    try {
      return await run();
    } catch (error) {
      storePausedUntil = Date.now() + STORE_PAUSE_MS;
      throw error;
    }
  };
  /** A store failure: 503 for the rules guarding credentials, let through (and logged) for the others. */
  const storeFailed = (request: FastifyRequest, rule: string, failClosed: boolean, error: unknown) => {
    if (failClosed) {
      request.log.error({ err: error, rule }, 'rate-limit store failed: refusing the request');
      throw errors.unavailable('Temporarily unavailable, try again later', 30);
    }
    request.log.warn({ err: error, rule }, 'rate-limit store failed: request let through');
  };

  /** One rule's counter: undefined when the request is within the limit, else the seconds to wait. */
  const counter = (ruleName: RateLimitRuleName) => {
    const rule = config.rateLimit.rules[ruleName];
    const failClosed = FAIL_CLOSED_RULES.has(ruleName);
    // The key is worked out once per request (it may need a database lookup) and read back by the store.
    const keys = new WeakMap<FastifyRequest, string>();
    // `cache` (the in-process store's size) is read per limiter, though the typings only list it for the plugin.
    const options = {
      max: rule.max,
      timeWindow: rule.windowMs,
      cache: STORE_KEYS_PER_RULE,
      keyGenerator: (request: FastifyRequest) => `${ruleName}:${keys.get(request) ?? ''}`,
    };
    const check = app.createRateLimit(options);
    return async (request: FastifyRequest, value: string): Promise<number | undefined> => {
      keys.set(request, value);
      let result;
      try {
        result = await guarded(() => check(request));
      } catch (error) {
        storeFailed(request, ruleName, failClosed, error);
        return undefined;
      }
      return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : undefined;
    };
  };

  // One counter per rule name, whoever applies the rule: MCP's searches and writes count with the
  // REST ones, and change-password and both account deletions share changePasswordAccount's guesses.
  const counters = new Map<RateLimitRuleName, ReturnType<typeof counter>>();
  const counterOf = (ruleName: RateLimitRuleName) => {
    let count = counters.get(ruleName);
    if (!count) counters.set(ruleName, (count = counter(ruleName)));
    return count;
  };

  const factory: LimiterFactory = (ruleName, key) => {
    if (config.rateLimit.disabled) return async () => {};
    const count = counterOf(ruleName);
    return async (request) => {
      const value = key === 'ip' ? addressKey(request.ip) : await key(request);
      if (value === undefined) return;
      const wait = await count(request, value);
      if (wait !== undefined) throw errors.rateLimited(wait);
    };
  };
  app.decorate('limiter', factory);

  app.decorate('withinLimit', async (ruleName: RateLimitRuleName, request: FastifyRequest, key: string) => {
    if (config.rateLimit.disabled) return true;
    return (await counterOf(ruleName)(request, key)) === undefined;
  });

  app.decorate('failureCeiling', (name: string, settings: FailureCeilingSettings): FailureCeiling => {
    if (config.rateLimit.disabled) return { enter: async () => {}, refund: async () => {} };
    const store: CeilingStore = redis
      ? new RedisCeilingStore(redis, `promptdeck-ceiling-${name}:`, settings)
      : new MemoryCeilingStore(settings, () => app.deps.clock.now().getTime());
    return {
      async enter(request, key) {
        let waitMs;
        try {
          waitMs = await guarded(() => store.enter(key));
        } catch (error) {
          storeFailed(request, name, true, error);
          return;
        }
        if (waitMs > 0) throw errors.rateLimited(waitMs / 1000);
      },
      async refund(request, key) {
        try {
          await guarded(() => store.refund(key));
        } catch (error) {
          // The attempt succeeded already; a lost refund only counts one failure too many.
          request.log.warn({ err: error, rule: name }, 'rate-limit store failed: attempt not given back');
        }
      },
    };
  });
}

export default fp(rateLimitPlugin, { name: 'promptdeck-rate-limit' });
