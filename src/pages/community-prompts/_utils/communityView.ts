/**
 * The view of /community-prompts as it lives in the URL, so it can be shared
 * and survives a reload or Back:
 *   ?tab=mine|favorites   (the community tab when absent)
 *   &q=…&sort=votes&page=3 (the community tab's search, order and page)
 *   ?id=123               (one community prompt's own page)
 * The paths other pages link to are in src/navigation/communityPaths.ts.
 */
import { idFromText, LIMITS } from '@site/src/api/limits';
import type { CommunitySort } from '@site/src/api/contract';

export const COMMUNITY_TABS = ['community', 'mine', 'favorites'] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number];

const SORTS: readonly CommunitySort[] = ['newest', 'votes'];

export interface CommunityView {
  tab: CommunityTab;
  query: string;
  sort: CommunitySort;
  /** 1..LIMITS.PAGE_NUMBER_MAX: the server numbers only the first pages. */
  page: number;
}

export const DEFAULT_COMMUNITY_VIEW: CommunityView = { tab: 'community', query: '', sort: 'newest', page: 1 };

export function parseCommunityView(search: string): CommunityView {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  const sort = params.get('sort');
  const page = idFromText(params.get('page')) ?? 1;
  return {
    tab: COMMUNITY_TABS.includes(tab as CommunityTab) ? (tab as CommunityTab) : 'community',
    query: (params.get('q') ?? '').trim().slice(0, LIMITS.SEARCH_QUERY_MAX),
    sort: SORTS.includes(sort as CommunitySort) ? (sort as CommunitySort) : 'newest',
    page: Math.min(page, LIMITS.PAGE_NUMBER_MAX),
  };
}

/**
 * The query string of a view: default values are left out, parameters the
 * view does not own are kept, and a prompt's `id` is dropped (a list view).
 */
export function serializeCommunityView(view: CommunityView, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('id');
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('tab', view.tab === 'community' ? '' : view.tab);
  const onCommunity = view.tab === 'community';
  set('q', onCommunity ? view.query : '');
  set('sort', onCommunity && view.sort !== 'newest' ? view.sort : '');
  set('page', onCommunity && view.page > 1 ? String(view.page) : '');
  const result = params.toString();
  return result ? `?${result}` : '';
}

/** The community prompt a `?id=` asks for, or undefined for the list. */
export function parseCommunityPromptId(search: string): number | undefined {
  return idFromText(new URLSearchParams(search).get('id'));
}
