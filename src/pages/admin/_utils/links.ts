/**
 * Where the console links to: the page that shows an item, for a moderator to
 * see it in its place (a comment: the page of the prompt it is on).
 */
import type { LogEntry, ModeratedItem } from '@site/src/api/contract';
import { communityPromptPath } from '@site/src/navigation/communityPaths';

export const curatedPromptPath = (number: number) => `/prompt/${number}`;

export function itemPath(item: Pick<ModeratedItem, 'kind' | 'id' | 'on'>): string | null {
  if (item.kind === 'prompt') return communityPromptPath(item.id);
  if (!item.on) return null;
  return item.on.kind === 'curated' ? curatedPromptPath(item.on.ref) : communityPromptPath(item.on.ref);
}

/** Log entries whose item no longer exists because of the action itself. */
const REMOVING: ReadonlySet<LogEntry['action']> = new Set(['delete', 'delete_account', 'delete_own_account']);

/**
 * The page of a log entry's item, when the log can tell: a community prompt the
 * action did not delete (a comment's entry does not say which prompt it is on).
 */
export function logTargetPath(entry: Pick<LogEntry, 'action' | 'target'>): string | null {
  if (!entry.target || REMOVING.has(entry.action)) return null;
  return entry.target.kind === 'prompt' ? communityPromptPath(entry.target.ref) : null;
}
