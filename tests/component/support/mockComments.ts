/**
 * Comment routes for the MSW mock: an in-memory store with the server's
 * rules (two levels, newest top comments first, replies oldest first, a
 * deleted comment with replies kept as a placeholder). Requests are parsed
 * with the contract's request schemas and answers with its response schemas.
 * Install with `server.use(...commentHandlers)`.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod';
import {
  CommentListQuery,
  CommentListResponse,
  CommentResponse,
  CreateCommentBody,
  OkResponse,
  ReplyListQuery,
  ReplyListResponse,
  type Comment,
  type HiddenState,
  type Reply,
  type TargetKind,
} from '@site/src/api/contract';
import { fail, state } from './apiMock';

export interface StoredComment {
  id: number;
  kind: TargetKind;
  ref: number;
  parentId: number | null;
  rootId: number | null;
  author: string;
  text: string;
  createdAt: string;
  deleted: boolean;
  /** The author deleted their account; the comment stays because others replied to it. */
  authorDeleted?: boolean;
  /** Hidden by moderators: only its author gets it (with this state), as from the server. */
  hidden?: HiddenState;
}

export const commentStore = {
  comments: [] as StoredComment[],
  nextId: 1000,
  /** Replies a top comment comes with (the server's LIMITS.REPLIES_PREVIEW; small in tests). */
  previewSize: 3,
  /** Every request the mock answered, as "METHOD path". */
  requests: [] as string[],
};

export function resetComments() {
  commentStore.comments = [];
  commentStore.nextId = 1000;
  commentStore.previewSize = 3;
  commentStore.requests = [];
}

// Posts in one test may share a millisecond: each is a little later than the one before.
let tick = 0;

/** Adds a comment as if `author` had written it `minutesAgo` before now; returns it. */
export function seedComment(
  fields: Partial<StoredComment> & { author: string; text: string },
  minutesAgo = 60,
): StoredComment {
  const parent = fields.parentId ? commentStore.comments.find((c) => c.id === fields.parentId) : undefined;
  const comment: StoredComment = {
    id: commentStore.nextId++,
    kind: 'curated',
    ref: 42,
    parentId: null,
    rootId: parent ? (parent.rootId ?? parent.id) : null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    deleted: false,
    ...fields,
  };
  commentStore.comments.push(comment);
  return comment;
}

function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, { status });
}

const byAge = (a: StoredComment, b: StoredComment) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

function toReply(comment: StoredComment): Reply {
  const parent = commentStore.comments.find((c) => c.id === comment.parentId);
  return {
    id: comment.id,
    parentId: comment.parentId,
    text: comment.deleted ? '' : comment.text,
    deleted: comment.deleted,
    author: comment.deleted || comment.authorDeleted ? null : { username: comment.author },
    ...(comment.authorDeleted && !comment.deleted ? { authorDeleted: true as const } : {}),
    mine: !comment.deleted && !comment.authorDeleted && isMine(comment),
    ...(comment.hidden ? { hidden: comment.hidden } : {}),
    createdAt: comment.createdAt,
    replyTo: parent && !parent.deleted && !parent.authorDeleted ? parent.author : null,
  };
}

const isMine = (comment: StoredComment) => state.signedIn?.username === comment.author;
/** What the reader gets: a hidden comment only when they wrote it. */
const visible = (comment: StoredComment) => !comment.hidden || (!comment.authorDeleted && isMine(comment));

const repliesOf = (rootId: number) =>
  commentStore.comments.filter((c) => c.rootId === rootId && visible(c)).sort(byAge);

/** A page of `items` from an offset cursor ("o<offset>"). */
function page<T>(items: T[], cursor: string | undefined, size: number) {
  const start = cursor ? Number(cursor.slice(1)) : 0;
  const end = start + size;
  return { items: items.slice(start, end), nextCursor: end < items.length ? `o${end}` : null };
}

function toThread(root: StoredComment): Comment {
  const replies = repliesOf(root.id);
  const { replyTo: _none, ...fields } = toReply(root);
  const preview = page(replies, undefined, commentStore.previewSize);
  return {
    ...fields,
    replies: preview.items.map(toReply),
    replyCount: replies.length,
    repliesCursor: preview.nextCursor,
  };
}

const onTarget = (kind: string, ref: string) => (c: StoredComment) => c.kind === kind && c.ref === Number(ref);

export const commentHandlers = [
  http.get('*/api/comments/:kind/:ref/threads/:id/replies', ({ request, params }) => {
    commentStore.requests.push(`GET replies ${params.id}`);
    const query = ReplyListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    const { items, nextCursor } = page(repliesOf(Number(params.id)), query.cursor, query.pageSize);
    return answer(ReplyListResponse, { items: items.map(toReply), nextCursor });
  }),
  http.get('*/api/comments/:kind/:ref', ({ request, params }) => {
    commentStore.requests.push(`GET list ${params.kind}/${params.ref}`);
    const query = CommentListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    const onThis = commentStore.comments.filter(onTarget(String(params.kind), String(params.ref))).filter(visible);
    const roots = onThis.filter((c) => c.rootId === null).sort((a, b) => byAge(b, a));
    const { items, nextCursor } = page(roots, query.cursor, query.pageSize);
    return answer(CommentListResponse, {
      items: items.map(toThread),
      total: onThis.filter((c) => !c.deleted).length,
      nextCursor,
    });
  }),
  http.post('*/api/comments/:kind/:ref', async ({ request, params }) => {
    commentStore.requests.push(`POST ${params.kind}/${params.ref}`);
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const body = CreateCommentBody.parse(await request.json());
    const parent = body.parentId === undefined ? undefined : commentStore.comments.find((c) => c.id === body.parentId);
    if (body.parentId !== undefined && (!parent || parent.deleted)) return fail(400, 'INVALID_PARENT', 'parentId');
    const comment: StoredComment = {
      id: commentStore.nextId++,
      kind: params.kind as TargetKind,
      ref: Number(params.ref),
      parentId: parent?.id ?? null,
      rootId: parent ? (parent.rootId ?? parent.id) : null,
      author: state.signedIn.username,
      text: body.text,
      createdAt: new Date(Date.now() + ++tick).toISOString(),
      deleted: false,
    };
    commentStore.comments.push(comment);
    return answer(CommentResponse, { comment: toReply(comment) }, 201);
  }),
  http.delete('*/api/comments/:id', ({ params }) => {
    commentStore.requests.push(`DELETE ${params.id}`);
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const comment = commentStore.comments.find((c) => c.id === Number(params.id) && !c.deleted);
    if (!comment) return fail(404, 'NOT_FOUND');
    if (comment.author !== state.signedIn.username) return fail(403, 'FORBIDDEN');
    const hasReplies = (id: number) => commentStore.comments.some((c) => c.parentId === id);
    if (hasReplies(comment.id)) {
      comment.deleted = true;
    } else {
      // Removed, and placeholders left without replies go too, up the chain.
      let gone: StoredComment | undefined = comment;
      while (gone) {
        const removed: StoredComment = gone;
        commentStore.comments = commentStore.comments.filter((c) => c.id !== removed.id);
        const parent = commentStore.comments.find((c) => c.id === removed.parentId);
        gone = parent && parent.deleted && !hasReplies(parent.id) ? parent : undefined;
      }
    }
    return answer(OkResponse, { ok: true });
  }),
];
