import { describe, expect, it } from 'vitest';
import { parseScores } from '@site/src/prompts/hooks/useCuratedScores';

describe('parseScores', () => {
  it('keeps numeric scores by prompt number', () => {
    expect(parseScores({ scores: { '3': 5, '12': -2 }, myVotes: {} })).toEqual({ 3: 5, 12: -2 });
  });
  it('drops malformed entries', () => {
    expect(parseScores({ scores: { '3': '5', x: 1, '4': null, '7': 2 } })).toEqual({ 7: 2 });
  });
  it('rejects bodies without scores', () => {
    expect(parseScores(null)).toBeNull();
    expect(parseScores({})).toBeNull();
    expect(parseScores('oops')).toBeNull();
  });
});
