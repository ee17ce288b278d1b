/**
 * What moderation acts on, read one way for every action: a community prompt or a comment, with
 * its author, where it is (a comment's prompt) and whether it is hidden or deleted.
 */
import type { ModeratedItem, ModeratedKind } from '../../src/api/contract';
import { listPreview } from '../../src/api/limits';
import type { Db } from '../db';
import type { Target } from './targets';

interface ItemBase {
  id: number;
  authorId: number;
  authorName: string;
  text: string;
  createdAt: string;
  hiddenAt: string | null;
  hiddenNote: string | null;
}

export interface ModeratedPrompt extends ItemBase {
  kind: 'prompt';
  title: string;
  shared: boolean;
  deleted: false;
}

export interface ModeratedComment extends ItemBase {
  kind: 'comment';
  on: Target;
  rootId: number | null;
  /** A placeholder kept for its replies. */
  deleted: boolean;
}

export type ModeratedItemRecord = ModeratedPrompt | ModeratedComment;

/** The item, or undefined when it does not exist. */
export async function findModeratedItem(
  db: Db,
  kind: ModeratedKind,
  id: number,
): Promise<ModeratedItemRecord | undefined> {
  if (kind === 'prompt') {
    const row = await db
      .selectFrom('prompts')
      .innerJoin('users', 'users.id', 'prompts.user_id')
      .select([
        'prompts.id',
        'prompts.user_id',
        'users.username',
        'prompts.title',
        'prompts.description',
        'prompts.shared',
        'prompts.created_at',
        'prompts.hidden_at',
        'prompts.hidden_note',
      ])
      .where('prompts.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      kind: 'prompt',
      id: row.id,
      authorId: row.user_id,
      authorName: row.username,
      title: row.title,
      text: row.description,
      shared: Number(row.shared) === 1,
      deleted: false,
      createdAt: row.created_at,
      hiddenAt: row.hidden_at,
      hiddenNote: row.hidden_note,
    };
  }
  const row = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select([
      'comments.id',
      'comments.user_id',
      'users.username',
      'comments.text',
      'comments.target_kind',
      'comments.target_ref',
      'comments.root_id',
      'comments.deleted_at',
      'comments.created_at',
      'comments.hidden_at',
      'comments.hidden_note',
    ])
    .where('comments.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: 'comment',
    id: row.id,
    authorId: row.user_id,
    authorName: row.username,
    text: row.text,
    on: { kind: row.target_kind, ref: row.target_ref },
    rootId: row.root_id,
    deleted: row.deleted_at !== null,
    createdAt: row.created_at,
    hiddenAt: row.hidden_at,
    hiddenNote: row.hidden_note,
  };
}

/** The item as the console shows it (the start of its text, like a community list). */
export function toModeratedItem(item: ModeratedItemRecord, reportCount: number): ModeratedItem {
  const preview = listPreview(item.text);
  return {
    kind: item.kind,
    id: item.id,
    title: item.kind === 'prompt' ? item.title : null,
    text: preview.description,
    textComplete: preview.descriptionComplete,
    on: item.kind === 'comment' ? item.on : null,
    author: { id: item.authorId, username: item.authorName },
    createdAt: item.createdAt,
    hidden: item.hiddenAt === null ? null : { at: item.hiddenAt, note: item.hiddenNote },
    reportCount,
  };
}
