/** Prompts members share: the list (searched, sorted, paged) and one prompt with the caller's vote and star. */
import * as z from 'zod';
import { LIMITS } from '../limits';
import { IsoDate, NextCursor, SearchText, listQuery } from './common';
import { HiddenState } from './moderation';
import { PromptTextFields } from './prompts';
import { VoteValue } from './votes';

export const CommunityPrompt = z
  .object({
    id: z.number().int(),
    ...PromptTextFields,
    author: z.object({ username: z.string() }),
    score: z.number().int(),
    ups: z.number().int(),
    downs: z.number().int(),
    commentCount: z.number().int(),
    /** The caller's vote (0 when anonymous or not voted). */
    myVote: VoteValue,
    /** Whether the caller has it among their favorites (false when anonymous). */
    favorited: z.boolean(),
    /** Whether the caller wrote it. */
    mine: z.boolean(),
    /** Present only when hidden, which only its author and moderators see. */
    hidden: HiddenState.optional(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  })
  .meta({ id: 'CommunityPrompt' });
export type CommunityPrompt = z.infer<typeof CommunityPrompt>;

export const CommunitySort = z.enum(['newest', 'votes']);
export type CommunitySort = z.infer<typeof CommunitySort>;

export const CommunityQuery = listQuery({
  q: SearchText.optional(),
  sort: CommunitySort.default('newest'),
  /** Numbered pages for the first few; deeper pages follow `cursor` (which wins when both are sent). */
  page: z.coerce
    .number()
    .int()
    .min(1, 'Page must be 1 or more')
    .max(LIMITS.PAGE_NUMBER_MAX, `Page must be at most ${LIMITS.PAGE_NUMBER_MAX}; follow nextCursor for later pages`)
    .default(1),
});
export type CommunityQuery = z.input<typeof CommunityQuery>;

/**
 * A shared prompt as a list shows it: the start of its text (`description`, at most
 * LIST_PREVIEW_CODE_POINTS code points; `descriptionComplete` says whether that is all of it) and
 * no notes. The whole prompt is at `GET /api/community/prompts/{id}`.
 */
export const CommunityListItem = CommunityPrompt.omit({ notes: true })
  .extend({ descriptionComplete: z.boolean() })
  .meta({ id: 'CommunityListItem' });
export type CommunityListItem = z.infer<typeof CommunityListItem>;

export const CommunityListResponse = z.object({
  items: z.array(CommunityListItem),
  /** The page number asked for (1 when paging by cursor). */
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: NextCursor,
});
export type CommunityListResponse = z.infer<typeof CommunityListResponse>;

export const CommunityPromptResponse = z.object({ prompt: CommunityPrompt });
export type CommunityPromptResponse = z.infer<typeof CommunityPromptResponse>;
