import { useUrlView, type ReplacesEntry } from '@site/src/hooks/useUrlView';
import { parseCommunityView, serializeCommunityView, type CommunityView } from './communityView';

/** Typing a search (same tab, same order) replaces the history entry; a new tab, order or page adds one. */
const typingReplaces: ReplacesEntry<CommunityView> = (_change, current, next) =>
  next.tab === current.tab && next.sort === current.sort && next.query !== current.query;

/**
 * The tab, search, sort and page of /community-prompts, kept in the URL.
 * Typing replaces the history entry; a new tab, order or page adds one, so
 * Back returns to the previous view.
 */
export function useCommunityView(): [CommunityView, (change: Partial<CommunityView>) => void] {
  return useUrlView(parseCommunityView, serializeCommunityView, typingReplaces);
}
