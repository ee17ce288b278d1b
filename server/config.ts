/**
 * Server configuration from environment variables, validated with zod at
 * start-up. Every variable is optional with a safe default for local use; an
 * invalid value stops the server with the variable named.
 */
import path from 'node:path';
import * as z from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

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
    COOKIE_SECURE: bool(false),
    SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional()),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('PromptDeck <no-reply@promptdeck.local>')),
    REDIS_URL: z.preprocess(emptyToUndefined, z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://').optional()),
    SEED_DEMO: z.enum(['true', 'false', '1', '0', '']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool(false),
    BODY_LIMIT: int(256 * 1024, 1024, 10 * 1024 * 1024),
    SESSION_TTL_DAYS: int(30, 1, 365),
    RESET_CODE_TTL_MINUTES: int(30, 1, 24 * 60),
    ARGON2_MEMORY_KIB: int(19456, 1024, 1024 * 1024),
    ARGON2_TIME_COST: int(2, 1, 20),
    ARGON2_PARALLELISM: int(1, 1, 16),
    RATE_LIMIT_DISABLED: bool(false),
    RATE_LIMIT_LOGIN_IP: int(20, 1, 1_000_000),
    RATE_LIMIT_LOGIN_ACCOUNT: int(10, 1, 1_000_000),
    RATE_LIMIT_REGISTER_IP: int(10, 1, 1_000_000),
    RATE_LIMIT_FORGOT_IP: int(10, 1, 1_000_000),
    RATE_LIMIT_FORGOT_ACCOUNT: int(3, 1, 1_000_000),
    RATE_LIMIT_RESET_IP: int(20, 1, 1_000_000),
    RATE_LIMIT_RESET_ACCOUNT: int(10, 1, 1_000_000),
    RATE_LIMIT_WRITE_IP: int(300, 1, 1_000_000),
    RATE_LIMIT_WRITE_ACCOUNT: int(120, 1, 1_000_000),
  })
  .transform((env) => {
    const isProduction = env.NODE_ENV === 'production';
    const port = env.PORT;
    const siteUrl = env.SITE_URL ?? `http://localhost:${port}`;
    const dataDir = path.resolve(env.DATA_DIR);
    return {
      env: env.NODE_ENV,
      isProduction,
      port,
      host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
      dataDir,
      databaseUrl: env.DATABASE_URL,
      siteDir: path.resolve(env.SITE_DIR ?? path.join(REPO_ROOT, 'build')),
      siteUrl,
      cookieSecure: env.COOKIE_SECURE || siteUrl.startsWith('https:'),
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      redisUrl: env.REDIS_URL,
      seedDemo: env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? !isProduction : ['true', '1'].includes(env.SEED_DEMO),
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      bodyLimit: env.BODY_LIMIT,
      sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      resetCodeTtlMs: env.RESET_CODE_TTL_MINUTES * 60 * 1000,
      resetCodeMaxAttempts: 5,
      argon2: {
        memoryCost: env.ARGON2_MEMORY_KIB,
        timeCost: env.ARGON2_TIME_COST,
        parallelism: env.ARGON2_PARALLELISM,
      },
      rateLimit: {
        disabled: env.RATE_LIMIT_DISABLED,
        /** Each rule: at most `max` requests per `windowMs` per key. */
        rules: {
          loginIp: { max: env.RATE_LIMIT_LOGIN_IP, windowMs: 15 * 60_000 },
          loginAccount: { max: env.RATE_LIMIT_LOGIN_ACCOUNT, windowMs: 15 * 60_000 },
          registerIp: { max: env.RATE_LIMIT_REGISTER_IP, windowMs: 60 * 60_000 },
          forgotIp: { max: env.RATE_LIMIT_FORGOT_IP, windowMs: 60 * 60_000 },
          forgotAccount: { max: env.RATE_LIMIT_FORGOT_ACCOUNT, windowMs: 60 * 60_000 },
          resetIp: { max: env.RATE_LIMIT_RESET_IP, windowMs: 15 * 60_000 },
          resetAccount: { max: env.RATE_LIMIT_RESET_ACCOUNT, windowMs: 15 * 60_000 },
          writeIp: { max: env.RATE_LIMIT_WRITE_IP, windowMs: 60_000 },
          writeAccount: { max: env.RATE_LIMIT_WRITE_ACCOUNT, windowMs: 60_000 },
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
