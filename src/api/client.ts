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
  CreateCommentBody,
  CreatePromptBody,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  CuratedScoresResponse,
  ExportDocument,
  ImportDocument,
  FavoriteListQuery,
  FavoriteListResponse,
  FavoriteState,
  FeedbackBody,
  FeedbackResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  HealthResponse,
  ImportResponse,
  LoginBody,
  OkResponse,
  PromptListQuery,
  PromptListResponse,
  PromptResponse,
  RegisterBody,
  ReplyListQuery,
  ReplyListResponse,
  ResetPasswordBody,
  UpdatePromptBody,
  UserResponse,
  VoteBody,
  VoteState,
  type ErrorCode,
  type ExportDocumentInput,
  type Suspension,
  type TargetKind,
  type User,
  type VoteValue,
} from './contract';

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
    /** SUSPENDED: until when (`until` null: until lifted) and the moderator's note. */
    readonly suspension?: Suspension,
    /** LINKS_NOT_ALLOWED_YET: when the account may post links. */
    readonly allowedAt?: string,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
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

  return {
    health: () => call('GET', '/api/health', HealthResponse),

    auth: {
      async register(body: RegisterBody) {
        checkBody(RegisterBody, body);
        return call('POST', '/api/auth/register', UserResponse, body);
      },
      async login(body: LoginBody) {
        checkBody(LoginBody, body);
        return call('POST', '/api/auth/login', UserResponse, body);
      },
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
      async forgotPassword(body: ForgotPasswordBody) {
        checkBody(ForgotPasswordBody, body);
        return call('POST', '/api/auth/forgot-password', ForgotPasswordResponse, body);
      },
      async resetPassword(body: ResetPasswordBody) {
        checkBody(ResetPasswordBody, body);
        return call('POST', '/api/auth/reset-password', OkResponse, body);
      },
      async changePassword(body: ChangePasswordBody) {
        checkBody(ChangePasswordBody, body);
        return call('POST', '/api/auth/change-password', OkResponse, body);
      },
    },

    prompts: {
      /** A page of my prompts, newest first (`cursor` from the previous page's `nextCursor`). */
      async list(query: PromptListQuery = {}) {
        checkBody(PromptListQuery, query);
        return call('GET', `/api/prompts${queryString(query)}`, PromptListResponse);
      },
      get: (id: number) => call('GET', `/api/prompts/${id}`, PromptResponse),
      async create(body: CreatePromptBody) {
        checkBody(CreatePromptBody, body);
        return call('POST', '/api/prompts', PromptResponse, body);
      },
      async update(id: number, body: UpdatePromptBody) {
        checkBody(UpdatePromptBody, body);
        return call('PATCH', `/api/prompts/${id}`, PromptResponse, body);
      },
      remove: (id: number) => call('DELETE', `/api/prompts/${id}`, OkResponse),
    },

    community: {
      async list(query: CommunityQuery = {}) {
        checkBody(CommunityQuery, query);
        return call('GET', `/api/community/prompts${queryString(query)}`, CommunityListResponse);
      },
      get: (id: number) => call('GET', `/api/community/prompts/${id}`, CommunityPromptResponse),
    },

    votes: {
      get: (kind: TargetKind, ref: number) => call('GET', `/api/votes/${target(kind, ref)}`, VoteState),
      async set(kind: TargetKind, ref: number, value: VoteValue) {
        checkBody(VoteBody, { value });
        return call('PUT', `/api/votes/${target(kind, ref)}`, VoteState, { value });
      },
      /** Scores of every curated prompt (or of the ids given) and my votes on them. */
      curated: (ids?: number[]) =>
        call('GET', `/api/votes/curated${ids && ids.length ? `?ids=${ids.join(',')}` : ''}`, CuratedScoresResponse),
    },

    favorites: {
      async list(query: FavoriteListQuery = {}) {
        checkBody(FavoriteListQuery, query);
        return call('GET', `/api/favorites${queryString(query)}`, FavoriteListResponse);
      },
      /** Whether one prompt is among my favorites. */
      get: (kind: TargetKind, ref: number) => call('GET', `/api/favorites/${target(kind, ref)}`, FavoriteState),
      add: (kind: TargetKind, ref: number) => call('PUT', `/api/favorites/${target(kind, ref)}`, FavoriteState),
      remove: (kind: TargetKind, ref: number) => call('DELETE', `/api/favorites/${target(kind, ref)}`, FavoriteState),
    },

    comments: {
      async list(kind: TargetKind, ref: number, query: CommentListQuery = {}) {
        checkBody(CommentListQuery, query);
        return call('GET', `/api/comments/${target(kind, ref)}${queryString(query)}`, CommentListResponse);
      },
      /** Replies of one thread after its `repliesCursor` (or a previous page's `nextCursor`). */
      async replies(kind: TargetKind, ref: number, threadId: number, query: ReplyListQuery = {}) {
        checkBody(ReplyListQuery, query);
        return call(
          'GET',
          `/api/comments/${target(kind, ref)}/threads/${threadId}/replies${queryString(query)}`,
          ReplyListResponse,
        );
      },
      async post(kind: TargetKind, ref: number, body: CreateCommentBody) {
        checkBody(CreateCommentBody, body);
        return call('POST', `/api/comments/${target(kind, ref)}`, CommentResponse, body);
      },
      remove: (id: number) => call('DELETE', `/api/comments/${id}`, OkResponse),
    },

    transfer: {
      export: () => call('GET', '/api/me/export', ExportDocument),
      async import(doc: ExportDocumentInput) {
        checkBody(ImportDocument, doc);
        return call('POST', '/api/me/import', ImportResponse, doc);
      },
    },

    feedback: {
      async send(body: FeedbackBody) {
        checkBody(FeedbackBody, body);
        return call('POST', '/api/feedback', FeedbackResponse, body);
      },
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client of the site itself (same origin). */
export const api: ApiClient = createApiClient();
