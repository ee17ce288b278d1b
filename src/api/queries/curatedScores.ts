/**
 * Vote scores of the curated prompts, which the library sorts by. Apart from
 * votes.ts on purpose: a module's code is the same in every chunk that holds
 * it, so sharing one with the vote buttons' hooks would put react-query's
 * observers and the voting code (mutations, the community answers a vote
 * changes) into the home page's first load.
 */
import { useEffect, useState } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { CuratedScoresResponse } from '../contract';
import type { VoteScores } from '../../prompts/library';
import { useQueryClientOnDemand } from '../runtime/clientOnDemand';
import { withApi } from '../runtime/loadApi';

export function toVoteScores(response: CuratedScoresResponse): VoteScores {
  const scores: Record<number, number> = {};
  for (const [id, score] of Object.entries(response.scores)) scores[Number(id)] = score;
  return scores;
}

export const curatedScoreQueries = {
  all: () =>
    queryOptions({
      queryKey: ['curatedScores'] as const,
      queryFn: () => withApi((api) => api.votes.curated()).then(toVoteScores),
      staleTime: 60_000,
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
    // eslint-disable-next-line react-hooks/set-state-in-effect -- marks the read this effect starts (no react-query observer here, see above)
    setState((current) => (current.status === 'ready' ? current : { data: NO_SCORES, status: 'loading' }));
    client.fetchQuery(curatedScoreQueries.all()).then(
      (data) => live && setState({ data, status: 'ready' }),
      () => live && setState({ data: NO_SCORES, status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [enabled, client]);
  return enabled && !client && state.status === 'idle' ? { data: NO_SCORES, status: 'loading' } : state;
}
