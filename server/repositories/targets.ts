/**
 * Targets of votes, favorites and comments: a curated prompt (1..278) or a
 * community prompt. Holds the visibility rules (of prompts and of comments,
 * moderation's hidden items included), what "listed publicly" means, and the
 * filters on a target's rows (the counters kept on each
 * target are in counters.ts).
 */
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { TargetKind } from '../../src/api/contract';
import { CURATED_PROMPT_COUNT } from '../../src/api/limits';
import type { Database, Db } from '../db';
import { AppError, errors } from '../errors';

export interface Target {
  kind: TargetKind;
  ref: number;
}

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

/**
 * Of these top comments, those whose threads hold hidden replies the viewer sees (a moderator:
 * any; a member: their own), which reply counts leave out: their replies are read even when
 * the count is 0.
 */
export async function threadsWithHiddenRepliesFor(db: Db, viewer: Viewer, rootIds: number[]): Promise<Set<number>> {
  const me = viewerId(viewer);
  if (rootIds.length === 0 || me === null) return new Set();
  let query = db
    .selectFrom('comments')
    .select('root_id')
    .distinct()
    .where('root_id', 'in', rootIds)
    .where('hidden_at', 'is not', null);
  if (!viewerModerates(viewer)) query = query.where('user_id', '=', me);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.root_id!));
}

/** Whether a comment row shows to the viewer as a placeholder (hidden from them, kept for its replies). */
export function isHiddenFrom(viewer: Viewer, row: { hidden_at: string | null; user_id: number | null }): boolean {
  // A comment whose author deleted their account is nobody's: `null` must not match an anonymous viewer.
  const mine = row.user_id !== null && row.user_id === viewerId(viewer);
  return row.hidden_at !== null && !viewerModerates(viewer) && !mine;
}

/** A table whose rows belong to a target. */
type TargetTable = 'votes' | 'favorites' | 'comments';

/** The rows of one target (`.where(ofTarget(target))`). */
export function ofTarget(target: Target) {
  return (eb: ExpressionBuilder<Database, TargetTable>) =>
    eb.and([eb('target_kind', '=', target.kind), eb('target_ref', '=', target.ref)]);
}

/** The row of one member on one target: their vote, or their favorite (`.where(ofUserTarget(userId, target))`). */
export function ofUserTarget(userId: number, target: Target) {
  return (eb: ExpressionBuilder<Database, 'votes' | 'favorites'>) =>
    eb.and([eb('user_id', '=', userId), eb('target_kind', '=', target.kind), eb('target_ref', '=', target.ref)]);
}

/** 404 NOT_FOUND for a target the caller may not see (or that does not exist). */
export function targetNotFound(target: Target): AppError {
  return target.kind === 'curated'
    ? errors.notFound(`Curated prompt ${target.ref} does not exist (1..${CURATED_PROMPT_COUNT})`)
    : errors.itemNotFound('prompt');
}

export function isCuratedRef(ref: number): boolean {
  return Number.isInteger(ref) && ref >= 1 && ref <= CURATED_PROMPT_COUNT;
}

/** Throws 404 NOT_FOUND unless the caller may see the target. */
export async function assertVisibleTarget(db: Db, target: Target, userId: Viewer): Promise<void> {
  if (target.kind === 'curated') {
    if (!isCuratedRef(target.ref)) throw targetNotFound(target);
    return;
  }
  const row = await db
    .selectFrom('prompts')
    .select('id')
    .where('id', '=', target.ref)
    .where(visibleTo(userId))
    .executeTakeFirst();
  if (!row) throw targetNotFound(target);
}
