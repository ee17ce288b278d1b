import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { curatedScoreQueries, toVoteScores } from '@site/src/api/queries/curatedScores';
import { voteQueries } from '@site/src/api/queries/votes';

describe('toVoteScores', () => {
  it('turns the API record into numeric keys', () => {
    expect(toVoteScores({ scores: { '3': 5, '12': -2 }, myVotes: {} })).toEqual({ 3: 5, 12: -2 });
  });
});

describe('curatedScoreQueries', () => {
  it('are marked stale without the votes of each curated prompt', async () => {
    const client = new QueryClient();
    client.setQueryData(curatedScoreQueries.all().queryKey, { 42: 1 });
    client.setQueryData(voteQueries.target('curated', 42).queryKey, { kind: 'curated', ref: 42, score: 1, ups: 1, downs: 0, myVote: 1 });
    await client.invalidateQueries({ queryKey: curatedScoreQueries.all().queryKey, refetchType: 'none' });
    expect(client.getQueryState(curatedScoreQueries.all().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(voteQueries.target('curated', 42).queryKey)?.isInvalidated).toBe(false);
  });
});
