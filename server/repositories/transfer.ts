/**
 * Export and import of a member's prompts and favorites as one versioned JSON
 * document (ExportDocument in the contract). Import is all or nothing: one
 * transaction; prompts equal to one already kept (same title and text) and
 * favorites already kept or no longer visible are skipped and counted. The
 * export answers everything kept; the import reads up to the account caps
 * (repositories/caps.ts), so a full account's export imports whole.
 */
import type { ExportDocument, ImportDocument, ImportResponse } from '../../src/api/contract';
import { ACCOUNT_CAPS, EXPORT_FORMAT, EXPORT_VERSION, promptIdentity } from '../../src/api/limits';
import type { AppDeps } from '../types';
import { ESTABLISHED, type Standing } from '../rules/accountAge';
import { lockAccount, quotaExceeded, shareBudget } from './caps';
import { sharedTexts } from './prompts';
import { fieldWithLink } from './spam';
import { visibleTo } from '../db/visibility';

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
    prompts: prompts.map((p) => ({
      title: p.title,
      description: p.description,
      remark: p.remark,
      notes: p.notes,
      shared: Number(p.shared) === 1,
    })),
    favorites: favorites.map((f) => ({ kind: f.target_kind, ref: f.target_ref })),
  };
}

/** Rows per INSERT: a few hundred keep every dialect well under its bound-parameter limit. */
const INSERT_BATCH = 200;

/**
 * Adds a document's prompts and favorites, all or nothing, within the account caps: over the
 * prompts or favorites cap nothing is added (QUOTA_EXCEEDED); prompts marked shared are shared
 * only while the day's share budget lasts, the rest are added private and counted in `keptPrivate`.
 */
export async function importDocument(
  deps: AppDeps,
  userId: number,
  doc: ImportDocument,
  standing: Standing = ESTABLISHED,
): Promise<ImportResponse> {
  return deps.database.kysely.transaction().execute(async (trx) => {
    const now = deps.clock.now().toISOString();
    await lockAccount(trx, deps.database.dialect, userId);
    const kept = await trx
      .selectFrom('prompts')
      .select(['title', 'description'])
      .where('user_id', '=', userId)
      .execute();
    const seen = new Set(kept.map(promptIdentity));
    const fresh = doc.prompts.filter((prompt) => {
      const key = promptIdentity(prompt);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (kept.length + fresh.length > ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX) throw quotaExceeded('prompts');
    let sharesLeft = fresh.some((prompt) => prompt.shared)
      ? (await shareBudget(trx, userId, now, undefined, standing)).left
      : 0;
    let keptPrivate = 0;
    const rows = fresh.map((prompt) => {
      let shared = prompt.shared;
      // A new account's prompt holding a link is added private, as one over the share budget is.
      if (shared && standing.newAccount && fieldWithLink(sharedTexts(prompt)) !== undefined) shared = false;
      if (shared && sharesLeft > 0) sharesLeft -= 1;
      else shared = false;
      if (prompt.shared && !shared) keptPrivate += 1;
      return {
        user_id: userId,
        title: prompt.title,
        description: prompt.description,
        remark: prompt.remark || null,
        notes: prompt.notes || null,
        shared: shared ? 1 : 0,
        shared_at: shared ? now : null,
        created_at: now,
        updated_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await trx
        .insertInto('prompts')
        .values(rows.slice(i, i + INSERT_BATCH))
        .execute();

    const communityRefs = [...new Set(doc.favorites.filter((f) => f.kind === 'community').map((f) => f.ref))];
    const visible = new Set<number>();
    for (let i = 0; i < communityRefs.length; i += 500) {
      const found = await trx
        .selectFrom('prompts')
        .select('id')
        .where('id', 'in', communityRefs.slice(i, i + 500))
        .where(visibleTo(userId))
        .execute();
      for (const row of found) visible.add(row.id);
    }
    const existing = await trx
      .selectFrom('favorites')
      .select(['target_kind', 'target_ref'])
      .where('user_id', '=', userId)
      .execute();
    const have = new Set(existing.map((f) => `${f.target_kind}:${f.target_ref}`));
    const favorites = [];
    for (const favorite of doc.favorites) {
      const key = `${favorite.kind}:${favorite.ref}`;
      if (have.has(key) || (favorite.kind === 'community' && !visible.has(favorite.ref))) continue;
      have.add(key);
      favorites.push({ user_id: userId, target_kind: favorite.kind, target_ref: favorite.ref, created_at: now });
    }
    if (existing.length + favorites.length > ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX) throw quotaExceeded('favorites');
    for (let i = 0; i < favorites.length; i += INSERT_BATCH)
      await trx
        .insertInto('favorites')
        .values(favorites.slice(i, i + INSERT_BATCH))
        .execute();
    return {
      addedPrompts: fresh.length,
      skippedPrompts: doc.prompts.length - fresh.length,
      addedFavorites: favorites.length,
      skippedFavorites: doc.favorites.length - favorites.length,
      keptPrivate,
    };
  });
}
