import type { TagKey } from './tags';
import { TAG_KEYS } from './tags';
import type { PromptSummary, SortKey } from './types';

export type VoteScores = Readonly<Record<number, number>>;

/** Keeps prompts having at least one of the selected tags; no selection keeps all. */
export function filterByTags<T extends Pick<PromptSummary, 'tags'>>(prompts: readonly T[], selected: readonly TagKey[]): T[] {
  if (selected.length === 0) return [...prompts];
  return prompts.filter((prompt) => prompt.tags.some((tag) => selected.includes(tag)));
}

/** How many of the given prompts carry each tag (for the counts beside the filters). */
export function countByTag(prompts: readonly Pick<PromptSummary, 'tags'>[]): Record<TagKey, number> {
  const counts = Object.fromEntries(TAG_KEYS.map((tag) => [tag, 0])) as Record<TagKey, number>;
  for (const prompt of prompts) for (const tag of prompt.tags) counts[tag] += 1;
  return counts;
}

/** Cards rendered at first (and server-rendered) and added each time the reader nears the end of the list. */
export const LIBRARY_PAGE_SIZE = 24;

const byWeight = (a: Pick<PromptSummary, 'weight' | 'id'>, b: Pick<PromptSummary, 'weight' | 'id'>) =>
  b.weight - a.weight || a.id - b.id;

/** Returns a sorted copy. Without scores, "votes" keeps the default order. */
export function sortPrompts<T extends Pick<PromptSummary, 'weight' | 'id'>>(
  prompts: readonly T[],
  sort: SortKey,
  scores: VoteScores = {},
): T[] {
  const copy = [...prompts];
  switch (sort) {
    case 'newest':
      return copy.sort((a, b) => b.id - a.id);
    case 'votes':
      return copy.sort((a, b) => (scores[b.id] ?? 0) - (scores[a.id] ?? 0) || byWeight(a, b));
    default:
      return copy.sort(byWeight);
  }
}
