/**
 * When an account stops being new (NEW_ACCOUNT_HOURS after it was created): until then it may not
 * post links, has the lower caps of repositories/caps.ts, and its reports do not count towards
 * hiding an item. The one place that measures an account's age.
 */
import type { AppConfig } from '../config';

/** When the account created at `createdAt` is established. */
export function establishedAt(config: AppConfig, createdAt: string): string {
  return new Date(Date.parse(createdAt) + config.moderation.newAccountMs).toISOString();
}

/** Whether the account created at `createdAt` is still new at `now`. */
export function isNewAccount(config: AppConfig, createdAt: string, now: Date): boolean {
  return Date.parse(createdAt) + config.moderation.newAccountMs > now.getTime();
}

/** Accounts created at or before this time are established at `now`. */
export function establishedBefore(config: AppConfig, now: Date): string {
  return new Date(now.getTime() - config.moderation.newAccountMs).toISOString();
}

/** What the new-account rules need to know about an account posting now. */
export interface Standing {
  /** Younger than NEW_ACCOUNT_HOURS: no links, the lower caps. */
  newAccount: boolean;
  /** When it stops being new. */
  establishedAt: string;
}

/** An established account (scripts, tests, and callers the new-account rules do not concern). */
export const ESTABLISHED: Standing = { newAccount: false, establishedAt: new Date(0).toISOString() };

export function standingOf(config: AppConfig, createdAt: string, now: Date): Standing {
  return { newAccount: isNewAccount(config, createdAt, now), establishedAt: establishedAt(config, createdAt) };
}
