/** Scores and my votes: the curated scores the library sorts by, and one target's vote. */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useQueryClientOnDemand } from './clientOnDemand';
import type { CuratedScoresResponse, TargetKind, VoteState, VoteValue } from '../contract';
import type { VoteScores } from '../../prompts/library';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

export type ScoresStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface CuratedScores {
  data: VoteScores;
  status: ScoresStatus;
}

const NO_SCORES: VoteScores = {};

export function toVoteScores(response: CuratedScoresResponse): VoteScores {
  const scores: Record<number, number> = {};
  for (const [id, score] of Object.entries(response.scores)) scores[Number(id)] = score;
  return scores;
}

/**
 * Vote scores of the curated prompts, read the first time they are needed
 * (sorting by votes on the home page). A one-shot read through the shared
 * client: the home page needs no query observer, and its first load no
 * react-query beyond the context.
 */
export function useCuratedScores(enabled: boolean): CuratedScores {
  const client = useQueryClientOnDemand(enabled);
  const [state, setState] = useState<CuratedScores>({ data: NO_SCORES, status: 'idle' });
  useEffect(() => {
    if (!enabled || !client) return undefined;
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { data: NO_SCORES, status: 'loading' }));
    client
      .fetchQuery({ queryKey: queryKeys.curatedScores, queryFn: async () => toVoteScores(await (await loadApi()).votes.curated()), staleTime: 60_000 })
      .then(
        (data) => live && setState({ data, status: 'ready' }),
        () => live && setState({ data: NO_SCORES, status: 'unavailable' }),
      );
    return () => {
      live = false;
    };
  }, [enabled, client]);
  return enabled && !client && state.status === 'idle' ? { data: NO_SCORES, status: 'loading' } : state;
}

export function useVote(kind: TargetKind, ref: number, enabled = true) {
  return useQuery({ queryKey: queryKeys.vote(kind, ref), queryFn: async () => (await loadApi()).votes.get(kind, ref), enabled });
}

/** The state after I vote `value` (0 takes my vote back). */
export function applyVote(state: VoteState, value: VoteValue): VoteState {
  const ups = state.ups - (state.myVote === 1 ? 1 : 0) + (value === 1 ? 1 : 0);
  const downs = state.downs - (state.myVote === -1 ? 1 : 0) + (value === -1 ? 1 : 0);
  return { ...state, ups, downs, score: ups - downs, myVote: value };
}

/** Optimistic vote, rolled back when the server refuses it. */
export function useSetVote(kind: TargetKind, ref: number) {
  const client = useQueryClient();
  const key = queryKeys.vote(kind, ref);
  return useMutation({
    mutationFn: async (value: VoteValue) => (await loadApi()).votes.set(kind, ref, value),
    onMutate: async (value) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<VoteState>(key);
      if (previous) client.setQueryData<VoteState>(key, applyVote(previous, value));
      return { previous };
    },
    onError: (_error, _value, context) => client.setQueryData(key, context?.previous),
    onSuccess: (state) => {
      client.setQueryData(key, state);
      if (kind === 'curated') void client.invalidateQueries({ queryKey: queryKeys.curatedScores });
      else void client.invalidateQueries({ queryKey: queryKeys.communityAll });
    },
  });
}
