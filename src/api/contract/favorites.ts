/** My favorites: whether one prompt is among them, and the list (community prompts inlined). */
import * as z from 'zod';
import { IsoDate, NextCursor, listQuery } from './common';
import { CommunityPrompt } from './community';
import { TargetKind } from './targets';

export const FavoriteItem = z
  .object({
    kind: TargetKind,
    ref: z.number().int(),
    createdAt: IsoDate,
    /** false for a community prompt since deleted or no longer shared (kept so its owner can remove it). */
    available: z.boolean(),
    /** Inlined for community prompts that are still available. */
    prompt: CommunityPrompt.optional(),
  })
  .meta({ id: 'FavoriteItem' });
export type FavoriteItem = z.infer<typeof FavoriteItem>;

export const FavoriteState = z.object({ kind: TargetKind, ref: z.number().int(), favorited: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteState>;

export const FavoriteListQuery = listQuery();
export type FavoriteListQuery = z.input<typeof FavoriteListQuery>;

export const FavoriteListResponse = z.object({ items: z.array(FavoriteItem), nextCursor: NextCursor });
export type FavoriteListResponse = z.infer<typeof FavoriteListResponse>;
