/**
 * The arithmetic of one vote, which the client restates for its optimistic
 * updates (the server keeps exact counters in SQL). The tests' mock API counts
 * with it too, so the two cannot drift apart.
 */
import type { VoteState, VoteValue } from './contract';

/** A target's counts and my vote: what the vote buttons show (a CommunityPrompt carries them too). */
export type VoteCounts = Pick<VoteState, 'score' | 'ups' | 'downs' | 'myVote'>;

export const scoreOf = ({ ups, downs }: { ups: number; downs: number }) => ups - downs;

/** The counts after I vote `value` (0 takes my vote back). */
export function applyVote<T extends Omit<VoteCounts, 'score'>>(
  counts: T,
  value: VoteValue,
): T & Pick<VoteCounts, 'score'> {
  const ups = counts.ups - (counts.myVote === 1 ? 1 : 0) + (value === 1 ? 1 : 0);
  const downs = counts.downs - (counts.myVote === -1 ? 1 : 0) + (value === -1 ? 1 : 0);
  return { ...counts, ups, downs, score: scoreOf({ ups, downs }), myVote: value };
}

/** What pressing a button does: pressing my current vote takes it back, the other one switches. */
export function nextVote(current: VoteValue, pressed: 1 | -1): VoteValue {
  return current === pressed ? 0 : pressed;
}
