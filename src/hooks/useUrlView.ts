/**
 * A page's view (search, filters, order, tab, page number) kept in the URL's
 * query string, so that it can be shared, survives a reload and follows Back.
 * The server renders the default view (an empty query string); the URL's view
 * applies once the page is hydrated.
 *
 * theme-common's `useQueryString` keeps one parameter per hook and navigates
 * on every set: here one change may touch several parameters at once (a new
 * search also goes back to page 1) and must make a single history entry.
 */
import { useCallback } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Reads a view from a query string (`?a=1`, or '' for the default view). */
export type ParseView<V> = (search: string) => V;
/** Writes a view into a query string, keeping the parameters of `currentSearch` that are not the view's. */
export type SerializeView<V> = (view: V, currentSearch: string) => string;
/** Whether a change replaces the history entry (typing) instead of adding one that Back undoes. */
export type ReplacesEntry<V> = (change: Partial<V>, current: V, next: V) => boolean;

/**
 * The view in the URL and a function that changes part of it. A change that
 * leaves the query string as it is navigates nowhere. Pass functions defined
 * once (module level): the update function keeps its identity while they do.
 */
export function useUrlView<V extends object>(
  parse: ParseView<V>,
  serialize: SerializeView<V>,
  replacesEntry: ReplacesEntry<V>,
): [V, (change: Partial<V>) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const view = parse(isBrowser ? location.search : '');

  const update = useCallback(
    (change: Partial<V>) => {
      const current = parse(history.location.search);
      const next = { ...current, ...change };
      const search = serialize(next, history.location.search);
      if (search === history.location.search) return;
      const navigate = replacesEntry(change, current, next) ? history.replace : history.push;
      navigate({ ...history.location, search });
    },
    [history, parse, serialize, replacesEntry],
  );
  return [view, update];
}
