/**
 * A small typed client for the PromptDeck API, for the browser (and tests).
 *
 * - same-origin cookies (`credentials: 'same-origin'`), JSON in and out;
 * - sends the `X-Requested-With: promptdeck` header every write needs;
 * - checks request bodies and parses responses with the contract's schemas;
 * - throws `ApiError` with a stable `code`, the HTTP `status` and the `field`
 *   of a validation error, which the UI maps to localized messages.
 *
 * No React here: react-query hooks wrap these functions elsewhere.
 */
import * as z from 'zod';
import {
  ApiErrorBody,
  ChangePasswordBody,
  CommentListQuery,
  CommentListResponse,
  CommentResponse,
  CommunityListResponse,
  CommunityPromptResponse,
  CommunityQuery,
  ContentItemResponse,
  ContentQuery,
  ContentResponse,
  CreateCommentBody,
  CreatePromptBody,
  CuratedScoresResponse,
  DeleteAccountBody,
  ExportDocument,
  ImportDocument,
  FavoriteListQuery,
  FavoriteListResponse,
  FavoriteState,
  FeedbackBody,
  FeedbackInboxItemResponse,
  FeedbackInboxQuery,
  FeedbackInboxResponse,
  FeedbackResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  HealthResponse,
  ImportResponse,
  LogQuery,
  LogResponse,
  LoginBody,
  MarkHandledBody,
  MemberListResponse,
  MemberQuery,
  MemberResponse,
  ModerationNoteBody,
  OkResponse,
  PromptListQuery,
  PromptListResponse,
  PromptResponse,
  QueueActionBody,
  QueueActionResponse,
  QueueQuery,
  QueueResponse,
  RegisterBody,
  ReplyListQuery,
  ReportBody,
  ReportResponse,
  ReplyListResponse,
  ResetPasswordBody,
  RoleBody,
  SuspendBody,
  UpdatePromptBody,
  UserResponse,
  VoteState,
  DeleteMemberBody,
  type ErrorCode,
  type ModeratedKind,
  type Suspension,
  type TargetKind,
  type User,
  type VoteValue,
} from './contract';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './limits';

/** `?a=1&b=2` of the values given (empty ones left out), or nothing. */
function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Seconds to wait before trying again (from Retry-After on a 429). */
    readonly retryAfterSeconds?: number,
    /** QUOTA_EXCEEDED: the number the cap named by `field` allows. */
    readonly limit?: number,
    /** SUSPENDED: until when, and the moderator's note. */
    readonly suspension?: Suspension,
    /** LINKS_NOT_ALLOWED_YET: when the account may post links (ISO 8601). */
    readonly allowedAt?: string,
  ) {
    super(message);
  }
}

function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. '' (same origin, default) or 'http://localhost:3000'. */
  baseUrl?: string;
  /** fetch implementation (defaults to the global one). */
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Checks a request body before it is sent, with the same codes the server would answer. */
function checkBody<S extends z.ZodType>(schema: S, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue && issue.path.length ? issue.path.join('.') : undefined;
    throw new ApiError('VALIDATION_FAILED', 400, issue?.message ?? 'Invalid request', field);
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        credentials: 'same-origin',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError('NETWORK_ERROR', 0, 'The server could not be reached');
    }
    let data: unknown;
    const text = await response.text().catch(() => '');
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = undefined;
      }
    }
    if (!response.ok) {
      const error = ApiErrorBody.safeParse(data);
      const retryAfter = Number(response.headers?.get?.('retry-after'));
      const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined;
      if (error.success)
        throw new ApiError(
          error.data.code,
          response.status,
          error.data.message,
          error.data.field,
          retryAfterSeconds,
          error.data.limit,
          error.data.suspension,
          error.data.allowedAt,
        );
      if (response.status === 404) throw new ApiError('NOT_FOUND', 404, 'Not found');
      throw new ApiError(
        response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
        response.status,
        `Request failed with status ${response.status}`,
      );
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      throw new ApiError('NETWORK_ERROR', response.status, 'The server answered something unexpected');
    return parsed.data;
  }

  const target = (kind: TargetKind, ref: number) => `${encodeURIComponent(kind)}/${encodeURIComponent(String(ref))}`;
  const item = (kind: ModeratedKind, id: number) => `${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}`;

  /** A write whose body is checked first, with the codes the server would answer (forms show them). */
  const send =
    <B extends z.ZodType, R extends z.ZodType>(method: Method, path: string, body: B, response: R) =>
    async (value: z.input<B>): Promise<z.output<R>> => {
      checkBody(body, value);
      return call(method, path, response, value);
    };

  /** A read of a list whose query is checked first, as `send` checks a body. */
  const read =
    <Q extends z.ZodType, R extends z.ZodType>(path: string, query: Q, response: R) =>
    async (value: z.input<Q> = {} as z.input<Q>): Promise<z.output<R>> => {
      checkBody(query, value);
      return call('GET', `${path}${queryString(value as object)}`, response);
    };

  return {
    health: () => call('GET', '/api/health', HealthResponse),

    auth: {
      register: send('POST', '/api/auth/register', RegisterBody, UserResponse),
      login: send('POST', '/api/auth/login', LoginBody, UserResponse),
      logout: () => call('POST', '/api/auth/logout', OkResponse),
      /** Ends every session of the account, this one included. */
      logoutEverywhere: () => call('POST', '/api/auth/logout-all', OkResponse),
      /** The logged-in user, or null when not logged in. */
      async me(): Promise<User | null> {
        try {
          return (await call('GET', '/api/auth/me', UserResponse)).user;
        } catch (error) {
          if (isApiError(error) && error.code === 'UNAUTHENTICATED') return null;
          throw error;
        }
      },
      forgotPassword: send('POST', '/api/auth/forgot-password', ForgotPasswordBody, ForgotPasswordResponse),
      resetPassword: send('POST', '/api/auth/reset-password', ResetPasswordBody, OkResponse),
      changePassword: send('POST', '/api/auth/change-password', ChangePasswordBody, OkResponse),
      /** Deletes the signed-in account (after its password) and ends every session of it. */
      deleteAccount: send('DELETE', '/api/auth/account', DeleteAccountBody, OkResponse),
    },

    prompts: {
      /** A page of my prompts, newest first (`cursor` from the previous page's `nextCursor`). */
      list: read('/api/prompts', PromptListQuery, PromptListResponse),
      get: (id: number) => call('GET', `/api/prompts/${id}`, PromptResponse),
      create: send('POST', '/api/prompts', CreatePromptBody, PromptResponse),
      update: (id: number, body: UpdatePromptBody) =>
        send('PATCH', `/api/prompts/${id}`, UpdatePromptBody, PromptResponse)(body),
      remove: (id: number) => call('DELETE', `/api/prompts/${id}`, OkResponse),
    },

    community: {
      list: read('/api/community/prompts', CommunityQuery, CommunityListResponse),
      get: (id: number) => call('GET', `/api/community/prompts/${id}`, CommunityPromptResponse),
    },

    votes: {
      get: (kind: TargetKind, ref: number) => call('GET', `/api/votes/${target(kind, ref)}`, VoteState),
      // The value's type already says what the server accepts: nothing to check here.
      set: (kind: TargetKind, ref: number, value: VoteValue) =>
        call('PUT', `/api/votes/${target(kind, ref)}`, VoteState, { value }),
      /** Scores of every curated prompt (or of the ids given) and my votes on them. */
      curated: (ids?: number[]) =>
        call('GET', `/api/votes/curated${ids && ids.length ? `?ids=${ids.join(',')}` : ''}`, CuratedScoresResponse),
    },

    favorites: {
      list: read('/api/favorites', FavoriteListQuery, FavoriteListResponse),
      /** Whether one prompt is among my favorites. */
      get: (kind: TargetKind, ref: number) => call('GET', `/api/favorites/${target(kind, ref)}`, FavoriteState),
      add: (kind: TargetKind, ref: number) => call('PUT', `/api/favorites/${target(kind, ref)}`, FavoriteState),
      remove: (kind: TargetKind, ref: number) => call('DELETE', `/api/favorites/${target(kind, ref)}`, FavoriteState),
    },

    comments: {
      list: (kind: TargetKind, ref: number, query?: CommentListQuery) =>
        read(`/api/comments/${target(kind, ref)}`, CommentListQuery, CommentListResponse)(query),
      /** Replies of one thread after its `repliesCursor` (or a previous page's `nextCursor`). */
      replies: (kind: TargetKind, ref: number, threadId: number, query?: ReplyListQuery) =>
        read(
          `/api/comments/${target(kind, ref)}/threads/${threadId}/replies`,
          ReplyListQuery,
          ReplyListResponse,
        )(query),
      post: (kind: TargetKind, ref: number, body: CreateCommentBody) =>
        send('POST', `/api/comments/${target(kind, ref)}`, CreateCommentBody, CommentResponse)(body),
      remove: (id: number) => call('DELETE', `/api/comments/${id}`, OkResponse),
    },

    transfer: {
      export: () => call('GET', '/api/me/export', ExportDocument),
      import: send('POST', '/api/me/import', ImportDocument, ImportResponse),
    },

    feedback: {
      send: send('POST', '/api/feedback', FeedbackBody, FeedbackResponse),
    },

    reports: {
      /** Reports a community prompt or a comment to the moderators (once per member and item). */
      send: send('POST', '/api/reports', ReportBody, ReportResponse),
    },

    /** The console at /admin (moderators and admins; everyone else gets 404). */
    admin: {
      queue: read('/api/admin/queue', QueueQuery, QueueResponse),
      resolve: (kind: ModeratedKind, id: number, body: QueueActionBody) =>
        send('POST', `/api/admin/queue/${item(kind, id)}`, QueueActionBody, QueueActionResponse)(body),
      content: read('/api/admin/content', ContentQuery, ContentResponse),
      hide: (kind: ModeratedKind, id: number, body: ModerationNoteBody) =>
        send('POST', `/api/admin/content/${item(kind, id)}/hide`, ModerationNoteBody, ContentItemResponse)(body),
      unhide: (kind: ModeratedKind, id: number, body: ModerationNoteBody) =>
        send('POST', `/api/admin/content/${item(kind, id)}/unhide`, ModerationNoteBody, ContentItemResponse)(body),
      removeItem: (kind: ModeratedKind, id: number, body: ModerationNoteBody) =>
        send('DELETE', `/api/admin/content/${item(kind, id)}`, ModerationNoteBody, OkResponse)(body),
      members: read('/api/admin/members', MemberQuery, MemberListResponse),
      member: (id: number) => call('GET', `/api/admin/members/${id}`, MemberResponse),
      suspend: (id: number, body: SuspendBody) =>
        send('POST', `/api/admin/members/${id}/suspend`, SuspendBody, MemberResponse)(body),
      lift: (id: number, body: ModerationNoteBody) =>
        send('POST', `/api/admin/members/${id}/lift`, ModerationNoteBody, MemberResponse)(body),
      endSessions: (id: number, body: ModerationNoteBody) =>
        send('POST', `/api/admin/members/${id}/end-sessions`, ModerationNoteBody, MemberResponse)(body),
      setRole: (id: number, body: RoleBody) =>
        send('PUT', `/api/admin/members/${id}/role`, RoleBody, MemberResponse)(body),
      removeMember: (id: number, body: DeleteMemberBody) =>
        send('DELETE', `/api/admin/members/${id}`, DeleteMemberBody, OkResponse)(body),
      feedback: read('/api/admin/feedback', FeedbackInboxQuery, FeedbackInboxResponse),
      markHandled: (id: number, body: MarkHandledBody) =>
        send('POST', `/api/admin/feedback/${id}/handled`, MarkHandledBody, FeedbackInboxItemResponse)(body),
      log: read('/api/admin/log', LogQuery, LogResponse),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
