import { describe, expect, it } from 'vitest';
import { applyVote, nextVote } from '@site/src/api/voteCounts';

describe('applyVote', () => {
  const base = { kind: 'curated' as const, ref: 1, score: 3, ups: 5, downs: 2, myVote: 0 as const };
  it('adds, switches and takes back a vote', () => {
    const up = applyVote(base, 1);
    expect(up).toMatchObject({ ups: 6, downs: 2, score: 4, myVote: 1 });
    const down = applyVote(up, -1);
    expect(down).toMatchObject({ ups: 5, downs: 3, score: 2, myVote: -1 });
    expect(applyVote(down, 0)).toMatchObject({ ups: 5, downs: 2, score: 3, myVote: 0 });
  });

  it('keeps what else the counts came with, and works from a tally without a score', () => {
    expect(applyVote(base, 1)).toMatchObject({ kind: 'curated', ref: 1 });
    expect(applyVote({ ups: 0, downs: 4, myVote: -1 }, 1)).toEqual({ ups: 1, downs: 3, score: -2, myVote: 1 });
  });
});

describe('nextVote', () => {
  it('takes my vote back when I press it again and switches with the other button', () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(-1, -1)).toBe(0);
    expect(nextVote(-1, 1)).toBe(1);
  });
});
