import { useCallback } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { parseCommunityView, serializeCommunityView, type CommunityView } from './communityView';

/**
 * The tab, search, sort and page of /community-prompts, kept in the URL.
 * Typing replaces the history entry; a new tab, order or page adds one, so
 * Back returns to the previous view.
 */
export function useCommunityView(): [CommunityView, (change: Partial<CommunityView>) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const view = parseCommunityView(isBrowser ? location.search : '');

  const update = useCallback(
    (change: Partial<CommunityView>) => {
      const current = parseCommunityView(history.location.search);
      const next = { ...current, ...change };
      const search = serializeCommunityView(next, history.location.search);
      if (search === history.location.search) return;
      const typing = next.tab === current.tab && next.sort === current.sort && next.query !== current.query;
      (typing ? history.replace : history.push)({ ...history.location, search });
    },
    [history],
  );
  return [view, update];
}
