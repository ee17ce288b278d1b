/** My favorites (curated and community prompts) and the star that adds or removes one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteState, TargetKind } from '../contract';
import { changeCommunityPrompt } from './communityCache';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

export function useFavorites(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.favorites, queryFn: async () => (await loadApi()).favorites.list(), enabled });
}

/**
 * Whether one prompt is among my favorites. `initial` (a community card knows
 * it) seeds the cache and saves the request; only signed-in people are asked.
 */
export function useFavoriteState(
  kind: TargetKind,
  ref: number,
  options: { enabled?: boolean; initial?: boolean } = {},
) {
  const { enabled = true, initial } = options;
  return useQuery({
    queryKey: queryKeys.favorite(kind, ref),
    queryFn: async () => (await loadApi()).favorites.get(kind, ref),
    enabled,
    initialData: initial === undefined ? undefined : { kind, ref, favorited: initial },
  });
}

export interface FavoriteToggle {
  kind: TargetKind;
  ref: number;
  favorite: boolean;
}

const favoriteMutationKey = ['favorite', 'toggle'] as const;

/**
 * Optimistic star: the prompt's own state and the community caches holding
 * it change at once and change back on failure; every list of my favorites is
 * read again afterwards.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  const show = ({ kind, ref, favorite }: FavoriteToggle) => {
    client.setQueryData<FavoriteState>(queryKeys.favorite(kind, ref), { kind, ref, favorited: favorite });
    if (kind === 'community') changeCommunityPrompt(client, ref, (prompt) => ({ ...prompt, favorited: favorite }));
  };
  return useMutation({
    mutationKey: favoriteMutationKey,
    mutationFn: async ({ kind, ref, favorite }: FavoriteToggle) => {
      const api = await loadApi();
      return favorite ? api.favorites.add(kind, ref) : api.favorites.remove(kind, ref);
    },
    onMutate: async (toggle) => {
      await Promise.all([
        client.cancelQueries({ queryKey: queryKeys.favorite(toggle.kind, toggle.ref) }),
        client.cancelQueries({ queryKey: queryKeys.communityAll }),
      ]);
      const previous = client.getQueryData<FavoriteState>(queryKeys.favorite(toggle.kind, toggle.ref));
      show(toggle);
      return { previous: previous?.favorited ?? !toggle.favorite };
    },
    onError: (_error, toggle, context) => show({ ...toggle, favorite: context?.previous ?? !toggle.favorite }),
    onSuccess: (state) => show({ kind: state.kind, ref: state.ref, favorite: state.favorited }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.favorites }),
  });
}
