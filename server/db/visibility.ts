/**
 * Who sees what, as SQL predicates over the `prompts` and `comments` tables: the visibility rules
 * of prompts and of comments (moderation's hidden items included) and what "listed publicly"
 * means. Below the repositories and the search, which both filter by them.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

/** Stands for "nobody" where a user id is compared (ids start at 1). */
const NO_USER = -1;

/**
 * Whom a read is for: a visitor (null), a member by id, or a member who may be a moderator
 * (moderators also see hidden prompts and comments, marked as hidden).
 */
export type Viewer = number | { id: number; moderator: boolean } | null;

export const viewerId = (viewer: Viewer): number | null => (typeof viewer === 'number' ? viewer : (viewer?.id ?? null));
export const viewerModerates = (viewer: Viewer): boolean =>
  typeof viewer === 'object' && viewer !== null && viewer.moderator;

/**
 * Shown to everyone: a shared prompt no moderator (nor reports) hid. Time-independent, so the
 * search version (moved by triggers when `shared` or `hidden_at` change) can vouch for
 * remembered matches. `shared` is `prompts.shared` unless a listing hands it through a planner hint.
 */
export function isShown(shared: Expression<unknown> = sql.ref('prompts.shared')) {
  return sql<SqlBool>`(${shared} = 1 and prompts.hidden_at is null)`;
}

/**
 * The author is not suspended at `now`: while suspended, their shared prompts leave the
 * community list and its searches, and come back when the suspension is lifted or over (by time,
 * so it is checked when a page is read, never remembered). Reads the suspended accounts' index.
 */
export function authorNotSuspended(now: string) {
  return sql<SqlBool>`not exists (select 1 from users suspended where suspended.id = prompts.user_id and suspended.suspended_until > ${now})`;
}

/**
 * Listed publicly: in the community list and its searches. THE listing rule: shown (shared,
 * not hidden) and by an author not suspended at `now`.
 */
export function isListed(now: string, shared: Expression<unknown> = sql.ref('prompts.shared')) {
  return sql<SqlBool>`(${isShown(shared)} and ${authorNotSuspended(now)})`;
}

/**
 * THE visibility rule of community prompts (their page, votes, favorites, comments): everyone
 * sees a shown prompt, moderators also a hidden shared one, its author always. Over the `prompts`
 * table (unaliased) in SQL.
 */
export function visibleTo(viewer: Viewer) {
  const shownToViewer = viewerModerates(viewer) ? sql<SqlBool>`prompts.shared = 1` : isShown();
  return sql<SqlBool>`(${shownToViewer} or prompts.user_id = ${viewerId(viewer) ?? NO_USER})`;
}

/**
 * THE visibility rule of comments, over the table aliased `alias`: a comment not hidden, or one
 * the viewer wrote or moderates. A hidden top comment stays as a placeholder (`isHiddenFrom`
 * tells which) while its thread has replies the viewer sees: replies not hidden (its reply
 * count), or hidden ones of their own.
 */
export function commentVisibleTo(viewer: Viewer, alias: string) {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  if (viewerModerates(viewer)) return sql<SqlBool>`1 = 1`;
  const me = viewerId(viewer) ?? NO_USER;
  return sql<SqlBool>`(${c('hidden_at')} is null or ${c('user_id')} = ${me} or (${c('root_id')} is null and (${c('reply_count')} > 0 or exists (select 1 from comments own_reply where own_reply.root_id = ${c('id')} and own_reply.user_id = ${me}))))`;
}

/** Whether a comment row shows to the viewer as a placeholder (hidden from them, kept for its replies). */
export function isHiddenFrom(viewer: Viewer, row: { hidden_at: string | null; user_id: number | null }): boolean {
  // A comment whose author deleted their account is nobody's: `null` must not match an anonymous viewer.
  const mine = row.user_id !== null && row.user_id === viewerId(viewer);
  return row.hidden_at !== null && !viewerModerates(viewer) && !mine;
}
