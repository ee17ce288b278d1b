/**
 * The community list (prompts members share, searched and sorted by the
 * server) and one community prompt's own page.
 *
 * The first pages are numbered (`page`), as the list's pager shows them; past
 * the last numbered page "load more" follows `nextCursor`. Every page, numbered
 * or not, is one cached `CommunityListResponse` under `['community', query]`,
 * so a vote or a star patches and refreshes all of them the same way.
 */
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityListItem, CommunityListResponse, CommunitySort } from '../contract';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

export interface CommunityListParams {
  q?: string;
  sort: CommunitySort;
  page: number;
}

/** One numbered page; while the next one loads, the previous answer stays on screen. */
export function useCommunityPage({ q, sort, page }: CommunityListParams, enabled = true) {
  const query = { q: q || undefined, sort, page };
  return useQuery({
    queryKey: queryKeys.community(query),
    queryFn: async () => (await loadApi()).community.list(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The pages after the last numbered one, one per cursor in the order they were asked for. */
export function useCommunityMore({ q, sort }: Omit<CommunityListParams, 'page'>, cursors: readonly string[]) {
  return useQueries({
    queries: cursors.map((cursor) => {
      const query = { q: q || undefined, sort, cursor };
      return {
        queryKey: queryKeys.community(query),
        queryFn: async (): Promise<CommunityListResponse> => (await loadApi()).community.list(query),
      };
    }),
  });
}

function communityPromptQuery(id: number) {
  return { queryKey: queryKeys.communityPrompt(id), queryFn: async () => (await loadApi()).community.get(id) };
}

/** One shared prompt (404 when it does not exist or is no longer shared, unless it is mine). */
export function useCommunityPrompt(id: number) {
  return useQuery(communityPromptQuery(id));
}

/**
 * The whole text of a list item, for copy and open in chat: the item's own when the list
 * carried all of it, else the prompt's page answer (cached, so opening the page reuses it).
 */
export function useCommunityText(item: CommunityListItem) {
  const client = useQueryClient();
  const { id, description, descriptionComplete } = item;
  return {
    getText: (): string | Promise<string> =>
      descriptionComplete
        ? description
        : client.fetchQuery(communityPromptQuery(id)).then((answer) => answer.prompt.description),
    prepare: () => {
      if (!descriptionComplete) void client.prefetchQuery(communityPromptQuery(id));
    },
  };
}
