/**
 * Targets of votes, favorites and comments: a curated prompt (1..278) or a
 * community prompt, and the filters on a target's rows. The visibility rules
 * (of prompts and of comments, moderation's hidden items included) and what
 * "listed publicly" means are in server/db/visibility.ts; the counters kept on
 * each target are in counters.ts.
 */
import type { ExpressionBuilder } from 'kysely';
import type { TargetKind } from '../../src/api/contract';
import { CURATED_PROMPT_COUNT } from '../../src/api/limits';
import type { Database, Db } from '../db';
import { viewerId, viewerModerates, visibleTo, type Viewer } from '../db/visibility';
import { AppError, errors } from '../errors';

export interface Target {
  kind: TargetKind;
  ref: number;
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
