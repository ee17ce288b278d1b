import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { toVoteScores, voteQueries } from '@site/src/api/queries/votes';

describe('toVoteScores', () => {
  it('turns the API record into numeric keys', () => {
    expect(toVoteScores({ scores: { '3': 5, '12': -2 }, myVotes: {} })).toEqual({ 3: 5, 12: -2 });
  });
});

describe('voteQueries', () => {
  it('marks the curated scores stale without the votes of each curated prompt', async () => {
    const client = new QueryClient();
    client.setQueryData(voteQueries.curatedScores().queryKey, { 42: 1 });
    client.setQueryData(voteQueries.target('curated', 42).queryKey, { kind: 'curated', ref: 42, score: 1, ups: 1, downs: 0, myVote: 1 });
    await client.invalidateQueries({ queryKey: voteQueries.curatedScores().queryKey, refetchType: 'none' });
    expect(client.getQueryState(voteQueries.curatedScores().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(voteQueries.target('curated', 42).queryKey)?.isInvalidated).toBe(false);
  });
});
