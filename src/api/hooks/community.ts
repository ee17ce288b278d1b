/** The community list: prompts members share, searched and sorted by the server. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommunityQuery } from '../contract';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

export function useCommunityPrompts(query: CommunityQuery) {
  return useQuery({
    queryKey: queryKeys.community(query),
    queryFn: async () => (await loadApi()).community.list(query),
    placeholderData: keepPreviousData,
  });
}
