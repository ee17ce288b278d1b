/**
 * My favorites: the star of one prompt (add or remove, optimistic) and the
 * list of them (curated and community prompts, newest first, a cursor page at
 * a time). A community prompt's star comes with the community answers (see
 * community.ts); a curated prompt's is read on its own, for signed-in people.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FavoriteState, TargetKind } from '../contract';
import { withApi } from '../runtime/loadApi';
import { cancelCommunityReads, updateCommunityPrompt } from './community';

export const favoriteQueries = {
  all: () => ['favorites'] as const,
  /** Every list of my favorites (apart from the stars: re-reading the lists does not re-ask them). */
  lists: () => [...favoriteQueries.all(), 'list'] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: favoriteQueries.lists(),
      queryFn: ({ pageParam }) => withApi((api) => api.favorites.list({ cursor: pageParam ?? undefined })),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  target: (kind: TargetKind, ref: number) =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), kind, ref] as const,
      queryFn: () => withApi((api) => api.favorites.get(kind, ref)),
    }),
};

export interface FavoriteTarget {
  kind: TargetKind;
  ref: number;
}

/**
 * Whether one prompt is among my favorites: what a community answer says
 * (`listed`: no request), else the prompt's own read (only when `enabled`,
 * that is for signed-in people).
 */
export function useFavorited(
  kind: TargetKind,
  ref: number,
  { enabled, listed }: { enabled: boolean; listed?: boolean },
) {
  const read = useQuery({ ...favoriteQueries.target(kind, ref), enabled: enabled && listed === undefined });
  return {
    favorited: listed ?? read.data?.favorited,
    failed: listed === undefined && read.isError && !read.data,
    retry: () => void read.refetch(),
  };
}

/** Shows a prompt starred or not wherever its star is read. */
function showFavorited(client: QueryClient, { kind, ref }: FavoriteTarget, favorited: boolean) {
  client.setQueryData<FavoriteState>(favoriteQueries.target(kind, ref).queryKey, { kind, ref, favorited });
  if (kind === 'community') updateCommunityPrompt(client, ref, (prompt) => ({ ...prompt, favorited }));
}

export interface FavoriteToggle extends FavoriteTarget {
  favorite: boolean;
}

/**
 * Optimistic star: the prompt's star changes at once and changes back on
 * failure; every list of my favorites is read again afterwards.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...favoriteQueries.all(), 'toggle'],
    mutationFn: ({ kind, ref, favorite }: FavoriteToggle) =>
      withApi((api) => (favorite ? api.favorites.add(kind, ref) : api.favorites.remove(kind, ref))),
    onMutate: async (toggle) => {
      await Promise.all([
        client.cancelQueries({ queryKey: favoriteQueries.target(toggle.kind, toggle.ref).queryKey }),
        cancelCommunityReads(client),
      ]);
      const previous = client.getQueryData(favoriteQueries.target(toggle.kind, toggle.ref).queryKey);
      showFavorited(client, toggle, toggle.favorite);
      return { previous: previous?.favorited ?? !toggle.favorite };
    },
    onError: (_error, toggle, context) => showFavorited(client, toggle, context?.previous ?? !toggle.favorite),
    onSuccess: (state) => showFavorited(client, state, state.favorited),
    onSettled: () => client.invalidateQueries({ queryKey: favoriteQueries.lists() }),
  });
}

export function useFavoriteList(enabled: boolean) {
  return useInfiniteQuery({ ...favoriteQueries.list(), enabled });
}

/** Takes a favorite off the list once the server agrees, and unstars it everywhere else. */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ref }: FavoriteTarget) => withApi((api) => api.favorites.remove(kind, ref)),
    onSuccess: (_state, target) => {
      client.setQueryData(
        favoriteQueries.list().queryKey,
        (pages) =>
          pages && {
            ...pages,
            pages: pages.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.kind !== target.kind || item.ref !== target.ref),
            })),
          },
      );
      showFavorited(client, target, false);
    },
  });
}
