/**
 * An in-memory PromptDeck API for component tests (MSW). Every request body
 * is checked with the contract's request schema and every answer with its
 * response schema, so the mock cannot drift from what the real server speaks.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod';
import {
  ApiErrorBody,
  ChangePasswordBody,
  CreatePromptBody,
  ExportDocument,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  ImportDocument,
  ImportResponse,
  LoginBody,
  LogoutAllBody,
  OkResponse,
  PromptListQuery,
  PromptListResponse,
  PromptResponse,
  RegisterBody,
  ResetPasswordBody,
  TokensRevokedResponse,
  UpdatePromptBody,
  UserResponse,
  AccessTokenList,
  CreatedAccessToken,
  CreateTokenBody,
  type AccessToken,
  type ErrorCode,
  type Prompt,
  type User,
} from '@site/src/api/contract';
import { resetSessionStore } from '@site/src/api/runtime/sessionStore';

interface Account extends User {
  password: string;
}

export const state = {
  accounts: [] as Account[],
  signedIn: null as Account | null,
  prompts: [] as Prompt[],
  forgotRequests: [] as Array<{ email: string; locale?: string }>,
  /** What the forgot-password answer says a code's lifetime is (the server's RESET_CODE_TTL_MINUTES). */
  resetCodeMinutes: 30,
  nextId: 1,
  /** Prompts an import may still share today (the rest are added private). */
  sharesLeft: Infinity,
  /** The signed-in member's access tokens, newest first. */
  tokens: [] as AccessToken[],
  /** Bodies of the token creations received (the password and locale they carried). */
  tokenRequests: [] as CreateTokenBody[],
};

/** Revokes the signed-in member's tokens except those kept (logout-all, change-password); how many it revoked. */
const revokeTokensExcept = (keep: readonly number[] = []) => {
  const before = state.tokens.length;
  state.tokens = state.tokens.filter((token) => keep.includes(token.id));
  return before - state.tokens.length;
};

export function resetState() {
  resetSessionStore();
  state.accounts = [
    {
      id: 1,
      username: 'demo',
      email: 'demo@example.test',
      password: 'promptdeck-demo',
      createdAt: '2026-01-15T10:00:00.000Z',
      role: 'member',
      suspension: null,
    },
  ];
  state.signedIn = null;
  state.prompts = [];
  state.forgotRequests = [];
  state.resetCodeMinutes = 30;
  state.nextId = 100;
  state.sharesLeft = Infinity;
  state.tokens = [];
  state.tokenRequests = [];
}

function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, { status });
}

export function fail(
  status: number,
  code: ErrorCode,
  field?: string,
  headers: Record<string, string> = {},
  limit?: number,
) {
  return HttpResponse.json(
    ApiErrorBody.parse({ code, message: `mock ${code}`, ...(field ? { field } : {}), ...(limit ? { limit } : {}) }),
    { status, headers },
  );
}

async function body<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return schema.parse(await request.json());
}

const me = () => state.signedIn;
const dto = (account: Account): User => ({
  id: account.id,
  username: account.username,
  email: account.email,
  createdAt: account.createdAt,
  role: account.role,
  suspension: account.suspension,
});
const now = () => new Date('2026-11-25T12:00:00.000Z').toISOString();

export const handlers = [
  http.get('*/api/tokens', () =>
    me() ? answer(AccessTokenList, { tokens: state.tokens }) : fail(401, 'UNAUTHENTICATED'),
  ),
  http.post('*/api/tokens', async ({ request }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    const parsed = CreateTokenBody.safeParse(await request.json());
    if (!parsed.success) return fail(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.path.join('.'));
    state.tokenRequests.push(parsed.data);
    const { name, scope, expiresInDays, password } = parsed.data;
    // As the server: the site always sends the password; write tokens must expire.
    if (scope === 'write' && expiresInDays === null) return fail(400, 'TOKEN_EXPIRY_REQUIRED', 'expiresInDays');
    if (password === undefined) return fail(400, 'VALIDATION_FAILED', 'password');
    if (password !== me()!.password) return fail(400, 'WRONG_PASSWORD', 'password');
    const createdAt = now();
    const expiresAt =
      expiresInDays === null ? null : new Date(Date.parse(createdAt) + expiresInDays * 86_400_000).toISOString();
    const token = { id: state.nextId++, name, scope, createdAt, expiresAt, lastUsedAt: null };
    state.tokens.unshift(token);
    return answer(CreatedAccessToken, { ...token, secret: `pdk_${'S'.repeat(43)}` }, 201);
  }),
  // As the server: only a token revokes itself, and the site calls with the session cookie.
  http.delete('*/api/tokens/current', () => (me() ? fail(403, 'TOKEN_REQUIRED') : fail(401, 'UNAUTHENTICATED'))),
  http.delete('*/api/tokens/:id', ({ params }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    const before = state.tokens.length;
    state.tokens = state.tokens.filter((token) => token.id !== Number(params.id));
    return state.tokens.length < before ? answer(OkResponse, { ok: true }) : fail(404, 'NOT_FOUND');
  }),
  http.get('*/api/auth/me', () => (me() ? answer(UserResponse, { user: dto(me()!) }) : fail(401, 'UNAUTHENTICATED'))),
  http.post('*/api/auth/login', async ({ request }) => {
    const { login, password } = await body(request, LoginBody);
    const account = state.accounts.find((a) => a.username === login || a.email === login);
    if (!account || account.password !== password) return fail(401, 'INVALID_CREDENTIALS');
    state.signedIn = account;
    return answer(UserResponse, { user: dto(account) });
  }),
  http.post('*/api/auth/register', async ({ request }) => {
    const input = await body(request, RegisterBody);
    if (state.accounts.some((a) => a.username.toLowerCase() === input.username.toLowerCase()))
      return fail(409, 'USERNAME_TAKEN', 'username');
    const account = {
      id: state.nextId++,
      username: input.username,
      email: input.email,
      password: input.password,
      createdAt: now(),
      role: 'member' as const,
      suspension: null,
    };
    state.accounts.push(account);
    state.signedIn = account;
    return answer(UserResponse, { user: dto(account) }, 201);
  }),
  http.post('*/api/auth/logout', () => {
    state.signedIn = null;
    return answer(OkResponse, { ok: true });
  }),
  http.post('*/api/auth/logout-all', async ({ request }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    const text = await request.text();
    const input = text ? LogoutAllBody.parse(JSON.parse(text)) : {};
    const revokedTokens = revokeTokensExcept(input.keepTokenIds);
    state.signedIn = null;
    return answer(TokensRevokedResponse, { ok: true, revokedTokens });
  }),
  http.post('*/api/auth/forgot-password', async ({ request }) => {
    state.forgotRequests.push(await body(request, ForgotPasswordBody));
    return answer(
      ForgotPasswordResponse,
      {
        ok: true,
        message: 'If an account uses this email, a reset code is on its way.',
        expiresInMinutes: state.resetCodeMinutes,
      },
      202,
    );
  }),
  http.post('*/api/auth/reset-password', async ({ request }) => {
    const input = await body(request, ResetPasswordBody);
    if (input.code.toUpperCase() !== 'ABCD2345') return fail(400, 'INVALID_RESET_CODE', 'code');
    return answer(OkResponse, { ok: true });
  }),
  http.post('*/api/auth/change-password', async ({ request }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    const input = await body(request, ChangePasswordBody);
    if (input.currentPassword !== me()!.password) return fail(400, 'WRONG_PASSWORD', 'currentPassword');
    me()!.password = input.newPassword;
    const revokedTokens = revokeTokensExcept(input.keepTokenIds);
    return answer(TokensRevokedResponse, { ok: true, revokedTokens });
  }),
  http.get('*/api/prompts', ({ request }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    // Newest first, every word of q in title, text, remark or notes; the cursor is the offset of the next page.
    const query = PromptListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = [...state.prompts]
      .reverse()
      .filter((p) =>
        words.every((word) =>
          [p.title, p.description, p.remark ?? '', p.notes ?? ''].join('\n').toLowerCase().includes(word),
        ),
      );
    const start = query.cursor ? Number(query.cursor.slice(1)) : 0;
    const end = start + query.pageSize;
    return answer(PromptListResponse, {
      items: matching.slice(start, end),
      nextCursor: end < matching.length ? `o${end}` : null,
    });
  }),
  http.post('*/api/prompts', async ({ request }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    const input = await body(request, CreatePromptBody);
    const prompt: Prompt = {
      id: state.nextId++,
      title: input.title,
      description: input.description,
      remark: input.remark ?? null,
      notes: input.notes ?? null,
      shared: input.shared ?? false,
      score: 0,
      createdAt: now(),
      updatedAt: now(),
    };
    state.prompts.push(prompt);
    return answer(PromptResponse, { prompt }, 201);
  }),
  http.patch('*/api/prompts/:id', async ({ request, params }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    const changes = await body(request, UpdatePromptBody);
    const prompt = state.prompts.find((p) => p.id === Number(params.id));
    if (!prompt) return fail(404, 'NOT_FOUND');
    Object.assign(prompt, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)), {
      updatedAt: now(),
    });
    return answer(PromptResponse, { prompt });
  }),
  http.delete('*/api/prompts/:id', ({ params }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    state.prompts = state.prompts.filter((p) => p.id !== Number(params.id));
    return answer(OkResponse, { ok: true });
  }),
  http.get('*/api/me/export', () =>
    me()
      ? answer(ExportDocument, {
          format: 'promptdeck-export',
          version: 1,
          exportedAt: now(),
          prompts: state.prompts.map(({ title, description, remark, notes, shared }) => ({
            title,
            description,
            remark,
            notes,
            shared,
          })),
          favorites: [],
        })
      : fail(401, 'UNAUTHENTICATED'),
  ),
  http.post('*/api/me/import', async ({ request }) => {
    if (!me()) return fail(401, 'UNAUTHENTICATED');
    const doc = await body(request, ImportDocument);
    let keptPrivate = 0;
    for (const p of doc.prompts) {
      let shared = p.shared;
      if (shared && state.sharesLeft > 0) state.sharesLeft -= 1;
      else if (shared) [shared, keptPrivate] = [false, keptPrivate + 1];
      state.prompts.push({
        id: state.nextId++,
        title: p.title,
        description: p.description,
        remark: p.remark ?? null,
        notes: p.notes ?? null,
        shared,
        score: 0,
        createdAt: now(),
        updatedAt: now(),
      });
    }
    return answer(ImportResponse, {
      addedPrompts: doc.prompts.length,
      skippedPrompts: 0,
      addedFavorites: doc.favorites.length,
      skippedFavorites: 0,
      keptPrivate,
    });
  }),
];

export const server = setupServer(...handlers);

/** Signs the demo account in (the session hint cookie tells the site to ask /me). */
export function signInDemo() {
  state.signedIn = state.accounts[0]!;
  document.cookie = 'promptdeck_signed_in=1; path=/';
}

export function clearCookies() {
  document.cookie = 'promptdeck_signed_in=; path=/; max-age=0';
}

/** Installs the mock for a test file: fresh state, no cookie and the default handlers before each test. */
export function installMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetState();
    clearCookies();
  });
  afterEach(async () => {
    server.resetHandlers();
    // antd's messages live outside the rendered tree: clear them for the next test.
    const { default: message } = await import('antd/es/message');
    message.destroy();
  });
}
