/**
 * The comment thread of a curated or community prompt: top comments a page at
 * a time (newest first), the later replies of one thread, posting and
 * deleting. A new comment is put into the cached first page at once; a
 * deletion asks the server again, since it decides whether the comment goes
 * or stays as a placeholder (and whether emptied placeholders go with it).
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Comment, CommentListResponse, Reply, TargetKind } from '../contract';
import { withApi } from '../runtime/loadApi';

export const commentQueries = {
  all: () => ['comments'] as const,
  /** Everything read about one prompt's comments: its threads and the replies of each. */
  target: (kind: TargetKind, ref: number) => [...commentQueries.all(), kind, ref] as const,
  threads: (kind: TargetKind, ref: number) =>
    infiniteQueryOptions({
      queryKey: [...commentQueries.target(kind, ref), 'threads'] as const,
      queryFn: ({ pageParam }) =>
        withApi((api) => api.comments.list(kind, ref, pageParam ? { cursor: pageParam } : {})),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** Replies of one thread after the ones it came with (`startCursor` is the thread's repliesCursor). */
  replies: (kind: TargetKind, ref: number, threadId: number, startCursor: string | null) =>
    infiniteQueryOptions({
      queryKey: [...commentQueries.target(kind, ref), 'replies', threadId] as const,
      queryFn: ({ pageParam }) =>
        withApi((api) => api.comments.replies(kind, ref, threadId, pageParam ? { cursor: pageParam } : {})),
      initialPageParam: startCursor,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export function useCommentThreads(kind: TargetKind, ref: number, enabled = true) {
  return useInfiniteQuery({ ...commentQueries.threads(kind, ref), enabled });
}

export function useMoreReplies(
  kind: TargetKind,
  ref: number,
  threadId: number,
  startCursor: string | null,
  enabled: boolean,
) {
  return useInfiniteQuery({
    ...commentQueries.replies(kind, ref, threadId, startCursor),
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
function withPosted<Pages extends InfiniteData<CommentListResponse, unknown>>(
  pages: Pages,
  comment: Reply,
  threadId: number | undefined,
): Pages {
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
    mutationFn: ({ text, parentId }: NewComment) => withApi((api) => api.comments.post(kind, ref, { text, parentId })),
    onSuccess: ({ comment }, { threadId }) => {
      client.setQueryData(
        commentQueries.threads(kind, ref).queryKey,
        (pages) => pages && withPosted(pages, comment, threadId),
      );
    },
  });
}

export function useDeleteComment(kind: TargetKind, ref: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => withApi((api) => api.comments.remove(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: commentQueries.target(kind, ref) }),
  });
}
