/** Comment threads on a target: top comments a page at a time, the later replies of one thread, posting. */
import * as z from 'zod';
import { LIMITS } from '../limits';
import { IdParam, IsoDate, NextCursor, listQuery, userText } from './common';
import { HiddenState } from './moderation';
import { TargetKind } from './targets';

export const CreateCommentBody = z.object({
  text: userText('Comment', LIMITS.COMMENT_MAX, { required: true }),
  parentId: IdParam.optional(),
});
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

export const CommentIdParams = z.object({ id: IdParam });

const CommentFields = {
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Empty for a deleted comment kept as a placeholder because it has replies. */
  text: z.string(),
  deleted: z.boolean(),
  /** null for a deleted comment. */
  author: z.object({ username: z.string() }).nullable(),
  mine: z.boolean(),
  /** Present only when hidden, which only its author and moderators see. */
  hidden: HiddenState.optional(),
  createdAt: IsoDate,
};

export const Reply = z
  .object({
    ...CommentFields,
    /** Username of the author of the comment this one answers. */
    replyTo: z.string().nullable(),
  })
  .meta({ id: 'Reply' });
export type Reply = z.infer<typeof Reply>;

export const Comment = z
  .object({
    ...CommentFields,
    /** The first replies of the thread (replies to replies included, one level deep), oldest first. */
    replies: z.array(Reply),
    /** All replies of the thread. */
    replyCount: z.number().int(),
    /** Where the replies after `replies` start (replies route), or null when all are shown. */
    repliesCursor: NextCursor,
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof Comment>;

export const CommentListQuery = listQuery();
export type CommentListQuery = z.input<typeof CommentListQuery>;

export const CommentListResponse = z.object({
  /** Top comments, newest first. */
  items: z.array(Comment),
  /** Comments on the prompt, replies included, deleted ones not. */
  total: z.number().int(),
  nextCursor: NextCursor,
});
export type CommentListResponse = z.infer<typeof CommentListResponse>;

export const ThreadParams = z.object({ kind: TargetKind, ref: IdParam, id: IdParam });

export const ReplyListQuery = listQuery();
export type ReplyListQuery = z.input<typeof ReplyListQuery>;

export const ReplyListResponse = z.object({ items: z.array(Reply), nextCursor: NextCursor });
export type ReplyListResponse = z.infer<typeof ReplyListResponse>;

export const CommentResponse = z.object({ comment: Reply });
export type CommentResponse = z.infer<typeof CommentResponse>;
