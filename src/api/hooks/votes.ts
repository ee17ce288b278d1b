/** One target's score and my vote (the curated scores the library sorts by: ./curatedScores). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TargetKind, VoteState, VoteValue } from '../contract';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';
import { changeCommunityPrompt } from './communityCache';

/**
 * One target's score and my vote. `initial` (a list card already has both)
 * seeds the cache, so twenty cards ask nothing more.
 */
export function useVote(kind: TargetKind, ref: number, options: { enabled?: boolean; initial?: VoteState } = {}) {
  const { enabled = true, initial } = options;
  return useQuery({
    queryKey: queryKeys.vote(kind, ref),
    queryFn: async () => (await loadApi()).votes.get(kind, ref),
    enabled,
    initialData: initial,
  });
}

/** The state after I vote `value` (0 takes my vote back). */
export function applyVote(state: VoteState, value: VoteValue): VoteState {
  const ups = state.ups - (state.myVote === 1 ? 1 : 0) + (value === 1 ? 1 : 0);
  const downs = state.downs - (state.myVote === -1 ? 1 : 0) + (value === -1 ? 1 : 0);
  return { ...state, ups, downs, score: ups - downs, myVote: value };
}

/** What pressing a button does: pressing my current vote takes it back, the other one switches. */
export function nextVote(current: VoteValue, pressed: 1 | -1): VoteValue {
  return current === pressed ? 0 : pressed;
}

const voteMutationKey = (kind: TargetKind, ref: number) => ['vote', kind, ref] as const;

/**
 * Optimistic vote, rolled back when the server refuses it. The target's
 * state and the community caches holding it change together; the curated
 * scores and favorites lists are only marked stale (re-sorting a list under
 * the pointer would move the card being voted on).
 */
export function useSetVote(kind: TargetKind, ref: number) {
  const client = useQueryClient();
  const key = queryKeys.vote(kind, ref);
  const mutationKey = voteMutationKey(kind, ref);
  const show = (state: VoteState | undefined) => {
    if (!state) return;
    client.setQueryData<VoteState>(key, state);
    if (kind === 'community') {
      changeCommunityPrompt(client, ref, (prompt) => ({
        ...prompt,
        score: state.score,
        ups: state.ups,
        downs: state.downs,
        myVote: state.myVote,
      }));
    }
  };
  return useMutation({
    mutationKey,
    mutationFn: async (value: VoteValue) => (await loadApi()).votes.set(kind, ref, value),
    onMutate: async (value) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<VoteState>(key);
      if (previous) show(applyVote(previous, value));
      return { previous };
    },
    onError: (_error, _value, context) => {
      // A later press is still on its way: let the server say where things stand.
      if (client.isMutating({ mutationKey }) > 1) void client.invalidateQueries({ queryKey: key });
      else show(context?.previous);
    },
    onSuccess: (state) => {
      // Only the last of several quick presses decides what is shown.
      if (client.isMutating({ mutationKey }) <= 1) show(state);
      if (kind === 'curated') void client.invalidateQueries({ queryKey: queryKeys.curatedScores, refetchType: 'none' });
      else void client.invalidateQueries({ queryKey: queryKeys.communityAll, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryKeys.favorites, refetchType: 'none' });
    },
  });
}
