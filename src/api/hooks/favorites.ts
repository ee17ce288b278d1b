/** My favorites (curated and community prompts) and the star that adds or removes one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityListResponse, TargetKind } from '../contract';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

export function useFavorites(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.favorites, queryFn: async () => (await loadApi()).favorites.list(), enabled });
}

interface Toggle {
  kind: TargetKind;
  ref: number;
  favorite: boolean;
}

/** Optimistic on the community lists' stars; the favorites list is read again after. */
export function useToggleFavorite() {
  const client = useQueryClient();
  const setStar = ({ kind, ref, favorite }: Toggle) => {
    if (kind !== 'community') return;
    client.setQueriesData<CommunityListResponse>({ queryKey: queryKeys.communityAll }, (page) =>
      page ? { ...page, items: page.items.map((item) => (item.id === ref ? { ...item, favorited: favorite } : item)) } : page,
    );
  };
  return useMutation({
    mutationFn: async ({ kind, ref, favorite }: Toggle) => {
      const api = await loadApi();
      return favorite ? api.favorites.add(kind, ref) : api.favorites.remove(kind, ref);
    },
    onMutate: async (toggle) => {
      await client.cancelQueries({ queryKey: queryKeys.communityAll });
      setStar(toggle);
    },
    onError: (_error, toggle) => setStar({ ...toggle, favorite: !toggle.favorite }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.favorites }),
  });
}

