/**
 * My favorites as a list (curated and community prompts, newest first), a
 * cursor page at a time, and removing one from it. The key sits under
 * ['my', 'favorites'], so a favorite star anywhere on the site refreshes it.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FavoriteListResponse, FavoriteState, TargetKind } from '../contract';
import { changeCommunityPrompt } from './communityCache';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

type Pages = InfiniteData<FavoriteListResponse, string | null>;

export function useFavoriteList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.favoriteList,
    queryFn: async ({ pageParam }) => (await loadApi()).favorites.list({ cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export interface FavoriteTarget {
  kind: TargetKind;
  ref: number;
}

/** Takes a favorite off the list once the server agrees, and unstars it everywhere else. */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ref }: FavoriteTarget) => (await loadApi()).favorites.remove(kind, ref),
    onSuccess: (_state, { kind, ref }) => {
      client.setQueryData<Pages>(
        queryKeys.favoriteList,
        (pages) =>
          pages && {
            ...pages,
            pages: pages.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.kind !== kind || item.ref !== ref),
            })),
          },
      );
      // The star of this prompt, wherever it shows, goes out with it.
      client.setQueryData<FavoriteState>(queryKeys.favorite(kind, ref), { kind, ref, favorited: false });
      if (kind === 'community') changeCommunityPrompt(client, ref, (prompt) => ({ ...prompt, favorited: false }));
      void client.invalidateQueries({
        queryKey: queryKeys.favorites,
        predicate: (query) => query.queryKey[2] !== 'list',
      });
    },
  });
}
