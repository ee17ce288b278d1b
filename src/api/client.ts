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
// Each part of the contract by its own module, not through the index: the index also
// re-exports the console's schemas (./contract/admin), which only /admin loads (./adminClient).
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  LogoutAllBody,
  RegisterBody,
  ResetPasswordBody,
  TokensRevokedResponse,
  UserResponse,
  type User,
} from './contract/auth';
import {
  CommentListQuery,
  CommentListResponse,
  CommentResponse,
  CreateCommentBody,
  ReplyListQuery,
  ReplyListResponse,
} from './contract/comments';
import { HealthResponse, OkResponse } from './contract/common';
import { CommunityListResponse, CommunityPromptResponse, CommunityQuery } from './contract/community';
import { ApiErrorBody, type ErrorCode } from './contract/errors';
import { FavoriteListQuery, FavoriteListResponse, FavoriteState } from './contract/favorites';
import { FeedbackBody, FeedbackResponse } from './contract/feedback';
import { DeleteAccountBody, ReportBody, ReportResponse, type Suspension } from './contract/moderation';
import {
  CreatePromptBody,
  PromptListQuery,
  PromptListResponse,
  PromptResponse,
  UpdatePromptBody,
} from './contract/prompts';
import type { TargetKind } from './contract/targets';
import { ExportDocument, ImportDocument, ImportResponse } from './contract/transfer';
import { CuratedScoresResponse, VoteState, type VoteValue } from './contract/votes';
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

/**
 * How every call goes: JSON over same-origin fetch, bodies and list queries checked first, answers
 * parsed, failures thrown as ApiError. Shared by this client and the console's (./adminClient).
 */
export function createTransport(options: ApiClientOptions = {}) {
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

  return { call, send, read };
}

export type Transport = ReturnType<typeof createTransport>;

export function createApiClient(options: ApiClientOptions = {}) {
  const { call, send, read } = createTransport(options);
  const target = (kind: TargetKind, ref: number) => `${encodeURIComponent(kind)}/${encodeURIComponent(String(ref))}`;

  return {
    health: () => call('GET', '/api/health', HealthResponse),

    auth: {
      register: send('POST', '/api/auth/register', RegisterBody, UserResponse),
      login: send('POST', '/api/auth/login', LoginBody, UserResponse),
      logout: () => call('POST', '/api/auth/logout', OkResponse),
      /** Ends every session of the account, this one included. */
      logoutEverywhere: send('POST', '/api/auth/logout-all', LogoutAllBody, TokensRevokedResponse),
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
      changePassword: send('POST', '/api/auth/change-password', ChangePasswordBody, TokensRevokedResponse),
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
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
