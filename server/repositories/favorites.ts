/** Favorites of curated and community prompts. */
import { sql, type SqlBool } from 'kysely';
import type { FavoriteItem, FavoriteState } from '../../src/api/contract';
import type { AppDatabase, Db } from '../db';
import { assertFavoriteRoom, lockAccount } from './caps';
import { getVisibleCommunityPrompts } from './community';
import { decodeCursor, pageOf } from './cursor';
import { assertVisibleTarget, ofUserTarget, type Target } from './targets';

/**
 * My favorites, newest first, a page at a time. A community prompt since
 * deleted or unshared stays in the list as unavailable, so its owner sees
 * what happened and can remove it.
 */
export async function listFavorites(db: Db, userId: number, options: { cursor?: string; pageSize: number }) {
  let query = db
    .selectFrom('favorites')
    .select(['id', 'target_kind', 'target_ref', 'created_at'])
    .where('user_id', '=', userId);
  if (options.cursor) {
    const [createdAt, id] = decodeCursor(options.cursor, ['string', 'number']);
    query = query.where(sql<SqlBool>`(created_at, id) < (${createdAt}, ${id})`);
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.pageSize + 1)
    .execute();
  const { items: page, nextCursor } = pageOf(rows, options.pageSize, (row) => [row.created_at, row.id]);
  const prompts = await getVisibleCommunityPrompts(
    db,
    userId,
    page.filter((row) => row.target_kind === 'community').map((row) => row.target_ref),
  );
  const items: FavoriteItem[] = page.map((row) => {
    if (row.target_kind === 'curated')
      return { kind: 'curated', ref: row.target_ref, createdAt: row.created_at, available: true };
    const prompt = prompts.get(row.target_ref);
    return prompt
      ? { kind: 'community', ref: row.target_ref, createdAt: row.created_at, available: true, prompt }
      : { kind: 'community', ref: row.target_ref, createdAt: row.created_at, available: false };
  });
  return { items, nextCursor };
}

function findFavorite(db: Db, userId: number, target: Target) {
  return db.selectFrom('favorites').select('id').where(ofUserTarget(userId, target)).executeTakeFirst();
}

/** Whether a prompt is among my favorites; one I kept after it was unshared still counts, any other target I cannot see is a 404. */
export async function getFavorite(db: Db, userId: number, target: Target): Promise<FavoriteState> {
  const row = await findFavorite(db, userId, target);
  if (!row) await assertVisibleTarget(db, target, userId);
  return { kind: target.kind, ref: target.ref, favorited: Boolean(row) };
}

/** Idempotent; 404 when the target is not visible; QUOTA_EXCEEDED when the account keeps the most favorites (unless it has this one already). */
export async function addFavorite(
  database: AppDatabase,
  userId: number,
  target: Target,
  now: string,
): Promise<FavoriteState> {
  await assertVisibleTarget(database.kysely, target, userId);
  await database.kysely.transaction().execute(async (trx) => {
    await lockAccount(trx, database.dialect, userId);
    const kept = await findFavorite(trx, userId, target);
    if (kept) return;
    await assertFavoriteRoom(trx, userId);
    await trx
      .insertInto('favorites')
      .values({ user_id: userId, target_kind: target.kind, target_ref: target.ref, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'target_kind', 'target_ref']).doNothing())
      .execute();
  });
  return { kind: target.kind, ref: target.ref, favorited: true };
}

/** Idempotent. A favorite of a prompt since unshared can still be removed; otherwise 404 for a target the caller cannot see. */
export async function removeFavorite(db: Db, userId: number, target: Target): Promise<FavoriteState> {
  const result = await db.deleteFrom('favorites').where(ofUserTarget(userId, target)).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) await assertVisibleTarget(db, target, userId);
  return { kind: target.kind, ref: target.ref, favorited: false };
}
