/**
 * Scores and my votes: the curated scores the library sorts by, and one
 * target's counts. A community prompt's counts come with the community
 * answers (see community.ts), so its cards and its page ask nothing more; a
 * curated prompt's are read on their own.
 */
import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CuratedScoresResponse, TargetKind, VoteValue } from '../contract';
import type { VoteScores } from '../../prompts/library';
import { useQueryClientOnDemand } from '../runtime/clientOnDemand';
import { withApi } from '../runtime/loadApi';
import { applyVote, type VoteCounts } from '../voteCounts';
import { cancelCommunityReads, communityQueries, updateCommunityPrompt } from './community';
import { favoriteQueries } from './favorites';

export function toVoteScores(response: CuratedScoresResponse): VoteScores {
  const scores: Record<number, number> = {};
  for (const [id, score] of Object.entries(response.scores)) scores[Number(id)] = score;
  return scores;
}

export const voteQueries = {
  all: () => ['votes'] as const,
  curatedScores: () =>
    queryOptions({
      queryKey: [...voteQueries.all(), 'scores'] as const,
      queryFn: () => withApi((api) => api.votes.curated()).then(toVoteScores),
      staleTime: 60_000,
    }),
  target: (kind: TargetKind, ref: number) =>
    queryOptions({
      queryKey: [...voteQueries.all(), kind, ref] as const,
      queryFn: () => withApi((api) => api.votes.get(kind, ref)),
    }),
};

export type ScoresStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface CuratedScores {
  data: VoteScores;
  status: ScoresStatus;
}

const NO_SCORES: VoteScores = {};

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
    client.fetchQuery(voteQueries.curatedScores()).then(
      (data) => live && setState({ data, status: 'ready' }),
      () => live && setState({ data: NO_SCORES, status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [enabled, client]);
  return enabled && !client && state.status === 'idle' ? { data: NO_SCORES, status: 'loading' } : state;
}

/** Only the counts of a vote state (a community prompt carries many more fields). */
const countsOf = ({ score, ups, downs, myVote }: VoteCounts): VoteCounts => ({ score, ups, downs, myVote });

/**
 * What the vote buttons show: the counts a community answer carries
 * (`listed`: no request), else the target's own read.
 */
export function useVoteCounts(kind: TargetKind, ref: number, listed?: VoteCounts) {
  const read = useQuery({ ...voteQueries.target(kind, ref), enabled: listed === undefined });
  return {
    counts: listed ? countsOf(listed) : read.data,
    failed: !listed && read.isError && !read.data,
    retry: () => void read.refetch(),
  };
}

export interface VoteChange {
  /** The counts shown when the button was pressed. */
  from: VoteCounts;
  value: VoteValue;
}

/**
 * Optimistic vote, rolled back when the server refuses it. The counts change
 * where they are read (the target's own state, the community answers holding
 * the prompt); the curated scores and favorites lists are only marked stale
 * (re-sorting a list under the pointer would move the card being voted on).
 */
export function useSetVote(kind: TargetKind, ref: number) {
  const client = useQueryClient();
  const target = voteQueries.target(kind, ref);
  // Presses on one target share a key: only the last one in flight decides what is shown.
  const mutationKey = target.queryKey;
  const show = (counts: VoteCounts) => {
    client.setQueryData(target.queryKey, (state) => state && { ...state, ...countsOf(counts) });
    if (kind === 'community') updateCommunityPrompt(client, ref, (prompt) => ({ ...prompt, ...countsOf(counts) }));
  };
  const askServer = () => client.fetchQuery({ ...target, staleTime: 0 }).then(show, () => undefined);
  return useMutation({
    mutationKey,
    mutationFn: ({ value }: VoteChange) => withApi((api) => api.votes.set(kind, ref, value)),
    onMutate: async ({ from, value }) => {
      await Promise.all([client.cancelQueries({ queryKey: target.queryKey }), kind === 'community' && cancelCommunityReads(client)]);
      show(applyVote(countsOf(from), value));
      return { previous: countsOf(from) };
    },
    onError: (_error, _change, context) => {
      // A later press is still on its way: let the server say where things stand.
      if (client.isMutating({ mutationKey }) > 1) void askServer();
      else if (context) show(context.previous);
    },
    onSuccess: (state) => {
      if (client.isMutating({ mutationKey }) <= 1) show(state);
      if (kind === 'curated') void client.invalidateQueries({ queryKey: voteQueries.curatedScores().queryKey, refetchType: 'none' });
      else void client.invalidateQueries({ queryKey: communityQueries.all(), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: favoriteQueries.lists(), refetchType: 'none' });
    },
  });
}
