import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from './clock';
import type { AppConfig, RateLimitRuleName } from './config';
import type { PublicAnswerCache } from './cache/publicAnswers';
import type { AppDatabase } from './db';
import type { Mailer } from './mail';
import type { Role, Suspension } from '../src/api/contract';

/** Hashes and checks passwords (server/auth/passwords.ts: Argon2id). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing does not reveal which accounts exist. */
  verifyNothing(password: string): Promise<false>;
}

/** The signed-in account as requests see it (the contract's User). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  createdAt: string;
  role: Role;
  /** null unless suspended at the time of the request. */
  suspension: Suspension | null;
}

/** What authenticated a request: the session cookie, or a personal access token (server/auth/bearer.ts). */
export type RequestCredential =
  | null
  /** `signedInAt`: when the session began, which is always a sign-in with the password (login or registration). */
  | { kind: 'session'; signedInAt: string }
  | { kind: 'token'; tokenId: number; scope: 'read' | 'write' };

export interface AppDeps {
  database: AppDatabase;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  hasher: PasswordHasher;
  /** Key of the reset-code HMAC (RESET_CODE_SECRET, or generated into DATA_DIR). */
  resetCodeSecret: string;
  /** Answers the same for every signed-out visitor, reused for PUBLIC_CACHE_MS; cleared by the writes that can change them. */
  publicAnswers: PublicAnswerCache;
}

/**
 * Builds a rate-limit check for one rule, keyed by IP or by a value worked out
 * from the request (possibly with a database lookup); undefined skips the rule.
 */
export type LimiterFactory = (
  rule: RateLimitRuleName,
  key: 'ip' | ((request: import('fastify').FastifyRequest) => string | undefined | Promise<string | undefined>),
) => preHandlerAsyncHookHandler;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    limiter: LimiterFactory;
  }
  interface FastifyRequest {
    /** The logged-in user, or null. Resolved from the session cookie for /api routes. */
    user: SessionUser | null;
    /** Id of the session that authenticated this request. */
    sessionId: number | null;
    /** How request.user was authenticated: null when nobody is signed in. Set with request.user. */
    credential: RequestCredential;
  }
}
