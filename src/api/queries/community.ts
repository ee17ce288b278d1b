/**
 * The community list (prompts members share, searched and sorted by the
 * server) and one community prompt's own page.
 *
 * The first pages are numbered (`page`), as the list's pager shows them; past
 * the last numbered page "load more" follows `nextCursor`. Every page, numbered
 * or not, is one cached `CommunityListResponse` under `communityQueries.lists()`.
 * These answers are where a community prompt's votes and star live: its cards
 * and its page show them from here, and a vote or a star changes them here.
 */
import { keepPreviousData, queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CommunityListResponse, CommunityPrompt, CommunityQuery, CommunitySort } from '../contract';
import { withApi } from '../runtime/loadApi';

export const communityQueries = {
  all: () => ['community'] as const,
  lists: () => [...communityQueries.all(), 'list'] as const,
  list: (query: CommunityQuery) =>
    queryOptions({
      queryKey: [...communityQueries.lists(), query] as const,
      queryFn: () => withApi((api) => api.community.list(query)),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...communityQueries.all(), 'detail', id] as const,
      queryFn: () => withApi((api) => api.community.get(id)),
    }),
};

export interface CommunityListParams {
  q?: string;
  sort: CommunitySort;
  page: number;
}

/** One numbered page; while the next one loads, the previous answer stays on screen. */
export function useCommunityPage({ q, sort, page }: CommunityListParams, enabled = true) {
  return useQuery({ ...communityQueries.list({ q: q || undefined, sort, page }), placeholderData: keepPreviousData, enabled });
}

/** The pages after the last numbered one, one per cursor in the order they were asked for. */
export function useCommunityMore({ q, sort }: Omit<CommunityListParams, 'page'>, cursors: readonly string[]) {
  return useQueries({ queries: cursors.map((cursor) => communityQueries.list({ q: q || undefined, sort, cursor })) });
}

/** One shared prompt (404 when it does not exist or is no longer shared, unless it is mine). */
export function useCommunityPrompt(id: number) {
  return useQuery(communityQueries.detail(id));
}

/** Changes one prompt in every community answer holding it (list pages, its own page), so they agree after a vote or a star. */
export function updateCommunityPrompt(client: QueryClient, id: number, change: (prompt: CommunityPrompt) => CommunityPrompt): void {
  client.setQueriesData<CommunityListResponse>({ queryKey: communityQueries.lists() }, (list) =>
    list?.items.some((item) => item.id === id) ? { ...list, items: list.items.map((item) => (item.id === id ? change(item) : item)) } : list,
  );
  client.setQueryData(communityQueries.detail(id).queryKey, (answer) => answer && { ...answer, prompt: change(answer.prompt) });
}

/**
 * Stops reads of community answers on their way back, which would overwrite an
 * optimistic change with what the server held before it. Only answers already
 * on screen: a page still loading for the first time keeps loading.
 */
export function cancelCommunityReads(client: QueryClient): Promise<void> {
  return client.cancelQueries({ queryKey: communityQueries.all(), predicate: (query) => query.state.data !== undefined });
}
