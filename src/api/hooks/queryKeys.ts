/** Every react-query key of the site, in one place. */
import type { CommunityQuery, TargetKind } from '../contract';

export const queryKeys = {
  myPrompts: ['my', 'prompts'] as const,
  myPromptList: (q: string) => ['my', 'prompts', q] as const,
  /** Every list of my favorites lives under this prefix. */
  favorites: ['my', 'favorites'] as const,
  /** Whether one prompt is among my favorites (outside the lists' prefix: invalidating them does not re-ask it). */
  favorite: (kind: TargetKind, ref: number) => ['favorite', kind, ref] as const,
  curatedScores: ['votes', 'curated'] as const,
  vote: (kind: TargetKind, ref: number) => ['votes', kind, ref] as const,
  comments: (kind: TargetKind, ref: number) => ['comments', kind, ref] as const,
  commentReplies: (kind: TargetKind, ref: number, threadId: number) =>
    ['comments', kind, ref, 'replies', threadId] as const,
  communityAll: ['community'] as const,
  community: (query: CommunityQuery) => ['community', query] as const,
  /** Under ['community'] too: a vote or a star changes the prompt's own page with its cards (communityCache.ts). */
  communityPrompt: (id: number) => ['community', 'prompt', id] as const,
  /** My favorites, a cursor page at a time (under ['my', 'favorites'], which every star change invalidates). */
  favoriteList: ['my', 'favorites', 'list'] as const,
};
