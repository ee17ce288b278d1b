/**
 * Server configuration from environment variables, validated with zod at
 * start-up. Every variable is optional with a safe default for local use; an
 * invalid value stops the server with the variable named.
 */
import net from 'node:net';
import path from 'node:path';
import * as z from 'zod';
import { gtagIdSchema } from '../src/config/env';
import { Username } from '../src/api/contract';
import { isLocalSiteUrl } from '../src/config/localHosts';
import { LOCALES } from '../src/config/locales';
import { DEMO_ADMIN } from './setup/demoAccounts';
import { POSTGRES_POOL_SIZE } from './db/poolSize';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Names proxy-addr understands for whole private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which hops of X-Forwarded-For to believe. Unset, empty, `false`
 * or `0`: none (the socket address is the client). A number: that many proxies
 * in front of the server (1 behind one nginx). Otherwise a comma-separated list
 * of proxy addresses or CIDRs. `true` (trust every hop) is refused: anyone could
 * then pick the address the rate limits see by sending the header themselves.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      const text = value?.trim().toLowerCase();
      if (text === undefined || text === '' || text === 'false' || text === 'no' || text === '0') return false;
      if (text === 'true' || text === 'yes') {
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY=true would trust every X-Forwarded-For hop, so any client could choose the address rate limits see. Set the number of proxies in front of the server (e.g. 1 behind one nginx) or their addresses/CIDRs, comma-separated',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops > 10) {
          ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY hop count must be between 0 and 10' });
          return z.NEVER;
        }
        return hops;
      }
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (entries.length === 0 || bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be a hop count (e.g. 1) or comma-separated proxy addresses/CIDRs; not understood: ${bad.join(', ') || value}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

/** The most accounts ADMIN_USERNAMES may name. */
const ADMIN_USERNAMES_MAX = 50;

/**
 * ADMIN_USERNAMES: the accounts that are admins, comma-separated usernames (the site's username
 * rules, at most 50, matched case-insensitively). At start-up these accounts get the admin role and
 * every other admin becomes a member: the environment is the only source of admins (admins grant
 * and revoke moderator in the console). Names of no account are logged and otherwise ignored.
 * Unset: no admins, except with the demo seed (a local set-up), where it names the demo admin.
 */
const adminUsernames = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): string[] | undefined => {
      if (value === undefined) return undefined;
      const names = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      for (const name of names) {
        const checked = Username.safeParse(name);
        if (!checked.success) {
          ctx.addIssue({
            code: 'custom',
            message: `ADMIN_USERNAMES: "${name}" is not a valid username (${checked.error.issues[0]?.message ?? 'invalid'})`,
          });
          return z.NEVER;
        }
      }
      const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
      if (unique.length > ADMIN_USERNAMES_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `ADMIN_USERNAMES may name at most ${ADMIN_USERNAMES_MAX} accounts (it names ${unique.length})`,
        });
        return z.NEVER;
      }
      return unique;
    }),
);

/** A SITE_URL on a host only this machine can reach marks a local set-up. */
export { isLocalSiteUrl };

/** The repository root: the folder holding `server/`. */
export const REPO_ROOT = path.resolve(__dirname, '..');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: int(3000, 0, 65535),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it unset for SQLite)')
        .optional(),
    ),
    SITE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    SITE_URL: z.preprocess(emptyToUndefined, z.url('SITE_URL must be an absolute URL').optional()),
    GTAG_ID: gtagIdSchema,
    COOKIE_SECURE: bool(false),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('PromptDeck <no-reply@promptdeck.local>')),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
        .optional(),
    ),
    SEED_DEMO: z.enum(['true', 'false', '1', '0', '']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    RESET_CODE_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'RESET_CODE_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
    ),
    SESSION_MAX_AGE_DAYS: int(90, 1, 3650),
    BODY_LIMIT: int(16 * 1024, 1024, 1024 * 1024),
    REQUEST_TIMEOUT_MS: int(60_000, 1000, 600_000),
    HEADERS_TIMEOUT_MS: int(10_000, 1000, 120_000),
    KEEP_ALIVE_TIMEOUT_MS: int(5000, 1000, 120_000),
    PUBLIC_CACHE_MS: int(2000, 0, 60_000),
    PUBLIC_CACHE_MAX_BYTES: int(32 * 1024 * 1024, 0, 1024 * 1024 * 1024),
    SEARCH_CONCURRENCY: int(4, 1, 64),
    SEARCH_QUEUE: int(16, 0, 1000),
    SEARCH_PRIORITY_CONCURRENCY: int(2, 1, 64),
    SEARCH_PRIORITY_QUEUE: int(16, 0, 1000),
    SEARCH_TIMEOUT_MS: int(5000, 100, 120_000),
    SESSION_TTL_DAYS: int(30, 1, 365),
    RESET_CODE_TTL_MINUTES: int(30, 1, 24 * 60),
    ARGON2_MEMORY_KIB: int(19456, 1024, 1024 * 1024),
    ARGON2_TIME_COST: int(2, 1, 20),
    ARGON2_PARALLELISM: int(1, 1, 16),
    RATE_LIMIT_DISABLED: bool(false),
    RATE_LIMIT_LOGIN_IP: int(20, 1, 1_000_000),
    RATE_LIMIT_LOGIN_ACCOUNT: int(10, 1, 1_000_000),
    RATE_LIMIT_LOGIN_ACCOUNT_CEILING: int(30, 1, 1_000_000),
    RATE_LIMIT_REGISTER_IP: int(10, 1, 1_000_000),
    RATE_LIMIT_FORGOT_IP: int(10, 1, 1_000_000),
    RATE_LIMIT_FORGOT_ACCOUNT: int(3, 1, 1_000_000),
    RATE_LIMIT_FORGOT_ACCOUNT_MAILS: int(10, 1, 1_000_000),
    RATE_LIMIT_RESET_IP: int(20, 1, 1_000_000),
    RATE_LIMIT_RESET_ACCOUNT: int(10, 1, 1_000_000),
    RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: int(10, 1, 1_000_000),
    RATE_LIMIT_WRITE_IP: int(300, 1, 1_000_000),
    RATE_LIMIT_WRITE_ACCOUNT: int(120, 1, 1_000_000),
    /** Per access token, on top of its account's limits: one runaway script cannot spend the whole account's budget. */
    RATE_LIMIT_WRITE_TOKEN: int(60, 1, 1_000_000),
    RATE_LIMIT_READ_TOKEN: int(300, 1, 1_000_000),
    RATE_LIMIT_IMPORT_ACCOUNT: int(10, 1, 1_000_000),
    RATE_LIMIT_REPORT_ACCOUNT: int(30, 1, 1_000_000),
    RATE_LIMIT_READ_IP: int(600, 1, 1_000_000),
    RATE_LIMIT_READ_ACCOUNT: int(600, 1, 1_000_000),
    RATE_LIMIT_SEARCH_IP: int(60, 1, 1_000_000),
    RATE_LIMIT_SEARCH_ACCOUNT: int(120, 1, 1_000_000),
    DB_STATEMENT_TIMEOUT_MS: int(5000, 100, 600_000),
    DB_CONNECT_TIMEOUT_MS: int(5000, 100, 120_000),
    SQLITE_BUSY_TIMEOUT_MS: int(100, 0, 1000),
    ADMIN_USERNAMES: adminUsernames,
    REPORT_HIDE_THRESHOLD: int(3, 1, 1000),
    NEW_ACCOUNT_HOURS: int(24, 0, 8760),
    MCP_DEFAULT_LOCALE: z.preprocess(
      emptyToUndefined,
      z.enum(LOCALES, { error: `MCP_DEFAULT_LOCALE must be one of ${LOCALES.join(', ')}` }).default('en'),
    ),
  })
  .superRefine((env, ctx) => {
    // Without it a production server would seed the demo account, set insecure cookies and mail localhost links.
    if (env.NODE_ENV === 'production' && env.SITE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'SITE_URL is required when NODE_ENV=production (the public address, e.g. https://prompts.example)',
      });
    }
    // Both lanes' searches may run at once: together they leave a pooled connection to everything else.
    if (env.SEARCH_CONCURRENCY + env.SEARCH_PRIORITY_CONCURRENCY >= POSTGRES_POOL_SIZE) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEARCH_PRIORITY_CONCURRENCY'],
        message: `SEARCH_CONCURRENCY and SEARCH_PRIORITY_CONCURRENCY together must stay below ${POSTGRES_POOL_SIZE}, the size of the PostgreSQL pool`,
      });
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
      });
    }
  })
  .transform((env) => {
    const isProduction = env.NODE_ENV === 'production';
    const port = env.PORT;
    const siteUrl = env.SITE_URL ?? `http://localhost:${port}`;
    const dataDir = path.resolve(env.DATA_DIR);
    // The demo account (with its published password) only on a local set-up, or when asked for.
    const seedDemo =
      env.SEED_DEMO === undefined || env.SEED_DEMO === ''
        ? isLocalSiteUrl(siteUrl)
        : ['true', '1'].includes(env.SEED_DEMO);
    return {
      env: env.NODE_ENV,
      isProduction,
      port,
      host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
      dataDir,
      databaseUrl: env.DATABASE_URL,
      /**
       * Limits of the connection that serves requests (migrations and seeding run without them):
       * PostgreSQL cancels a statement after statementTimeoutMs and a request waits at most
       * connectTimeoutMs for a pooled connection; SQLite's synchronous connection waits at most
       * sqliteBusyTimeoutMs, holding the event loop, for a lock another process holds. Each answers 503.
       */
      databaseLimits: {
        statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
        connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
        sqliteBusyTimeoutMs: env.SQLITE_BUSY_TIMEOUT_MS,
      },
      siteDir: path.resolve(env.SITE_DIR ?? path.join(REPO_ROOT, 'build')),
      siteUrl,
      /** Set when the site was built with Google Analytics: its hosts are then allowed by the pages' CSP. */
      gtagId: env.GTAG_ID,
      cookieSecure: env.COOKIE_SECURE || siteUrl.startsWith('https:'),
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      redisUrl: env.REDIS_URL,
      seedDemo,
      /** Usernames of the admins (ADMIN_USERNAMES; the demo admin when unset and the demo seed is on). */
      adminUsernames: env.ADMIN_USERNAMES ?? (seedDemo ? [DEMO_ADMIN.username] : []),
      moderation: {
        /**
         * Reporters with open reports that hide an item at once (REPORT_HIDE_THRESHOLD): established,
         * not suspended, one per address network; never staff content (server/repositories/reports.ts).
         */
        reportHideThreshold: env.REPORT_HIDE_THRESHOLD,
        /**
         * NEW_ACCOUNT_HOURS: an account this young may not post links, has the lower caps of
         * server/repositories/caps.ts, and its reports do not count towards hiding an item.
         */
        newAccountMs: env.NEW_ACCOUNT_HOURS * 60 * 60 * 1000,
      },
      /** The MCP server at /api/mcp: the language of prompts when a client names none, and where the curated prompt files are read. */
      mcp: { defaultLanguage: env.MCP_DEFAULT_LOCALE, contentDir: REPO_ROOT },
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      /** Body limit of routes without their own (logins, votes, favorites); see server/http/bodyLimits.ts. */
      bodyLimit: env.BODY_LIMIT,
      /** Whole request received within this (slow uploads end), headers within headersTimeoutMs, idle kept-alive sockets closed after keepAliveTimeoutMs. */
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      /** How long an answer the same for every visitor may be reused (0: never); writes here clear it at once. */
      publicCacheMs: env.PUBLIC_CACHE_MS,
      /** What the public cache may hold, in bytes of serialized answers (0: nothing is kept). */
      publicCacheMaxBytes: env.PUBLIC_CACHE_MAX_BYTES,
      /**
       * The lanes of expensive searches (server/search/admission.ts): anonymous searches the index cannot
       * narrow (concurrency, queue) and members' or narrowable ones (priorityConcurrency, priorityQueue):
       * how many run at once and how many wait in each; and (SQLite) how long one may run.
       */
      search: {
        concurrency: env.SEARCH_CONCURRENCY,
        queue: env.SEARCH_QUEUE,
        priorityConcurrency: env.SEARCH_PRIORITY_CONCURRENCY,
        priorityQueue: env.SEARCH_PRIORITY_QUEUE,
        timeoutMs: env.SEARCH_TIMEOUT_MS,
      },
      /** Sliding lifetime: a session unused this long expires. */
      sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      /** Absolute lifetime: a session this old ends however often it is used. */
      sessionMaxAgeMs: env.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
      /** Key of the reset-code HMAC; when unset, one is generated into DATA_DIR (see server/auth/resetCodeSecret.ts). */
      resetCodeSecret: env.RESET_CODE_SECRET,
      resetCodeTtlMs: env.RESET_CODE_TTL_MINUTES * 60 * 1000,
      resetCodeMaxAttempts: 5,
      argon2: {
        memoryCost: env.ARGON2_MEMORY_KIB,
        timeCost: env.ARGON2_TIME_COST,
        parallelism: env.ARGON2_PARALLELISM,
      },
      rateLimit: {
        disabled: env.RATE_LIMIT_DISABLED,
        /**
         * Each rule: at most `max` requests per `windowMs` per key. Addresses
         * count per IPv4 address or IPv6 /64; the *Account rules of login,
         * forgot and reset count per (account, address), so nobody elsewhere
         * can spend the owner's budget.
         */
        rules: {
          loginIp: { max: env.RATE_LIMIT_LOGIN_IP, windowMs: 15 * 60_000 },
          loginAccount: { max: env.RATE_LIMIT_LOGIN_ACCOUNT, windowMs: 15 * 60_000 },
          // The same budget for logins naming no account, kept apart so they cannot push real accounts' counters out.
          loginUnknownAccount: { max: env.RATE_LIMIT_LOGIN_ACCOUNT, windowMs: 15 * 60_000 },
          registerIp: { max: env.RATE_LIMIT_REGISTER_IP, windowMs: 60 * 60_000 },
          forgotIp: { max: env.RATE_LIMIT_FORGOT_IP, windowMs: 60 * 60_000 },
          forgotAccount: { max: env.RATE_LIMIT_FORGOT_ACCOUNT, windowMs: 60 * 60_000 },
          // Reset mails per account from all addresses; beyond it the answer stays 202 but nothing is sent.
          forgotMails: { max: env.RATE_LIMIT_FORGOT_ACCOUNT_MAILS, windowMs: 60 * 60_000 },
          resetIp: { max: env.RATE_LIMIT_RESET_IP, windowMs: 15 * 60_000 },
          resetAccount: { max: env.RATE_LIMIT_RESET_ACCOUNT, windowMs: 15 * 60_000 },
          changePasswordAccount: { max: env.RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT, windowMs: 15 * 60_000 },
          writeIp: { max: env.RATE_LIMIT_WRITE_IP, windowMs: 60_000 },
          writeAccount: { max: env.RATE_LIMIT_WRITE_ACCOUNT, windowMs: 60_000 },
          writeToken: { max: env.RATE_LIMIT_WRITE_TOKEN, windowMs: 60_000 },
          readToken: { max: env.RATE_LIMIT_READ_TOKEN, windowMs: 60_000 },
          // Storing a large document holds SQLite's writer (about a second per 15 MB): a few an hour.
          importAccount: { max: env.RATE_LIMIT_IMPORT_ACCOUNT, windowMs: 60 * 60_000 },
          // Reports per member an hour: more than a careful reader files, few enough that one account cannot flood the queue.
          reportAccount: { max: env.RATE_LIMIT_REPORT_ACCOUNT, windowMs: 60 * 60_000 },
          // Reads (server/search/readLimits.ts): visitors per address, members per account.
          readIp: { max: env.RATE_LIMIT_READ_IP, windowMs: 60_000 },
          readAccount: { max: env.RATE_LIMIT_READ_ACCOUNT, windowMs: 60_000 },
          searchIp: { max: env.RATE_LIMIT_SEARCH_IP, windowMs: 60_000 },
          searchAccount: { max: env.RATE_LIMIT_SEARCH_ACCOUNT, windowMs: 60_000 },
        },
        /**
         * Failed logins of one account from all addresses: up to `failures`
         * per `windowMs` freely, then each further attempt pushes the next one
         * out by a delay that doubles from `firstDelayMs` up to `maxDelayMs`.
         */
        loginCeiling: {
          failures: env.RATE_LIMIT_LOGIN_ACCOUNT_CEILING,
          windowMs: 60 * 60_000,
          firstDelayMs: 1000,
          maxDelayMs: 15 * 60_000,
        },
      },
    };
  });

export type AppConfig = z.output<typeof envSchema>;
export type RateLimitRuleName = keyof AppConfig['rateLimit']['rules'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses and validates the environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid server environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
