/**
 * Spam basics, in one place: accounts younger than NEW_ACCOUNT_HOURS may not put links in
 * comments or shared prompts (LINKS_NOT_ALLOWED_YET, naming when they may), and the same comment
 * text spread over several prompts within a short window is refused (REPEATED_TEXT, SPAM_RULES).
 * The lower caps of new accounts are with the other caps (caps.ts).
 */
import { ACCOUNT_CAPS, SPAM_RULES } from '../../src/api/limits';
import { containsLink } from '../../src/api/links';
import type { Standing } from '../rules/accountAge';
import type { Db } from '../db';
import { AppError, retryAfter } from '../errors';
import type { Target } from './targets';

/** The first of these texts (by field) that holds a link, if any. */
export function fieldWithLink(texts: Record<string, string | null | undefined>): string | undefined {
  return Object.entries(texts).find(([, text]) => text && containsLink(text))?.[0];
}

/** Throws 403 LINKS_NOT_ALLOWED_YET (naming the field and when links are allowed) when a new account's text holds a link. */
export function assertNoLinks(standing: Standing, texts: Record<string, string | null | undefined>): void {
  if (!standing.newAccount) return;
  const field = fieldWithLink(texts);
  if (field === undefined) return;
  throw new AppError(
    403,
    'LINKS_NOT_ALLOWED_YET',
    `New accounts can post links from ${standing.establishedAt}`,
    field,
    undefined,
    undefined,
    { allowedAt: standing.establishedAt },
  );
}

/** A text as the repeat rule compares it: case, spacing and compatibility forms folded. */
export function normalizedText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * Throws 429 REPEATED_TEXT when the account posted this text (normalized) as a comment on
 * REPEATED_TEXT_ITEMS_MAX other prompts within the window. Reads the account's recent comments
 * through its (user_id, created_at) index, at most as many as its hourly cap allows.
 */
export async function assertNotRepeated(db: Db, userId: number, target: Target, text: string, now: string) {
  const normalized = normalizedText(text);
  if (Array.from(normalized).length < SPAM_RULES.REPEATED_TEXT_MIN_CHARACTERS) return;
  const since = new Date(Date.parse(now) - SPAM_RULES.REPEATED_TEXT_WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom('comments')
    .select(['target_kind', 'target_ref', 'text', 'created_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    // The window is shorter than the hour of the comment cap: no account has more in it.
    .limit(ACCOUNT_CAPS.COMMENTS_PER_HOUR)
    .execute();
  // Each other prompt holding the text, with when it last got it.
  const latestPostOn = new Map<string, string>();
  for (const comment of recent) {
    const where = `${comment.target_kind}:${comment.target_ref}`;
    if (where === `${target.kind}:${target.ref}` || latestPostOn.has(where)) continue;
    if (normalizedText(comment.text) === normalized) latestPostOn.set(where, comment.created_at);
  }
  if (latestPostOn.size < SPAM_RULES.REPEATED_TEXT_ITEMS_MAX) return;
  // Allowed again once enough of those prompts' posts have left the window to leave fewer than the maximum.
  const times = [...latestPostOn.values()].sort();
  const freesAt =
    Date.parse(times[times.length - SPAM_RULES.REPEATED_TEXT_ITEMS_MAX]!) + SPAM_RULES.REPEATED_TEXT_WINDOW_MS;
  throw new AppError(
    429,
    'REPEATED_TEXT',
    'The same text was just posted on other prompts; write something new for this one',
    'text',
    retryAfter((freesAt - Date.parse(now)) / 1000),
  );
}
