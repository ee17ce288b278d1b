/** A member's own prompts: create, page through, read, update and delete. */
import type { Selectable } from 'kysely';
import type { CreatePromptBody, Prompt } from '../../src/api/contract';
import { toInt, type AppDatabase, type Db, type DialectName } from '../db';
import type { PromptsTable, PromptUpdate } from '../db/schema';
import { errors } from '../errors';
import { matchesOwnSearch } from '../search';
import { ESTABLISHED, type Standing } from '../rules/accountAge';
import { assertPromptRoom, assertShareBudget, lockAccount } from './caps';
import { assertNoLinks } from './spam';
import { lockCounters } from './counters';
import { newestFirstPage } from './cursor';
import { hiddenField } from './hiding';
import { closeReportsOfPrompt } from './reports';
import { visibleTo } from '../db/visibility';
import { ofTarget } from './targets';

/** The columns of a prompt that every answer about it holds: its owner's (below) and the community's (community.ts). */
/** A prompt's columns but its two long texts (a community list reads a preview of one instead). */
export const PROMPT_COLUMNS_BUT_TEXTS = [
  'prompts.id',
  'prompts.user_id',
  'prompts.title',
  'prompts.remark',
  'prompts.score',
  'prompts.created_at',
  'prompts.updated_at',
] as const;

export const PROMPT_COLUMNS = [...PROMPT_COLUMNS_BUT_TEXTS, 'prompts.description', 'prompts.notes'] as const;

/** A prompt as its owner sees it. */
const OWN_PROMPT_COLUMNS = [...PROMPT_COLUMNS, 'prompts.shared', 'prompts.hidden_at', 'prompts.hidden_note'] as const;

/** A row of OWN_PROMPT_COLUMNS, typed by the table. */
type PromptRow = Pick<
  Selectable<PromptsTable>,
  | 'id'
  | 'title'
  | 'description'
  | 'remark'
  | 'notes'
  | 'shared'
  | 'score'
  | 'hidden_at'
  | 'hidden_note'
  | 'created_at'
  | 'updated_at'
>;

/** A prompt's id and texts as every answer about it holds them: its owner's (below) and the community's. */
export const toPromptText = (
  row: Pick<Selectable<PromptsTable>, 'id' | 'title' | 'description' | 'remark' | 'notes'>,
) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  remark: row.remark,
  notes: row.notes,
});

function toPrompt(row: PromptRow): Prompt {
  return {
    ...toPromptText(row),
    shared: toInt(row.shared) === 1,
    score: toInt(row.score),
    ...hiddenField(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The texts of a prompt that sharing shows to the community (the spam rules read them). */
export const sharedTexts = (prompt: {
  title?: string | null;
  description?: string | null;
  remark?: string | null;
  notes?: string | null;
}) => ({ title: prompt.title, description: prompt.description, remark: prompt.remark, notes: prompt.notes });

const emptyToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : value;

/** The caller's prompt, or 404 (not visible to them) / 403 (someone else's shared prompt). */
export async function ownPrompt(db: Db, id: number, userId: number): Promise<Prompt> {
  const row = await db
    .selectFrom('prompts')
    .select(OWN_PROMPT_COLUMNS)
    .where('prompts.id', '=', id)
    .where(visibleTo(userId))
    .executeTakeFirst();
  if (!row) throw errors.notFound('Prompt not found');
  if (row.user_id !== userId) throw errors.forbidden('Only its author can change this prompt');
  return toPrompt(row);
}

/** My prompts, newest first, a page at a time, optionally those matching every word of `q`. */
export async function listMyPrompts(
  db: Db,
  dialect: DialectName,
  userId: number,
  options: { q?: string; cursor?: string; pageSize: number },
) {
  let query = db.selectFrom('prompts').select(OWN_PROMPT_COLUMNS).where('prompts.user_id', '=', userId);
  const search = matchesOwnSearch(dialect, options.q);
  if (search) query = query.where(search);
  const { items, nextCursor } = await newestFirstPage(query, 'prompts', options);
  return { items: items.map(toPrompt), nextCursor };
}

/** Adds a prompt within the account's caps: QUOTA_EXCEEDED when it keeps the most prompts, or when sharing and the day's shares are spent. */
export async function createPrompt(
  database: AppDatabase,
  userId: number,
  body: CreatePromptBody,
  now: string,
  standing: Standing = ESTABLISHED,
): Promise<Prompt> {
  if (body.shared) assertNoLinks(standing, sharedTexts(body));
  return database.kysely.transaction().execute(async (trx) => {
    await lockAccount(trx, database.dialect, userId);
    await assertPromptRoom(trx, userId);
    if (body.shared) await assertShareBudget(trx, userId, now, undefined, standing);
    const row = await trx
      .insertInto('prompts')
      .values({
        user_id: userId,
        title: body.title,
        description: body.description,
        remark: emptyToNull(body.remark) ?? null,
        notes: emptyToNull(body.notes) ?? null,
        shared: body.shared ? 1 : 0,
        shared_at: body.shared ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning(OWN_PROMPT_COLUMNS)
      .executeTakeFirstOrThrow();
    return toPrompt(row);
  });
}

export interface PromptChanges {
  title?: string;
  description?: string;
  remark?: string | null;
  notes?: string | null;
  shared?: boolean;
}

/**
 * Changes only the fields given; 404/403 as `ownPrompt`; sharing a private prompt uses the day's
 * share budget (QUOTA_EXCEEDED when spent); making it private withdraws its open reports.
 */
export async function updatePrompt(
  database: AppDatabase,
  id: number,
  userId: number,
  body: PromptChanges,
  now: string,
  standing: Standing = ESTABLISHED,
): Promise<Prompt> {
  const current = await ownPrompt(database.kysely, id, userId);
  // Shared after the change: its texts as they will be are posted to the community.
  if (body.shared ?? current.shared) assertNoLinks(standing, sharedTexts({ ...current, ...body }));
  if (body.shared && !current.shared) {
    return database.kysely.transaction().execute(async (trx) => {
      await lockAccount(trx, database.dialect, userId);
      // Read again under the lock: a concurrent request may have shared it meanwhile.
      const stillPrivate = !(await ownPrompt(trx, id, userId)).shared;
      if (stillPrivate) await assertShareBudget(trx, userId, now, id, standing);
      return applyChanges(trx, id, userId, body, now, stillPrivate);
    });
  }
  if (body.shared === false) {
    // No longer public: its open reports, and those of the comments on it, close as withdrawn, so
    // moderators do not read in the queue what is now its author's business alone.
    return database.kysely.transaction().execute(async (trx) => {
      const prompt = await applyChanges(trx, id, userId, body, now, false);
      await closeReportsOfPrompt(trx, id, 'withdrawn', { resolvedBy: null, now });
      return prompt;
    });
  }
  return applyChanges(database.kysely, id, userId, body, now, false);
}

async function applyChanges(
  db: Db,
  id: number,
  userId: number,
  body: PromptChanges,
  now: string,
  becomesShared: boolean,
): Promise<Prompt> {
  const changes: PromptUpdate = { updated_at: now };
  if (becomesShared) changes.shared_at = now;
  if (body.title !== undefined) changes.title = body.title;
  if (body.description !== undefined) changes.description = body.description;
  if (body.remark !== undefined) changes.remark = emptyToNull(body.remark);
  if (body.notes !== undefined) changes.notes = emptyToNull(body.notes);
  if (body.shared !== undefined) changes.shared = body.shared ? 1 : 0;
  await db.updateTable('prompts').set(changes).where('id', '=', id).where('user_id', '=', userId).execute();
  return ownPrompt(db, id, userId);
}

/**
 * Deletes the caller's prompt with its votes and comments; 404/403 as `ownPrompt`.
 * Favorites of it stay, listed as unavailable, so whoever kept it learns it is gone.
 */
export async function deletePrompt(database: AppDatabase, id: number, userId: number, now: string): Promise<void> {
  await ownPrompt(database.kysely, id, userId);
  await database.kysely.transaction().execute(async (trx) => {
    // Lock the row first, as votes and comments do, so they wait for the delete instead of deadlocking with it.
    await lockCounters(trx, database.dialect, { kind: 'community', ref: id }, userId);
    await removePrompt(trx, id, { resolvedBy: null, now });
  });
}

/**
 * Inside a transaction, after `lockCounters`: deletes a prompt with its votes and comments, and
 * closes the open reports of it and of its comments as deleted (kept, so reports against its
 * author still count). Its author's deletion and a moderator's share it.
 */
export async function removePrompt(trx: Db, id: number, closing: { resolvedBy: number | null; now: string }) {
  await closeReportsOfPrompt(trx, id, 'deleted', closing);
  for (const table of ['votes', 'comments'] as const) {
    await trx
      .deleteFrom(table)
      .where(ofTarget({ kind: 'community', ref: id }))
      .execute();
  }
  await trx.deleteFrom('prompts').where('id', '=', id).execute();
}
