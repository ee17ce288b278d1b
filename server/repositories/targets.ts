/**
 * Targets of votes, favorites and comments: a curated prompt (1..278) or a
 * community prompt. Holds the one visibility rule, what "listed publicly"
 * means, and the filters on a target's rows (the counters kept on each
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
 * Listed publicly: a shared prompt, which everyone sees in the community list and its searches.
 * `shared` is `prompts.shared` unless a listing hands it through a planner hint.
 */
export function isListed(shared: Expression<unknown> = sql.ref('prompts.shared')) {
  return sql<SqlBool>`${shared} = 1`;
}

/**
 * THE visibility rule of community prompts: everyone sees a listed prompt, its
 * author sees it always. Over the `prompts` table (unaliased) in SQL.
 */
export function visibleTo(userId: number | null) {
  return sql<SqlBool>`(${isListed()} or prompts.user_id = ${userId ?? NO_USER})`;
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
    : errors.notFound('Community prompt not found');
}

export function isCuratedRef(ref: number): boolean {
  return Number.isInteger(ref) && ref >= 1 && ref <= CURATED_PROMPT_COUNT;
}

/** Throws 404 NOT_FOUND unless the caller may see the target. */
export async function assertVisibleTarget(db: Db, target: Target, userId: number | null): Promise<void> {
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
