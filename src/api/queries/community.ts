/**
 * Community prompts (shared by members): the queries of the list pages and of
 * one prompt's own page, and the changes a vote or a star makes to them.
 *
 * Every page of the list, numbered or not, is one cached `CommunityListResponse`
 * under `communityQueries.lists()`; a prompt's page is `detail(id)`. These
 * answers are where a community prompt's votes and star live: its cards and its
 * page show them from here, and a vote or a star changes them here. The list's
 * hooks are in communityList.ts, so that a vote or a star does not load them.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CommunityListItem, CommunityListResponse, CommunityPrompt, CommunityQuery } from '../contract';
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

/** One shared prompt (404 when it does not exist or is no longer shared, unless it is mine). */
export function useCommunityPrompt(id: number) {
  return useQuery(communityQueries.detail(id));
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
        : client.fetchQuery(communityQueries.detail(id)).then((answer) => answer.prompt.description),
    prepare: () => {
      if (!descriptionComplete) void client.prefetchQuery(communityQueries.detail(id));
    },
  };
}

/**
 * Changes one prompt in every community answer holding it (list pages, its own page), so they
 * agree after a vote or a star. `change` sees a list item (a preview) or the whole prompt, and
 * changes only what both carry.
 */
export function updateCommunityPrompt(
  client: QueryClient,
  id: number,
  change: <Shown extends CommunityListItem | CommunityPrompt>(prompt: Shown) => Shown,
): void {
  client.setQueriesData<CommunityListResponse>({ queryKey: communityQueries.lists() }, (list) =>
    list?.items.some((item) => item.id === id)
      ? { ...list, items: list.items.map((item) => (item.id === id ? change(item) : item)) }
      : list,
  );
  client.setQueryData(
    communityQueries.detail(id).queryKey,
    (answer) => answer && { ...answer, prompt: change(answer.prompt) },
  );
}

/**
 * Stops reads of community answers on their way back, which would overwrite an
 * optimistic change with what the server held before it. Only answers already
 * on screen: a page still loading for the first time keeps loading.
 */
export function cancelCommunityReads(client: QueryClient): Promise<void> {
  return client.cancelQueries({
    queryKey: communityQueries.all(),
    predicate: (query) => query.state.data !== undefined,
  });
}
