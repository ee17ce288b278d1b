/**
 * Export and import of a member's prompts and favorites as one versioned JSON
 * document (ExportDocument in the contract). Import is all or nothing: one
 * transaction; prompts equal to one already kept (same title and text) and
 * favorites already kept or no longer visible are skipped and counted.
 */
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  promptIdentity,
  type ExportDocument,
  type ImportResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../types';
import { visibleTo } from './targets';

export async function exportDocument(deps: AppDeps, userId: number): Promise<ExportDocument> {
  const db = deps.database.kysely;
  const prompts = await db
    .selectFrom('prompts')
    .select(['title', 'description', 'remark', 'notes', 'shared'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const favorites = await db
    .selectFrom('favorites')
    .select(['target_kind', 'target_ref'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: deps.clock.now().toISOString(),
    prompts: prompts.map((p) => ({ title: p.title, description: p.description, remark: p.remark, notes: p.notes, shared: Number(p.shared) === 1 })),
    favorites: favorites.map((f) => ({ kind: f.target_kind, ref: f.target_ref })),
  };
}

export async function importDocument(deps: AppDeps, userId: number, doc: ExportDocument): Promise<ImportResponse> {
  return deps.database.kysely.transaction().execute(async (trx) => {
    const now = deps.clock.now().toISOString();
    const kept = await trx.selectFrom('prompts').select(['title', 'description']).where('user_id', '=', userId).execute();
    const seen = new Set(kept.map(promptIdentity));
    const fresh = doc.prompts.filter((prompt) => {
      const key = promptIdentity(prompt);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    for (const prompt of fresh) {
      await trx
        .insertInto('prompts')
        .values({
          user_id: userId,
          title: prompt.title,
          description: prompt.description,
          remark: prompt.remark || null,
          notes: prompt.notes || null,
          shared: prompt.shared ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    const communityRefs = [...new Set(doc.favorites.filter((f) => f.kind === 'community').map((f) => f.ref))];
    const visible = new Set<number>();
    for (let i = 0; i < communityRefs.length; i += 500) {
      const rows = await trx
        .selectFrom('prompts')
        .select('id')
        .where('id', 'in', communityRefs.slice(i, i + 500))
        .where(visibleTo(userId))
        .execute();
      for (const row of rows) visible.add(row.id);
    }
    const existing = await trx.selectFrom('favorites').select(['target_kind', 'target_ref']).where('user_id', '=', userId).execute();
    const have = new Set(existing.map((f) => `${f.target_kind}:${f.target_ref}`));
    let addedFavorites = 0;
    for (const favorite of doc.favorites) {
      const key = `${favorite.kind}:${favorite.ref}`;
      if (have.has(key) || (favorite.kind === 'community' && !visible.has(favorite.ref))) continue;
      have.add(key);
      await trx.insertInto('favorites').values({ user_id: userId, target_kind: favorite.kind, target_ref: favorite.ref, created_at: now }).execute();
      addedFavorites += 1;
    }
    return {
      addedPrompts: fresh.length,
      skippedPrompts: doc.prompts.length - fresh.length,
      addedFavorites,
      skippedFavorites: doc.favorites.length - addedFavorites,
    };
  });
}
