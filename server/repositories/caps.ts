/**
 * The account caps (ACCOUNT_CAPS and TOKEN_LIMITS in src/api/limits.ts),
 * counted in one place for every path that adds rows: creating, sharing,
 * importing, commenting, keeping favorites and creating access tokens. Each count reads one index on the account (never the
 * table) and at most the cap's number of rows.
 *
 * Accounts younger than NEW_ACCOUNT_HOURS have lower budgets (NEW_ACCOUNT_CAPS, the one home of
 * those numbers); the refusal then names the lower number.
 *
 * Callers check inside the transaction that adds the rows, after
 * `lockAccount`, so two requests of one account cannot both take the last
 * place (PostgreSQL: a row lock on the user; SQLite runs one transaction at
 * a time).
 */
import { ACCOUNT_CAPS, QUOTA_LIMITS, TOKEN_LIMITS, type QuotaField } from '../../src/api/limits';
import type { Standing } from '../rules/accountAge';
import { toInt, type Db, type DialectName } from '../db';
import { AppError, retryAfter } from '../errors';

/** The budgets of an account younger than NEW_ACCOUNT_HOURS, over the same windows as ACCOUNT_CAPS. */
export const NEW_ACCOUNT_CAPS = {
  SHARED_PROMPTS_PER_DAY: 5,
  COMMENTS_PER_HOUR: 10,
} as const;

/** The budgets that apply to an account of this standing (none given: an established account). */
function budgetsFor(standing?: Standing) {
  const young = standing?.newAccount === true;
  return {
    sharedPerDay: young ? NEW_ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY : ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY,
    commentsPerHour: young ? NEW_ACCOUNT_CAPS.COMMENTS_PER_HOUR : ACCOUNT_CAPS.COMMENTS_PER_HOUR,
  };
}

const MESSAGES: Record<QuotaField, (limit: number) => string> = {
  prompts: (limit) => `An account keeps at most ${limit} prompts`,
  favorites: (limit) => `An account keeps at most ${limit} favorites`,
  shared: (limit) => `This account shares at most ${limit} prompts a day`,
  comments: (limit) => `This account posts at most ${limit} comments an hour`,
  tokens: (limit) => `An account keeps at most ${limit} access tokens`,
};

/**
 * QUOTA_EXCEEDED naming the cap. Storage caps are 403 (waiting does not help);
 * budgets per period are 429 with the seconds until a place frees up.
 */
export function quotaExceeded(
  field: QuotaField,
  retryAfterSeconds?: number,
  limit: number = QUOTA_LIMITS[field],
): AppError {
  const headers = retryAfterSeconds === undefined ? undefined : retryAfter(retryAfterSeconds);
  return new AppError(
    retryAfterSeconds === undefined ? 403 : 429,
    'QUOTA_EXCEEDED',
    MESSAGES[field](limit),
    field,
    headers,
    limit,
  );
}

/** Inside a transaction: holds the account's row until commit, so its cap checks and inserts run one at a time. */
export async function lockAccount(trx: Db, dialect: DialectName, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Room left under a storage cap. */
async function roomLeft(
  db: Db,
  table: 'prompts' | 'favorites' | 'access_tokens',
  userId: number,
  max: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Math.max(0, max - toInt(row.n));
}

/** Throws QUOTA_EXCEEDED (prompts) unless the account can keep `adding` more prompts. */
export async function assertPromptRoom(db: Db, userId: number, adding = 1): Promise<void> {
  if ((await roomLeft(db, 'prompts', userId, ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX)) < adding)
    throw quotaExceeded('prompts');
}

/** Throws QUOTA_EXCEEDED (favorites) unless the account can keep `adding` more favorites. */
export async function assertFavoriteRoom(db: Db, userId: number, adding = 1): Promise<void> {
  if ((await roomLeft(db, 'favorites', userId, ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX)) < adding)
    throw quotaExceeded('favorites');
}

/** Throws QUOTA_EXCEEDED (tokens) unless the account can keep one more access token. */
export async function assertTokenRoom(db: Db, userId: number): Promise<void> {
  if ((await roomLeft(db, 'access_tokens', userId, TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX)) < 1)
    throw quotaExceeded('tokens');
}

export interface Budget {
  /** How many more may be used now. */
  left: number;
  /** Seconds until one more is allowed (when none is left). */
  retryAfterSeconds: number;
}

/**
 * What is left of a budget per period, from the newest `max` timestamps in the window:
 * when all are in it, the oldest of them frees a place when it leaves the window.
 */
function budgetOf(times: string[], max: number, windowMs: number, now: string): Budget {
  if (times.length < max) return { left: max - times.length, retryAfterSeconds: 0 };
  const freesAt = Date.parse(times[max - 1]!) + windowMs;
  return { left: 0, retryAfterSeconds: Math.max(1, (freesAt - Date.parse(now)) / 1000) };
}

/** Shares left today: prompts that became shared in the last day, `except` one (a prompt shared again is not counted twice). */
export async function shareBudget(
  db: Db,
  userId: number,
  now: string,
  except?: number,
  standing?: Standing,
): Promise<Budget> {
  const max = budgetsFor(standing).sharedPerDay;
  const since = new Date(Date.parse(now) - ACCOUNT_CAPS.SHARE_WINDOW_MS).toISOString();
  let query = db.selectFrom('prompts').select('shared_at').where('user_id', '=', userId).where('shared_at', '>', since);
  if (except !== undefined) query = query.where('id', '!=', except);
  const rows = await query.orderBy('shared_at', 'desc').limit(max).execute();
  return budgetOf(
    rows.map((row) => row.shared_at!),
    max,
    ACCOUNT_CAPS.SHARE_WINDOW_MS,
    now,
  );
}

/** Throws QUOTA_EXCEEDED (shared, 429) when the day's shares are spent. */
export async function assertShareBudget(
  db: Db,
  userId: number,
  now: string,
  except?: number,
  standing?: Standing,
): Promise<void> {
  const budget = await shareBudget(db, userId, now, except, standing);
  if (budget.left < 1) throw quotaExceeded('shared', budget.retryAfterSeconds, budgetsFor(standing).sharedPerDay);
}

/** Throws QUOTA_EXCEEDED (comments, 429) when the hour's comments are spent (replies and deleted placeholders count). */
export async function assertCommentBudget(db: Db, userId: number, now: string, standing?: Standing): Promise<void> {
  const max = budgetsFor(standing).commentsPerHour;
  const since = new Date(Date.parse(now) - ACCOUNT_CAPS.COMMENT_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('comments')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(max)
    .execute();
  const budget = budgetOf(
    rows.map((row) => row.created_at),
    max,
    ACCOUNT_CAPS.COMMENT_WINDOW_MS,
    now,
  );
  if (budget.left < 1) throw quotaExceeded('comments', budget.retryAfterSeconds, max);
}
