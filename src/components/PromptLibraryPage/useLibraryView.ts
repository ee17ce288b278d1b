import { useUrlView, type ReplacesEntry } from '@site/src/hooks/useUrlView';
import { parseView, serializeView, type LibraryView } from '@site/src/prompts/query';

/** Typing replaces the entry; changing filters or sort adds one, so Back undoes it. */
const typingReplaces: ReplacesEntry<LibraryView> = (change) => 'query' in change;

/**
 * The search, tag filter and sort of the library, kept in the URL query
 * string so a view can be shared and survives a reload. The server renders the
 * default view; the URL's view applies once the page is hydrated.
 */
export function useLibraryView(): [LibraryView, (change: Partial<LibraryView>) => void] {
  return useUrlView(parseView, serializeView, typingReplaces);
}
