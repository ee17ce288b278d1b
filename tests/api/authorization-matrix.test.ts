/**
 * Table-driven authorization matrix: every API route is called
 *   - on its happy path,
 *   - with an invalid body / query / path (400 VALIDATION_FAILED naming a field),
 *   - without a session, or with a revoked or expired one (401 UNAUTHENTICATED) where a login is needed,
 *   - by another user, and by a visitor, on someone else's resource (403 FORBIDDEN or 404 NOT_FOUND),
 *     after which everything the owner sees is re-read and must be unchanged.
 * The happy, 401 and foreign rows run twice: with rate limits off and on (as in production).
 * Console routes (/api/admin) have their own table, called by an anonymous visitor, a member,
 * another member, a suspended member, a moderator and an admin: everyone without the role gets
 * the 404 of a route that does not exist, and changes nothing.
 * Token columns: every route with the owner's read-write, read-only, revoked and expired
 * tokens, and with another member's token on the owner's resources; staff tokens on the console.
 * Community search is checked for a private prompt's words, and a last test
 * checks that the table covers every route of the OpenAPI document.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_INDEFINITELY } from '../../server/rules/suspensionPeriod';
import type { RoutePolicy } from '../../server/http/policy';
import { rememberingSettled } from '../../server/search/rememberedMatches';
import { Agent, createPrompt, createTestApp, setRole, type ApiResponse, type TestApp } from './helpers/app';
import { resetCodeFrom } from './helpers/mail';

let t: TestApp;
/** The same app with the production rate limits on. */
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false' } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

/** An agent that always comes from one IP address, so each fixture has its own per-IP budgets. */
class IpAgent extends Agent {
  constructor(
    app: FastifyInstance,
    readonly ip: string,
  ) {
    super(app);
  }
  override request<T = any>(
    method: Parameters<Agent['request']>[0],
    url: string,
    body?: unknown,
    extra: Parameters<Agent['request']>[3] = {},
  ): Promise<ApiResponse<T>> {
    return super.request<T>(method, url, body, { remoteAddress: this.ip, ...extra });
  }
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

let userCounter = 0;
async function registerAt(app: FastifyInstance, ip: string): Promise<IpAgent> {
  userCounter += 1;
  const username = `mx${userCounter}_${Math.random().toString(36).slice(2, 7)}`;
  const agent = new IpAgent(app, ip);
  const password = `pw-${username}-secret`;
  const res = await agent.post('/api/auth/register', {
    username,
    email: `${username}@example.test`,
    password,
    agreeToTerms: true,
  });
  if (res.status !== 201) throw new Error(`register ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  agent.user = res.body.user;
  agent.password = password;
  return agent;
}

interface Fixture {
  app: FastifyInstance;
  mailer: TestApp['mailer'];
  ip: string;
  owner: IpAgent;
  other: IpAgent;
  privateId: number;
  sharedId: number;
  /** The owner's comment on curated prompt 1. */
  commentId: number;
  /** A thread (with a reply) on the owner's unshared prompt. */
  privateCommentId: number;
  /** The owner's read-only access token, and its secret. */
  tokenId: number;
  tokenSecret: string;
}

const PRIVATE_REPLY = 'private reply text';

/**
 * Owner and another member from one fresh IP. The owner has an unshared and a
 * shared prompt, a comment on curated 1, a thread on the unshared prompt,
 * favorites of both prompts and a vote; the other member voted on the shared one.
 */
async function fixture(world: TestApp = t): Promise<Fixture> {
  const ip = nextIp();
  const owner = await registerAt(world.app, ip);
  const other = await registerAt(world.app, ip);
  const privateId = (await createPrompt(owner, { shared: false })).id;
  const sharedId = (await createPrompt(owner, { shared: true })).id;
  const comment = await owner.post('/api/comments/curated/1', { text: 'mine' });
  const thread = await owner.post(`/api/comments/community/${privateId}`, { text: 'private thread' });
  const reply = await owner.post(`/api/comments/community/${privateId}`, {
    text: PRIVATE_REPLY,
    parentId: thread.body.comment?.id,
  });
  const setup = [
    comment,
    thread,
    reply,
    await owner.put(`/api/favorites/community/${privateId}`),
    await owner.put(`/api/favorites/community/${sharedId}`),
    await owner.put('/api/votes/curated/5', { value: 1 }),
    await other.put(`/api/votes/community/${sharedId}`, { value: 1 }),
  ];
  const token = await owner.post('/api/tokens', { name: 'fixture', scope: 'read', expiresInDays: 7 });
  setup.push(token);
  for (const res of setup) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return {
    app: world.app,
    mailer: world.mailer,
    ip,
    owner,
    other,
    privateId,
    sharedId,
    commentId: comment.body.comment.id,
    privateCommentId: thread.body.comment.id,
    tokenId: token.body.id,
    tokenSecret: token.body.secret,
  };
}

/** Everything the owner can read about their own things: a foreign request must leave all of it as it was. */
async function ownerView(f: Fixture) {
  const read = async (url: string) => {
    const res = await f.owner.get(url);
    return { url, status: res.status, body: res.body as unknown };
  };
  return [
    await read('/api/auth/me'),
    await read('/api/prompts?pageSize=50'),
    await read(`/api/prompts/${f.privateId}`),
    await read(`/api/prompts/${f.sharedId}`),
    await read(`/api/community/prompts/${f.sharedId}`),
    await read('/api/favorites'),
    await read(`/api/favorites/community/${f.privateId}`),
    await read(`/api/favorites/community/${f.sharedId}`),
    await read('/api/comments/curated/1?pageSize=50'),
    await read(`/api/comments/community/${f.privateId}`),
    await read(`/api/comments/community/${f.privateId}/threads/${f.privateCommentId}/replies`),
    await read(`/api/votes/community/${f.privateId}`),
    await read(`/api/votes/community/${f.sharedId}`),
    await read('/api/votes/curated?ids=5'),
  ];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  url: string;
  body?: unknown;
}
type ForeignCall = Call & { status: 403 | 404 };

/** A new access token of `agent` (its id and secret). */
async function tokenOf(agent: Agent, scope: 'read' | 'write'): Promise<{ id: number; secret: string }> {
  const res = await agent.post('/api/tokens', { name: `${scope} token`, scope, expiresInDays: 30 });
  if (res.status !== 201) throw new Error(`token creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The options of a request made with a token only: no cookie (a fresh agent), no CSRF header. */
const bearer = (secret: string) => ({ csrf: false, headers: { authorization: `Bearer ${secret}` } });
interface RouteCase {
  route: string; // as in the OpenAPI document
  method: Method;
  happy: (f: Fixture) => Call | Promise<Call>;
  happyStatus: number;
  /**
   * Who makes the happy call: the owner (default), nobody (anonymous), or the owner's read-only
   * token (fixture's) without the cookie, on a route about the token itself.
   */
  happyAs?: 'owner' | 'anonymous' | 'token';
  invalid?: (f: Fixture) => Call & { field: string };
  needsLogin: boolean;
  /** Another user acting on the owner's resources, and the status expected for each. */
  foreign?: (f: Fixture) => ForeignCall[] | Promise<ForeignCall[]>;
}

/** The reset code of the last mail to `email`. */
const codeFrom = (f: Fixture, email: string) => resetCodeFrom(f.mailer.lastTo(email)?.text ?? '');

const ROUTES: RouteCase[] = [
  {
    route: '/api/health',
    method: 'GET',
    happy: () => ({ url: '/api/health' }),
    happyStatus: 200,
    happyAs: 'anonymous',
    needsLogin: false,
  },
  {
    route: '/api/auth/register',
    method: 'POST',
    happy: () => {
      const name = `new${Math.random().toString(36).slice(2, 10)}`;
      return {
        url: '/api/auth/register',
        body: { username: name, email: `${name}@example.test`, password: 'fine password 9', agreeToTerms: true },
      };
    },
    happyStatus: 201,
    happyAs: 'anonymous',
    invalid: () => ({
      url: '/api/auth/register',
      body: { username: 'ok_name', email: 'bad', password: 'fine password 9', agreeToTerms: true },
      field: 'email',
    }),
    needsLogin: false,
  },
  {
    route: '/api/auth/login',
    method: 'POST',
    happy: (f) => ({ url: '/api/auth/login', body: { login: f.owner.user!.username, password: f.owner.password } }),
    happyStatus: 200,
    happyAs: 'anonymous',
    invalid: () => ({ url: '/api/auth/login', body: { login: 'someone', password: '' }, field: 'password' }),
    needsLogin: false,
  },
  {
    route: '/api/auth/logout',
    method: 'POST',
    happy: () => ({ url: '/api/auth/logout' }),
    happyStatus: 200,
    needsLogin: false,
  },
  {
    route: '/api/auth/logout-all',
    method: 'POST',
    happy: () => ({ url: '/api/auth/logout-all' }),
    happyStatus: 200,
    needsLogin: true,
  },
  {
    route: '/api/me/export',
    method: 'GET',
    happy: () => ({ url: '/api/me/export' }),
    happyStatus: 200,
    needsLogin: true,
  },
  {
    route: '/api/me/import',
    method: 'POST',
    happy: () => ({
      url: '/api/me/import',
      body: {
        format: 'promptdeck-export',
        version: 1,
        prompts: [{ title: 'Imported', description: 'Text' }],
        favorites: [{ kind: 'curated', ref: 7 }],
      },
    }),
    happyStatus: 200,
    invalid: () => ({
      url: '/api/me/import',
      body: { format: 'promptdeck-export', version: 1, prompts: [{ title: '', description: 'x' }] },
      field: 'prompts.0.title',
    }),
    needsLogin: true,
  },
  { route: '/api/auth/me', method: 'GET', happy: () => ({ url: '/api/auth/me' }), happyStatus: 200, needsLogin: true },
  {
    route: '/api/auth/forgot-password',
    method: 'POST',
    happy: (f) => ({ url: '/api/auth/forgot-password', body: { email: f.owner.user!.email } }),
    happyStatus: 202,
    happyAs: 'anonymous',
    invalid: () => ({ url: '/api/auth/forgot-password', body: { email: 'nope' }, field: 'email' }),
    needsLogin: false,
  },
  {
    route: '/api/auth/reset-password',
    method: 'POST',
    happy: async (f) => {
      const email = f.owner.user!.email;
      expect((await new IpAgent(f.app, f.ip).post('/api/auth/forgot-password', { email })).status).toBe(202);
      return {
        url: '/api/auth/reset-password',
        body: { email, code: codeFrom(f, email), password: 'fine password 9' },
      };
    },
    happyStatus: 200,
    happyAs: 'anonymous',
    invalid: () => ({
      url: '/api/auth/reset-password',
      body: { email: 'x@example.test', code: 'ABCDEFGH', password: 'short' },
      field: 'password',
    }),
    needsLogin: false,
  },
  {
    route: '/api/auth/change-password',
    method: 'POST',
    happy: (f) => ({
      url: '/api/auth/change-password',
      body: { currentPassword: f.owner.password, newPassword: 'another password' },
    }),
    happyStatus: 200,
    invalid: (f) => ({
      url: '/api/auth/change-password',
      body: { currentPassword: f.owner.password, newPassword: 'short' },
      field: 'newPassword',
    }),
    needsLogin: true,
  },
  {
    route: '/api/auth/account',
    method: 'DELETE',
    happy: (f) => ({ url: '/api/auth/account', body: { password: f.owner.password } }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/auth/account', body: { password: '' }, field: 'password' }),
    needsLogin: true,
  },
  { route: '/api/prompts', method: 'GET', happy: () => ({ url: '/api/prompts' }), happyStatus: 200, needsLogin: true },
  {
    route: '/api/prompts',
    method: 'POST',
    happy: () => ({ url: '/api/prompts', body: { title: 'T', description: 'D' } }),
    happyStatus: 201,
    invalid: () => ({ url: '/api/prompts', body: { title: 'T' }, field: 'description' }),
    needsLogin: true,
  },
  {
    route: '/api/prompts/{id}',
    method: 'GET',
    happy: (f) => ({ url: `/api/prompts/${f.privateId}` }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/prompts/-1', field: 'id' }),
    needsLogin: true,
    foreign: (f) => [{ url: `/api/prompts/${f.privateId}`, status: 404 }],
  },
  {
    route: '/api/prompts/{id}',
    method: 'PATCH',
    happy: (f) => ({ url: `/api/prompts/${f.privateId}`, body: { title: 'New' } }),
    happyStatus: 200,
    invalid: (f) => ({ url: `/api/prompts/${f.privateId}`, body: { title: '' }, field: 'title' }),
    needsLogin: true,
    foreign: (f) => [
      { url: `/api/prompts/${f.sharedId}`, body: { title: 'Mine now', shared: false }, status: 403 },
      { url: `/api/prompts/${f.privateId}`, body: { title: 'Mine now', shared: true }, status: 404 },
    ],
  },
  {
    route: '/api/prompts/{id}',
    method: 'DELETE',
    happy: (f) => ({ url: `/api/prompts/${f.privateId}` }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/prompts/1.5', field: 'id' }),
    needsLogin: true,
    foreign: (f) => [
      { url: `/api/prompts/${f.privateId}`, status: 404 },
      { url: `/api/prompts/${f.sharedId}`, status: 403 },
    ],
  },
  {
    route: '/api/community/prompts',
    method: 'GET',
    happy: () => ({ url: '/api/community/prompts?sort=votes&page=1&pageSize=10&q=a' }),
    happyStatus: 200,
    happyAs: 'anonymous',
    invalid: () => ({ url: '/api/community/prompts?pageSize=0', field: 'pageSize' }),
    needsLogin: false,
  },
  {
    route: '/api/community/prompts/{id}',
    method: 'GET',
    happy: (f) => ({ url: `/api/community/prompts/${f.sharedId}` }),
    happyStatus: 200,
    happyAs: 'anonymous',
    invalid: () => ({ url: '/api/community/prompts/0', field: 'id' }),
    needsLogin: false,
    foreign: (f) => [{ url: `/api/community/prompts/${f.privateId}`, status: 404 }],
  },
  {
    route: '/api/votes/curated',
    method: 'GET',
    happy: () => ({ url: '/api/votes/curated?ids=1,2,3' }),
    happyStatus: 200,
    happyAs: 'anonymous',
    invalid: () => ({ url: '/api/votes/curated?ids=a,b', field: 'ids' }),
    needsLogin: false,
  },
  {
    route: '/api/votes/{kind}/{ref}',
    method: 'GET',
    happy: (f) => ({ url: `/api/votes/community/${f.sharedId}` }),
    happyStatus: 200,
    happyAs: 'anonymous',
    invalid: () => ({ url: '/api/votes/other/1', field: 'kind' }),
    needsLogin: false,
    foreign: (f) => [{ url: `/api/votes/community/${f.privateId}`, status: 404 }],
  },
  {
    route: '/api/votes/{kind}/{ref}',
    method: 'PUT',
    happy: () => ({ url: '/api/votes/curated/2', body: { value: 1 } }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/votes/curated/2', body: { value: 5 }, field: 'value' }),
    needsLogin: true,
    foreign: (f) => [{ url: `/api/votes/community/${f.privateId}`, body: { value: 1 }, status: 404 }],
  },
  {
    route: '/api/favorites',
    method: 'GET',
    happy: () => ({ url: '/api/favorites' }),
    happyStatus: 200,
    needsLogin: true,
  },
  {
    route: '/api/favorites/{kind}/{ref}',
    method: 'GET',
    happy: (f) => ({ url: `/api/favorites/community/${f.sharedId}` }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/favorites/curated/abc', field: 'ref' }),
    needsLogin: true,
    foreign: (f) => [{ url: `/api/favorites/community/${f.privateId}`, status: 404 }],
  },
  {
    route: '/api/favorites/{kind}/{ref}',
    method: 'PUT',
    happy: (f) => ({ url: `/api/favorites/community/${f.sharedId}` }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/favorites/curated/abc', field: 'ref' }),
    needsLogin: true,
    foreign: (f) => [{ url: `/api/favorites/community/${f.privateId}`, status: 404 }],
  },
  {
    route: '/api/favorites/{kind}/{ref}',
    method: 'DELETE',
    happy: () => ({ url: '/api/favorites/curated/3' }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/favorites/nothing/3', field: 'kind' }),
    needsLogin: true,
    foreign: (f) => [{ url: `/api/favorites/community/${f.privateId}`, status: 404 }],
  },
  {
    route: '/api/comments/{kind}/{ref}',
    method: 'GET',
    happy: () => ({ url: '/api/comments/curated/1' }),
    happyStatus: 200,
    happyAs: 'anonymous',
    invalid: () => ({ url: '/api/comments/curated/0', field: 'ref' }),
    needsLogin: false,
    foreign: (f) => [{ url: `/api/comments/community/${f.privateId}`, status: 404 }],
  },
  {
    route: '/api/comments/{kind}/{ref}/threads/{id}/replies',
    method: 'GET',
    happy: (f) => ({ url: `/api/comments/curated/1/threads/${f.commentId}/replies` }),
    happyStatus: 200,
    happyAs: 'anonymous',
    invalid: (f) => ({
      url: `/api/comments/curated/1/threads/${f.commentId}/replies?cursor=not*valid`,
      field: 'cursor',
    }),
    needsLogin: false,
    foreign: (f) => [
      // The thread really lives on the unshared prompt: only the visibility check stands in the way.
      { url: `/api/comments/community/${f.privateId}/threads/${f.privateCommentId}/replies`, status: 404 },
      // A thread of another target is not a thread here.
      { url: `/api/comments/community/${f.privateId}/threads/${f.commentId}/replies`, status: 404 },
    ],
  },
  {
    route: '/api/comments/{kind}/{ref}',
    method: 'POST',
    happy: (f) => ({ url: '/api/comments/curated/1', body: { text: 'reply', parentId: f.commentId } }),
    happyStatus: 201,
    invalid: () => ({ url: '/api/comments/curated/1', body: { text: '' }, field: 'text' }),
    needsLogin: true,
    foreign: (f) => [
      { url: `/api/comments/community/${f.privateId}`, body: { text: 'hi' }, status: 404 },
      {
        url: `/api/comments/community/${f.privateId}`,
        body: { text: 'hi', parentId: f.privateCommentId },
        status: 404,
      },
    ],
  },
  {
    route: '/api/comments/{id}',
    method: 'DELETE',
    happy: (f) => ({ url: `/api/comments/${f.commentId}` }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/comments/x', field: 'id' }),
    needsLogin: true,
    foreign: (f) => [
      { url: `/api/comments/${f.commentId}`, status: 403 },
      { url: `/api/comments/${f.privateCommentId}`, status: 404 },
    ],
  },
  {
    route: '/api/tokens',
    method: 'GET',
    happy: () => ({ url: '/api/tokens' }),
    happyStatus: 200,
    needsLogin: true,
  },
  {
    route: '/api/tokens',
    method: 'POST',
    happy: () => ({ url: '/api/tokens', body: { name: 'CLI', scope: 'read', expiresInDays: 30 } }),
    happyStatus: 201,
    invalid: () => ({ url: '/api/tokens', body: { name: 'CLI', scope: 'all', expiresInDays: 30 }, field: 'scope' }),
    needsLogin: true,
  },
  {
    route: '/api/tokens/{id}',
    method: 'DELETE',
    happy: (f) => ({ url: `/api/tokens/${f.tokenId}` }),
    happyStatus: 200,
    invalid: () => ({ url: '/api/tokens/abc', field: 'id' }),
    needsLogin: true,
    foreign: (f) => [{ url: `/api/tokens/${f.tokenId}`, status: 404 }],
  },
  {
    route: '/api/tokens/current',
    method: 'DELETE',
    happy: () => ({ url: '/api/tokens/current' }),
    happyStatus: 200,
    happyAs: 'token',
    needsLogin: true,
  },
  {
    route: '/api/feedback',
    method: 'POST',
    happy: () => ({ url: '/api/feedback', body: { message: 'Hello', contact: 'me' } }),
    happyStatus: 201,
    invalid: () => ({ url: '/api/feedback', body: { message: 42 }, field: 'message' }),
    needsLogin: true,
  },
  {
    route: '/api/reports',
    method: 'POST',
    happy: async (f) => {
      const theirs = await createPrompt(f.other, { shared: true });
      return { url: '/api/reports', body: { kind: 'prompt', id: theirs.id, reason: 'spam', note: 'Advert' } };
    },
    happyStatus: 201,
    invalid: (f) => ({
      url: '/api/reports',
      body: { kind: 'prompt', id: f.sharedId, reason: 'rude' },
      field: 'reason',
    }),
    needsLogin: true,
    // The owner's private prompt, and a comment on it, do not exist for anyone else.
    foreign: (f) => [
      { url: '/api/reports', body: { kind: 'prompt', id: f.privateId, reason: 'spam' }, status: 404 },
      { url: '/api/reports', body: { kind: 'comment', id: f.privateCommentId, reason: 'abuse' }, status: 404 },
    ],
  },
];

const label = (r: { method: Method; route: string }) => `${r.method} ${r.route}`;

/** The policy the route declares (config.policy, server/http/policy.ts); routes are keyed as Fastify writes them (`:id`). */
function policyOf(app: FastifyInstance, r: { method: Method; route: string }): RoutePolicy {
  const policy = app.routePolicies.get(`${r.method} ${r.route.replace(/\{(\w+)\}/g, ':$1')}`);
  if (!policy) throw new Error(`${label(r)} declares no policy`);
  return policy;
}
const LOGIN_ROUTES = ROUTES.filter((r) => r.needsLogin);

/** The happy call as its caller makes it: the owner's cookie, a visitor, or the owner's token alone. */
function happyRequest(f: Fixture, r: RouteCase, call: Call) {
  if (r.happyAs === 'anonymous') return new IpAgent(f.app, f.ip).request(r.method, call.url, call.body);
  if (r.happyAs === 'token')
    return new IpAgent(f.app, f.ip).request(r.method, call.url, call.body, bearer(f.tokenSecret));
  return f.owner.request(r.method, call.url, call.body);
}

const WORLDS = [
  { name: 'rate limits off', world: () => t },
  { name: 'rate limits on', world: () => limited },
];

describe.each(WORLDS)('authorization matrix ($name)', ({ world }) => {
  it.each(ROUTES.map((r) => [label(r), r] as const))('%s: happy path', async (_, r) => {
    const f = await fixture(world());
    const call = await r.happy(f);
    const res = await happyRequest(f, r, call);
    expect(res.status, JSON.stringify(res.body)).toBe(r.happyStatus);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  });

  it.each(LOGIN_ROUTES.map((r) => [label(r), r] as const))('%s: unauthenticated → 401', async (_, r) => {
    const f = await fixture(world());
    const call = await r.happy(f);
    const res = await new IpAgent(f.app, f.ip).request(r.method, call.url, call.body);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it.each(ROUTES.filter((r) => r.foreign).map((r) => [label(r), r] as const))(
    "%s: another user's resource → 403/404, the owner's things unchanged",
    async (_, r) => {
      const f = await fixture(world());
      const before = await ownerView(f);
      // The view is not vacuous: it holds what a foreign request could damage.
      expect(
        before.every((read) => read.status === 200),
        JSON.stringify(before.filter((read) => read.status !== 200)),
      ).toBe(true);
      expect(JSON.stringify(before)).toContain(PRIVATE_REPLY);
      for (const call of await r.foreign!(f)) {
        const res = await f.other.request(r.method, call.url, call.body);
        expect(res.status, `${call.url} ${JSON.stringify(res.body)}`).toBe(call.status);
        expect(res.body).toMatchObject({
          code: call.status === 403 ? 'FORBIDDEN' : 'NOT_FOUND',
          message: expect.any(String),
        });
        expect(JSON.stringify(res.body)).not.toContain(PRIVATE_REPLY);
      }
      expect(await ownerView(f)).toEqual(before);
    },
  );

  it.each(ROUTES.filter((r) => r.foreign).map((r) => [label(r), r] as const))(
    '%s: a visitor on a private target → 401 or 404',
    async (_, r) => {
      const f = await fixture(world());
      const before = await ownerView(f);
      for (const call of await r.foreign!(f)) {
        const res = await new IpAgent(f.app, f.ip).request(r.method, call.url, call.body);
        // Routes with an optional session answer as for anyone who cannot see the target.
        const expected = r.needsLogin ? { status: 401, code: 'UNAUTHENTICATED' } : { status: 404, code: 'NOT_FOUND' };
        expect(res.status, `${call.url} ${JSON.stringify(res.body)}`).toBe(expected.status);
        expect(res.body).toMatchObject({ code: expected.code, message: expect.any(String) });
        expect(JSON.stringify(res.body)).not.toContain(PRIVATE_REPLY);
      }
      expect(await ownerView(f)).toEqual(before);
    },
  );
});

/**
 * Routes a token never uses, whatever its scope: managing tokens and the account (sign-in,
 * sign-out, passwords, deletion) need the signed-in person; "who am I" is allowed.
 */
const sessionOnly = (r: RouteCase) =>
  r.happyAs !== 'token' &&
  (r.route.startsWith('/api/tokens') || (r.route.startsWith('/api/auth/') && r.route !== '/api/auth/me'));

describe.each(WORLDS)('token columns ($name)', ({ world }) => {
  it.each(ROUTES.map((r) => [label(r), r] as const))(
    '%s: write token, read token, revoked token, expired token',
    async (_, r) => {
      const f = await fixture(world());
      const write = await tokenOf(f.owner, 'write');
      const read = await tokenOf(f.owner, 'read');
      const revoked = await tokenOf(f.owner, 'write');
      expect((await f.owner.delete(`/api/tokens/${revoked.id}`)).status).toBe(200);
      const expired = await tokenOf(f.owner, 'write');
      await world()
        .database.kysely.updateTable('access_tokens')
        .set({ expires_at: new Date(world().clock.now().getTime() - 1000).toISOString() })
        .where('id', '=', expired.id)
        .execute();
      // One happy call for every column: each refused attempt must have done nothing, so the last one still works.
      const call = await r.happy(f);
      const as = (secret: string) => new IpAgent(f.app, f.ip).request(r.method, call.url, call.body, bearer(secret));
      const expectCode = (res: ApiResponse, status: number, code: string, who: string) => {
        expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(status);
        expect(res.body).toMatchObject({ code, message: expect.any(String) });
      };
      for (const [who, token] of [
        ['revoked', revoked],
        ['expired', expired],
      ] as const)
        expectCode(await as(token.secret), 401, 'TOKEN_INVALID', who);

      if (sessionOnly(r)) {
        expectCode(await as(write.secret), 403, 'TOKEN_NOT_ALLOWED', 'write token');
        expectCode(await as(read.secret), 403, 'TOKEN_NOT_ALLOWED', 'read token');
        return;
      }
      if (r.happyAs === 'token') {
        // A route about the token itself: any token, and the cookie gets 403 TOKEN_REQUIRED.
        expect((await as(read.secret)).status, 'read token').toBe(r.happyStatus);
        expect((await as(write.secret)).status, 'write token').toBe(r.happyStatus);
        expectCode(await f.owner.request(r.method, call.url, call.body), 403, 'TOKEN_REQUIRED', 'session');
        return;
      }
      const writes = r.method !== 'GET';
      if (writes) expectCode(await as(read.secret), 403, 'TOKEN_READ_ONLY', 'read token');
      else expect((await as(read.secret)).status, 'read token').toBe(r.happyStatus);
      const res = await as(write.secret);
      expect(res.status, `write token: ${JSON.stringify(res.body)}`).toBe(r.happyStatus);
    },
  );

  it.each(ROUTES.filter((r) => r.foreign).map((r) => [label(r), r] as const))(
    "%s: another member's token never acts for the owner",
    async (_, r) => {
      const f = await fixture(world());
      const theirs = await tokenOf(f.other, 'write');
      const before = await ownerView(f);
      for (const call of await r.foreign!(f)) {
        const res = await new IpAgent(f.app, f.ip).request(r.method, call.url, call.body, bearer(theirs.secret));
        const expected = sessionOnly(r) ? 403 : call.status;
        expect(res.status, `${call.url} ${JSON.stringify(res.body)}`).toBe(expected);
        expect(JSON.stringify(res.body)).not.toContain(PRIVATE_REPLY);
      }
      expect(await ownerView(f)).toEqual(before);
    },
  );
});

describe('reports: every kind of caller', () => {
  it("members, moderators and admins report others' items; visitors get 401, their own items and suspended members are refused", async () => {
    const f = await fixture();
    const target = await createPrompt(f.other, { shared: true });
    const body = { kind: 'prompt', id: target.id, reason: 'abuse' };
    expect((await new IpAgent(f.app, f.ip).post('/api/reports', body)).status).toBe(401);
    expect((await f.other.post('/api/reports', body)).status).toBe(404);
    expect((await f.owner.post('/api/reports', body)).status).toBe(201);
    for (const role of ['moderator', 'admin'] as const) {
      const agent = await registerAt(f.app, f.ip);
      await setRole(t.database, agent, role);
      expect((await agent.post('/api/reports', body)).status, role).toBe(201);
    }
    const suspended = await registerAt(f.app, f.ip);
    await suspend(suspended);
    const refused = await suspended.post('/api/reports', body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SUSPENDED', suspension: { until: null, note: 'Spam' } });
  });
});

/** Suspends the member until lifted, straight in the database. */
async function suspend(agent: Agent, world: TestApp = t) {
  await world.database.kysely
    .updateTable('users')
    .set({ suspended_until: SUSPENDED_INDEFINITELY, suspension_note: 'Spam' })
    .where('id', '=', agent.user!.id)
    .execute();
}

describe('writes by a suspended member', () => {
  const signedInWrites = ROUTES.filter((r) => r.method !== 'GET' && r.happyAs !== 'anonymous');
  it.each(signedInWrites.map((r) => [label(r), r] as const))(
    '%s: 403 SUSPENDED, except taking care of the account and taking content down',
    async (_, r) => {
      const f = await fixture();
      const call = await r.happy(f);
      await suspend(f.owner);
      const res = await happyRequest(f, r, call);
      // The route's declared policy (config.policy) says whether a suspended member may make this write.
      if (policyOf(t.app, r).whenSuspended === 'allowed') {
        expect(res.status, JSON.stringify(res.body)).toBe(r.happyStatus);
        return;
      }
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toMatchObject({ code: 'SUSPENDED', suspension: { until: null, note: 'Spam' } });
    },
  );

  it('reads as before', async () => {
    const f = await fixture();
    const before = await ownerView(f);
    await suspend(f.owner);
    const after = await ownerView(f);
    expect(after.map((read) => read.status)).toEqual(before.map((read) => read.status));
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});

describe('the rate-limited world', () => {
  it('really limits: the 11th registration from one address in an hour is refused', async () => {
    expect(limited.config.rateLimit.disabled).toBe(false);
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) await registerAt(limited.app, ip);
    const res = await new IpAgent(limited.app, ip).post('/api/auth/register', {
      username: `late_${ipCounter}`,
      email: `late_${ipCounter}@example.test`,
      password: 'fine password 9',
      agreeToTerms: true,
    });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
  });
});

describe('authorization matrix: validation', () => {
  it.each(ROUTES.filter((r) => r.invalid).map((r) => [label(r), r] as const))(
    '%s: validation failure names the field',
    async (_, r) => {
      const f = await fixture();
      const call = r.invalid!(f);
      const res = await f.owner.request(r.method, call.url, call.body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: call.field });
      expect(res.body.message).toEqual(expect.any(String));
    },
  );

  it('reset-password refuses a wrong code', async () => {
    const f = await fixture();
    const email = f.owner.user!.email;
    await new IpAgent(t.app, f.ip).post('/api/auth/forgot-password', { email });
    const code = codeFrom(f, email)!;
    const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    const res = await new IpAgent(t.app, f.ip).post('/api/auth/reset-password', {
      email,
      code: wrong,
      password: 'fine password 9',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_RESET_CODE', message: expect.any(String) });
    expect((await f.owner.get('/api/auth/me')).status).toBe(200);
  });
});

describe('favorites belong to one member', () => {
  it("DELETE /api/favorites/community/:id removes the caller's favorite only, never another member's", async () => {
    const f = await fixture();
    expect((await f.other.put(`/api/favorites/community/${f.sharedId}`)).body).toMatchObject({ favorited: true });
    const res = await f.other.delete(`/api/favorites/community/${f.sharedId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'community', ref: f.sharedId, favorited: false });
    expect((await f.other.get(`/api/favorites/community/${f.sharedId}`)).body.favorited).toBe(false);
    // The owner's favorite of the same prompt, re-read: still there.
    expect((await f.owner.get(`/api/favorites/community/${f.sharedId}`)).body).toMatchObject({ favorited: true });
    const mine = (await f.owner.get('/api/favorites')).body.items as Array<{ ref: number }>;
    expect(mine.map((item) => item.ref).sort()).toEqual([f.privateId, f.sharedId].sort());
    // Deleting again, where the caller has none, is idempotent and still leaves the owner's.
    expect((await f.other.delete(`/api/favorites/community/${f.sharedId}`)).status).toBe(200);
    expect((await f.owner.get(`/api/favorites/community/${f.sharedId}`)).body.favorited).toBe(true);
  });
});

describe('community search never shows a private prompt', () => {
  it('for a visitor or another member, whatever the words (indexed, short, several), in either order, remembered or not, also once unshared', async () => {
    const f = await fixture();
    const tag = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)
      .padEnd(6, 'q');
    const shared = await createPrompt(f.owner, {
      title: `Lantern${tag} ᚠᚢ`,
      description: 'Shared words',
      shared: true,
    });
    const hidden = await createPrompt(f.owner, {
      title: `Lantern${tag} ᚠᚢ`,
      description: `Hidden${tag} ᛗᛚ words`,
      remark: 'secret',
      shared: false,
    });
    // Shared until the searches below have been answered (and their matches remembered) once.
    const unshared = await createPrompt(f.owner, {
      title: `Lantern${tag} ᚠᚢ`,
      description: `Hidden${tag} ᛗᛚ later`,
      shared: true,
    });
    for (const q of [`lantern${tag}`, 'ᚠᚢ', `hidden${tag}`, 'ᛗᛚ']) {
      expect(
        (await f.other.get(`/api/community/prompts?q=${encodeURIComponent(q)}&pageSize=50`)).body.items.map(
          (p: { id: number }) => p.id,
        ),
      ).toContain(unshared.id);
      await rememberingSettled(t.database.kysely);
    }
    expect((await f.owner.patch(`/api/prompts/${unshared.id}`, { shared: false })).status).toBe(200);
    const searches = [
      { q: `lantern${tag}`, found: [shared.id] },
      { q: 'ᚠᚢ', found: [shared.id] },
      { q: `ᚠᚢ lantern${tag}`, found: [shared.id] },
      { q: `hidden${tag}`, found: [] },
      { q: 'ᛗᛚ', found: [] },
      { q: `lantern${tag} hidden${tag}`, found: [] },
      { q: `ᛗᛚ lantern${tag}`, found: [] },
    ];
    const viewers = [
      { name: 'visitor', agent: new IpAgent(t.app, f.ip) },
      { name: 'member', agent: f.other },
    ];
    for (const { name, agent } of viewers) {
      for (const { q, found } of searches) {
        for (const sort of ['newest', 'votes', 'newest']) {
          const res = await agent.get(`/api/community/prompts?q=${encodeURIComponent(q)}&sort=${sort}&pageSize=50`);
          expect(res.status).toBe(200);
          const ids = (res.body.items as Array<{ id: number }>).map((item) => item.id);
          expect(ids, `${name} q=${q} sort=${sort}`).toEqual(found);
          expect(JSON.stringify(res.body)).not.toContain(`Hidden${tag}`);
          await rememberingSettled(t.database.kysely);
        }
      }
    }
    // The hidden prompt is the owner's to read.
    expect((await f.owner.get(`/api/prompts/${hidden.id}`)).body.prompt.description).toContain(`Hidden${tag}`);
  });
});

describe('sessions that ended → 401', () => {
  it.each(LOGIN_ROUTES.map((r) => [label(r), r] as const))(
    '%s: a session signed out (logout) is refused',
    async (_, r) => {
      const f = await fixture();
      const call = await r.happy(f);
      const stale = new IpAgent(t.app, f.ip);
      stale.cookie = f.owner.cookie;
      expect((await f.owner.post('/api/auth/logout')).status).toBe(200);
      const res = await stale.request(r.method, call.url, call.body);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    },
  );

  it('logout-all and a password change end the other sessions on every route that needs a login', async () => {
    for (const end of ['logout-all', 'change-password'] as const) {
      const f = await fixture();
      const otherDevice = new IpAgent(t.app, f.ip);
      expect(
        (await otherDevice.post('/api/auth/login', { login: f.owner.user!.username, password: f.owner.password }))
          .status,
      ).toBe(200);
      const ended =
        end === 'logout-all'
          ? await f.owner.post('/api/auth/logout-all')
          : await f.owner.post('/api/auth/change-password', {
              currentPassword: f.owner.password,
              newPassword: 'another password 5',
            });
      expect(ended.status).toBe(200);
      for (const r of LOGIN_ROUTES) {
        const call = await r.happy(f);
        const stale = new IpAgent(t.app, f.ip);
        stale.cookie = otherDevice.cookie;
        const res = await stale.request(r.method, call.url, call.body);
        expect(res.status, `${end}: ${label(r)}`).toBe(401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  // Last: moves the shared clock past every session's lifetime.
  it.each(LOGIN_ROUTES.map((r) => [label(r), r] as const))('%s: an expired session is refused', async (_, r) => {
    const f = await fixture();
    const call = await r.happy(f);
    expect((await f.owner.get('/api/auth/me')).status).toBe(200);
    t.clock.advance(t.config.sessionTtlMs + 60_000);
    const res = await f.owner.request(r.method, call.url, call.body);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });
});

// ---------------------------------------------------------------------------
// The console (/api/admin): every kind of caller
// ---------------------------------------------------------------------------

/** The staff of a world, and a member suspended until lifted. */
interface Staff {
  moderator: IpAgent;
  admin: IpAgent;
  suspended: IpAgent;
}

const staffOfWorld = new Map<TestApp, Promise<Staff>>();
function staffOf(world: TestApp): Promise<Staff> {
  let staff = staffOfWorld.get(world);
  if (!staff) {
    staff = (async () => {
      const ip = nextIp();
      const moderator = await registerAt(world.app, ip);
      const admin = await registerAt(world.app, ip);
      const suspended = await registerAt(world.app, ip);
      await setRole(world.database, moderator, 'moderator');
      await setRole(world.database, admin, 'admin');
      await suspend(suspended, world);
      return { moderator, admin, suspended };
    })();
    staffOfWorld.set(world, staff);
  }
  return staff;
}

interface ConsoleCase {
  route: string; // as in the OpenAPI document
  method: Method;
  /** A call that succeeds for someone allowed; it may set things up first (a report, a feedback message). */
  call: (f: Fixture, staff: Staff) => Call | Promise<Call>;
  status: number;
}

const CONSOLE_ROUTES: ConsoleCase[] = [
  {
    route: '/api/admin/queue',
    method: 'GET',
    call: () => ({ url: '/api/admin/queue' }),
    status: 200,
  },
  {
    route: '/api/admin/queue/{kind}/{id}',
    method: 'POST',
    call: async (f) => {
      const filed = await f.other.post('/api/reports', { kind: 'prompt', id: f.sharedId, reason: 'spam' });
      expect(filed.status).toBe(201);
      return { url: `/api/admin/queue/prompt/${f.sharedId}`, body: { action: 'dismiss', note: 'Fine' } };
    },
    status: 200,
  },
  {
    route: '/api/admin/content',
    method: 'GET',
    call: () => ({ url: '/api/admin/content?kind=comment&q=mine' }),
    status: 200,
  },
  {
    route: '/api/admin/content/{kind}/{id}/hide',
    method: 'POST',
    call: (f) => ({ url: `/api/admin/content/prompt/${f.sharedId}/hide`, body: { note: 'Off topic' } }),
    status: 200,
  },
  {
    route: '/api/admin/content/{kind}/{id}/unhide',
    method: 'POST',
    call: (f) => ({ url: `/api/admin/content/prompt/${f.sharedId}/unhide`, body: {} }),
    status: 200,
  },
  {
    route: '/api/admin/content/{kind}/{id}',
    method: 'DELETE',
    call: (f) => ({ url: `/api/admin/content/comment/${f.commentId}`, body: { note: 'Spam' } }),
    status: 200,
  },
  {
    route: '/api/admin/members',
    method: 'GET',
    call: () => ({ url: '/api/admin/members?q=mx' }),
    status: 200,
  },
  {
    route: '/api/admin/members/{id}',
    method: 'GET',
    call: (f) => ({ url: `/api/admin/members/${f.owner.user!.id}` }),
    status: 200,
  },
  {
    route: '/api/admin/members/{id}/suspend',
    method: 'POST',
    call: (f) => ({ url: `/api/admin/members/${f.owner.user!.id}/suspend`, body: { duration: '1d', note: 'Calm' } }),
    status: 200,
  },
  {
    route: '/api/admin/members/{id}/lift',
    method: 'POST',
    call: (f) => ({ url: `/api/admin/members/${f.owner.user!.id}/lift`, body: {} }),
    status: 200,
  },
  {
    route: '/api/admin/members/{id}/end-sessions',
    method: 'POST',
    call: (f) => ({ url: `/api/admin/members/${f.other.user!.id}/end-sessions`, body: {} }),
    status: 200,
  },
  {
    route: '/api/admin/members/{id}/role',
    method: 'PUT',
    call: (f) => ({ url: `/api/admin/members/${f.other.user!.id}/role`, body: { role: 'moderator' } }),
    status: 200,
  },
  {
    route: '/api/admin/members/{id}',
    method: 'DELETE',
    call: (f, staff) => ({
      url: `/api/admin/members/${f.other.user!.id}`,
      body: { password: staff.admin.password, note: 'Spammer' },
    }),
    status: 200,
  },
  {
    route: '/api/admin/feedback',
    method: 'GET',
    call: () => ({ url: '/api/admin/feedback' }),
    status: 200,
  },
  {
    route: '/api/admin/feedback/{id}/handled',
    method: 'POST',
    call: async (f) => {
      const sent = await f.owner.post('/api/feedback', { message: 'Hello' });
      return { url: `/api/admin/feedback/${sent.body.id}/handled`, body: { handled: true } };
    },
    status: 200,
  },
  { route: '/api/admin/log', method: 'GET', call: () => ({ url: '/api/admin/log' }), status: 200 },
];

describe.each(WORLDS)('console matrix ($name)', ({ world }) => {
  it.each(CONSOLE_ROUTES.map((r) => [label(r), r] as const))(
    '%s: 404 for anonymous, members, other members and suspended members; the right staff only',
    async (_, r) => {
      const staff = await staffOf(world());
      const f = await fixture(world());
      const call = await r.call(f, staff);
      const before = await ownerView(f);
      // Who may call it is what the route declares (config.policy.role): moderators (and admins), or admins only.
      const role = policyOf(world().app, r).role;
      expect(role, 'a console route declares its role').toBeDefined();
      const refused = [
        ['anonymous', new IpAgent(f.app, f.ip)],
        ['member', f.owner],
        ['other member', f.other],
        ['suspended member', staff.suspended],
        ...(role === 'admin' ? [['moderator', staff.moderator] as const] : []),
      ] as const;
      for (const [who, agent] of refused) {
        const res = await agent.request(r.method, call.url, call.body);
        expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
      }
      // Staff's own access tokens, even read-write ones, never reach the console.
      for (const [who, agent] of [
        ['moderator token', staff.moderator],
        ['admin token', staff.admin],
      ] as const) {
        const token = await tokenOf(agent, 'write');
        const res = await new IpAgent(f.app, f.ip).request(r.method, call.url, call.body, bearer(token.secret));
        expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
        expect((await agent.delete(`/api/tokens/${token.id}`)).status).toBe(200);
      }
      // Nobody refused changed anything.
      expect(await ownerView(f)).toEqual(before);

      const allowed = role === 'admin' ? [staff.admin] : [staff.moderator, staff.admin];
      for (const agent of allowed) {
        // Each allowed caller acts on a fresh world of its own (the action may change or delete it).
        const fresh = await fixture(world());
        const freshCall = await r.call(fresh, staff);
        const res = await agent.request(r.method, freshCall.url, freshCall.body);
        expect(res.status, `${agent === staff.admin ? 'admin' : 'moderator'}: ${JSON.stringify(res.body)}`).toBe(
          r.status,
        );
        expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      }
    },
  );

  it.each(CONSOLE_ROUTES.filter((r) => r.method !== 'GET').map((r) => [label(r), r] as const))(
    '%s: refused without the CSRF header (403), even for staff',
    async (_, r) => {
      const staff = await staffOf(world());
      const f = await fixture(world());
      const call = await r.call(f, staff);
      const res = await staff.admin.request(r.method, call.url, call.body, { csrf: false });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CSRF_REJECTED');
    },
  );
});

describe('a suspended moderator', () => {
  it('loses the console: its reads and writes answer 404, as a member’s', async () => {
    const f = await fixture();
    const moderator = await registerAt(t.app, f.ip);
    await setRole(t.database, moderator, 'moderator');
    expect((await moderator.get('/api/admin/queue')).status).toBe(200);
    await suspend(moderator);
    expect((await moderator.get('/api/admin/queue')).status).toBe(404);
    const res = await moderator.post(`/api/admin/content/prompt/${f.sharedId}/hide`, {});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('coverage', () => {
  it('covers every route of the OpenAPI document', async () => {
    const doc = (await new Agent(t.app).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const covered = new Set([...ROUTES, ...CONSOLE_ROUTES].map(label));
    expect(documented.filter((d) => !covered.has(d))).toEqual([]);
    expect(documented.length).toBe(ROUTES.length + CONSOLE_ROUTES.length);
  });
});
