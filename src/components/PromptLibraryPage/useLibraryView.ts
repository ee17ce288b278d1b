import { useCallback } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { parseView, serializeView, type LibraryView } from '@site/src/prompts/query';

/**
 * The search, tag filter and sort of the library, kept in the URL query
 * string so a view can be shared and survives a reload. The server renders the
 * default view; the URL's view applies once the page is hydrated.
 */
export function useLibraryView(): [LibraryView, (change: Partial<LibraryView>) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const view = parseView(isBrowser ? location.search : '');

  const update = useCallback(
    (change: Partial<LibraryView>) => {
      const current = parseView(history.location.search);
      const search = serializeView({ ...current, ...change }, history.location.search);
      // Typing replaces the entry; changing filters or sort adds one, so Back undoes it.
      const navigate = 'query' in change ? history.replace : history.push;
      navigate({ ...history.location, search });
    },
    [history],
  );
  return [view, update];
}
