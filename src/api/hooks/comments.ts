/**
 * The comment thread of a curated or community prompt: top comments a page at
 * a time (newest first), the later replies of one thread, posting and
 * deleting. A new comment is put into the cached first page at once; a
 * deletion asks the server again, since it decides whether the comment goes
 * or stays as a placeholder (and whether emptied placeholders go with it).
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Comment, CommentListResponse, Reply, TargetKind } from '../contract';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

type ThreadPages = InfiniteData<CommentListResponse, string | null>;

export function useCommentThreads(kind: TargetKind, ref: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.comments(kind, ref),
    queryFn: async ({ pageParam }) =>
      (await loadApi()).comments.list(kind, ref, pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** Replies of one thread after the ones it came with (`startCursor` is the thread's repliesCursor). */
export function useMoreReplies(
  kind: TargetKind,
  ref: number,
  threadId: number,
  startCursor: string | null,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: queryKeys.commentReplies(kind, ref, threadId),
    queryFn: async ({ pageParam }) =>
      (await loadApi()).comments.replies(kind, ref, threadId, pageParam ? { cursor: pageParam } : {}),
    initialPageParam: startCursor,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && startCursor !== null,
  });
}

export interface NewComment {
  text: string;
  /** The comment or reply answered; none for a new top comment. */
  parentId?: number;
  /** The top comment of the thread the answered comment belongs to. */
  threadId?: number;
}

function asThread(comment: Reply): Comment {
  const { replyTo: _none, ...fields } = comment;
  return { ...fields, replies: [], replyCount: 0, repliesCursor: null };
}

/** Adds a just-posted comment to the cached pages: counts, and a new top comment at the head of the first page. */
function withPosted(pages: ThreadPages, comment: Reply, threadId: number | undefined): ThreadPages {
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({
      ...page,
      total: page.total + 1,
      items: [
        ...(threadId === undefined && index === 0 ? [asThread(comment)] : []),
        ...page.items.map((thread) =>
          thread.id === threadId ? { ...thread, replyCount: thread.replyCount + 1 } : thread,
        ),
      ],
    })),
  };
}

export function usePostComment(kind: TargetKind, ref: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, parentId }: NewComment) =>
      (await loadApi()).comments.post(kind, ref, { text, parentId }),
    onSuccess: ({ comment }, { threadId }) => {
      client.setQueryData<ThreadPages>(
        queryKeys.comments(kind, ref),
        (pages) => pages && withPosted(pages, comment, threadId),
      );
    },
  });
}

export function useDeleteComment(kind: TargetKind, ref: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await loadApi()).comments.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.comments(kind, ref) }),
  });
}
