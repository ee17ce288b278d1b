/**
 * One target's vote counts and my vote on it, and voting. A community
 * prompt's counts come with the community answers (see community.ts), so its
 * cards and its page ask nothing more; a curated prompt's are read on their
 * own. The curated scores the library sorts by are in curatedScores.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TargetKind, VoteValue } from '../contract';
import { withApi } from '../runtime/loadApi';
import { applyVote, type VoteCounts } from '../voteCounts';
import { cancelCommunityReads, communityQueries, updateCommunityPrompt } from './community';
import { curatedScoreQueries } from './curatedScores';
import { favoriteQueries } from './favorites';

export const voteQueries = {
  all: () => ['votes'] as const,
  target: (kind: TargetKind, ref: number) =>
    queryOptions({
      queryKey: [...voteQueries.all(), kind, ref] as const,
      queryFn: () => withApi((api) => api.votes.get(kind, ref)),
    }),
};

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
      await Promise.all([
        client.cancelQueries({ queryKey: target.queryKey }),
        kind === 'community' && cancelCommunityReads(client),
      ]);
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
      if (kind === 'curated')
        void client.invalidateQueries({ queryKey: curatedScoreQueries.all().queryKey, refetchType: 'none' });
      else void client.invalidateQueries({ queryKey: communityQueries.all(), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: favoriteQueries.lists(), refetchType: 'none' });
    },
  });
}
