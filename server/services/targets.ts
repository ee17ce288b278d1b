/**
 * Targets of votes, favorites and comments: a curated prompt (1..278) or a
 * community prompt that is shared or owned by the caller.
 */
import { CURATED_PROMPT_COUNT, type TargetKind } from '../../src/api/contract';
import { AppError } from '../errors';
import type { AppDeps } from '../types';

export interface Target {
  kind: TargetKind;
  ref: number;
}

/** Throws 404 NOT_FOUND unless the caller may see the target. */
export async function assertVisibleTarget(deps: AppDeps, target: Target, userId: number | null): Promise<void> {
  if (target.kind === 'curated') {
    if (target.ref < 1 || target.ref > CURATED_PROMPT_COUNT) {
      throw new AppError(404, 'NOT_FOUND', `Curated prompt ${target.ref} does not exist (1..${CURATED_PROMPT_COUNT})`);
    }
    return;
  }
  const row = await deps.database.kysely
    .selectFrom('prompts')
    .select(['user_id', 'shared'])
    .where('id', '=', target.ref)
    .executeTakeFirst();
  if (!row || (Number(row.shared) !== 1 && row.user_id !== userId)) {
    throw new AppError(404, 'NOT_FOUND', 'Community prompt not found');
  }
}
