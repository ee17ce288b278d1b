import type { VoteScores } from '../library';

export interface CuratedScores {
  data: VoteScores;
  /** True once scores have loaded from the API. */
  available: boolean;
}

/** Vote scores of the curated prompts. Until the community API is wired in, none are available. */
export function useCuratedScores(_enabled: boolean): CuratedScores {
  return { data: {}, available: false };
}
