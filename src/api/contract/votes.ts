/** Votes on a target, its counts as the voter sees them, and the scores of the curated prompts. */
import * as z from 'zod';
import { CURATED_PROMPT_COUNT } from '../limits';
import { TargetKind } from './targets';

export const VoteValue = z.union([z.literal(1), z.literal(0), z.literal(-1)], {
  error: 'Vote value must be 1, 0 or -1',
});
export type VoteValue = z.infer<typeof VoteValue>;

export const VoteBody = z.object({ value: VoteValue });
export type VoteBody = z.input<typeof VoteBody>;

export const VoteState = z
  .object({
    kind: TargetKind,
    ref: z.number().int(),
    score: z.number().int(),
    ups: z.number().int(),
    downs: z.number().int(),
    myVote: VoteValue,
  })
  .meta({ id: 'VoteState' });
export type VoteState = z.infer<typeof VoteState>;

/** A curated prompt number as the ids list writes it: at most as many digits as the last one has. */
const CURATED_REF_DIGITS = `\\d{1,${String(CURATED_PROMPT_COUNT).length}}`;

export const CuratedScoresQuery = z.object({
  ids: z
    .string()
    .regex(
      new RegExp(`^${CURATED_REF_DIGITS}(,${CURATED_REF_DIGITS}){0,299}$`),
      'ids must be a comma-separated list of prompt numbers',
    )
    .optional(),
});

export const CuratedScoresResponse = z.object({
  /** Score per curated prompt number; prompts without votes are omitted (score 0). */
  scores: z.record(z.string(), z.number().int()),
  /** The caller's non-zero votes per curated prompt number (empty when anonymous). */
  myVotes: z.record(z.string(), z.union([z.literal(1), z.literal(-1)])),
});
export type CuratedScoresResponse = z.infer<typeof CuratedScoresResponse>;
