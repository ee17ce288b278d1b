/**
 * Cross-origin calls with an access token (server/http/cors.ts): a page or a browser extension of any
 * origin may call the API with `Authorization: Bearer`, never with credentials; the session cookie
 * stays refused across origins as before (server/http/csrf.ts), what a token may use is unchanged, and
 * a preflight costs no database query.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CORS_ALLOWED_HEADERS,
  CORS_ALLOWED_METHODS,
  CORS_EXPOSED_HEADERS,
  PREFLIGHT_MAX_AGE_SECONDS,
} from '../../../server/http/cors';
import { Agent, createTestApp, registerUser, type ApiResponse, type TestApp } from '../helpers/app';

let t: TestApp;
let member: Agent;
let writeSecret: string;
let readSecret: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await registerUser(t.app);
  const token = async (scope: 'read' | 'write') =>
    (await member.post('/api/tokens', { name: `${scope} token`, scope, expiresInDays: 30 })).body.secret as string;
  writeSecret = await token('write');
  readSecret = await token('read');
});
afterAll(async () => {
  await t.close();
});

const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const FIREFOX_EXTENSION = 'moz-extension://2b9f6c1e-3c1a-4c5e-9d1f-0a1b2c3d4e5f';
const WEB_PAGE = 'https://elsewhere.example';
const ORIGINS = [EXTENSION, FIREFOX_EXTENSION, WEB_PAGE];

/** A call as a browser makes it from `origin`: the token only, no cookie, no CSRF header. */
function fromOrigin(origin: string, secret: string) {
  const agent = new Agent(t.app);
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    agent.request(method, url, body, {
      csrf: false,
      headers: { origin, 'sec-fetch-site': 'cross-site', authorization: `Bearer ${secret}` },
    });
}

function expectAllowed(res: ApiResponse, origin: string) {
  expect(res.headers['access-control-allow-origin']).toBe(origin);
  expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
  expect(res.headers['access-control-expose-headers']).toBe(CORS_EXPOSED_HEADERS.join(', '));
  expect(res.headers).not.toHaveProperty('access-control-allow-credentials');
}

const preflight = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: EXTENSION,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
      ...headers,
    },
  });

describe('requests with a token from another origin', () => {
  it.each(ORIGINS)('reads and writes from %s, with its origin allowed and no credentials', async (origin) => {
    const call = fromOrigin(origin, writeSecret);
    const created = await call('POST', '/api/prompts', { title: `From ${origin}`, description: 'Saved by a tool' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectAllowed(created, origin);
    const listed = await call('GET', '/api/prompts');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((prompt: { title: string }) => prompt.title)).toContain(`From ${origin}`);
    expectAllowed(listed, origin);
  });

  it('carries the headers on refusals too, so the caller can read them: a wrong token, a route it may not use', async () => {
    const unknown = await fromOrigin(WEB_PAGE, `pdk_${'A'.repeat(43)}`)('GET', '/api/prompts');
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('TOKEN_INVALID');
    expectAllowed(unknown, WEB_PAGE);
    const missing = await fromOrigin(WEB_PAGE, readSecret)('GET', '/api/no-such-route');
    expect(missing.status).toBe(404);
    expectAllowed(missing, WEB_PAGE);
  });

  it("still refuses what the token's scope does not allow", async () => {
    const read = fromOrigin(EXTENSION, readSecret);
    const write = await read('POST', '/api/prompts', { title: 'No', description: 'Read only' });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('TOKEN_READ_ONLY');
    expectAllowed(write, EXTENSION);
    for (const [method, url] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/auth/logout-all'],
    ] as const) {
      const res = await fromOrigin(EXTENSION, writeSecret)(method, url);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('TOKEN_NOT_ALLOWED');
    }
    expect((await fromOrigin(EXTENSION, writeSecret)('GET', '/api/admin/queue')).status).toBe(404);
  });

  it('lets a token revoke itself from another origin (an extension disconnecting)', async () => {
    const { secret } = (await member.post('/api/tokens', { name: 'extension', scope: 'read', expiresInDays: null }))
      .body as { secret: string };
    const call = fromOrigin(EXTENSION, secret);
    const revoked = await call('DELETE', '/api/tokens/current');
    expect(revoked.status).toBe(200);
    expectAllowed(revoked, EXTENSION);
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
  });
});

describe('the session cookie across origins, as before', () => {
  it('a cross-origin write with the cookie is refused, and no answer allows the origin', async () => {
    for (const csrf of [true, false]) {
      const res = await member.post(
        '/api/prompts',
        { title: 'Cross-site', description: 'With the cookie' },
        { csrf, headers: { origin: WEB_PAGE, 'sec-fetch-site': 'cross-site' } },
      );
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CSRF_REJECTED');
      expect(res.headers).not.toHaveProperty('access-control-allow-origin');
    }
  });

  it('a cross-origin read with the cookie is answered without CORS headers, so a browser keeps it from the page', async () => {
    const res = await member.get('/api/prompts', { headers: { origin: WEB_PAGE, 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
    expect(res.headers).not.toHaveProperty('access-control-allow-origin');
    expect(res.headers).not.toHaveProperty('access-control-allow-credentials');
  });

  it('another Authorization scheme with the cookie is a cookie request: no CORS headers', async () => {
    const res = await member.get('/api/prompts', { headers: { origin: WEB_PAGE, authorization: 'Basic YTpi' } });
    expect(res.status).toBe(200);
    expect(res.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('the preflight', () => {
  it('allows the methods and headers a token call needs, any origin, never credentials', async () => {
    for (const origin of ORIGINS) {
      const res = await preflight('/api/prompts/12', { origin, 'access-control-request-method': 'PATCH' });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBe(CORS_ALLOWED_METHODS.join(', '));
      expect(res.headers['access-control-allow-headers']).toBe(CORS_ALLOWED_HEADERS.join(', '));
      expect(res.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
      expect(res.headers).not.toHaveProperty('access-control-allow-credentials');
      expect(res.body).toBe('');
    }
    expect(CORS_ALLOWED_METHODS).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(CORS_ALLOWED_HEADERS).toEqual(['Authorization', 'Content-Type']);
  });

  it('does not allow the CSRF header, so the cookie cannot pass csrf.ts from another origin', async () => {
    const res = await preflight('/api/prompts', { 'access-control-request-headers': 'x-requested-with' });
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).not.toContain('x-requested-with');
  });

  it('costs no database query, even with a cookie and a token', async () => {
    const executor = t.database.kysely.getExecutor();
    const queries = vi.spyOn(executor, 'executeQuery');
    try {
      const credentials = { cookie: member.cookie!, authorization: `Bearer ${writeSecret}` };
      // The same headers on a real request do cost a query: the count can see one.
      expect((await member.get('/api/auth/me', { headers: { authorization: `Bearer ${writeSecret}` } })).status).toBe(
        200,
      );
      expect(queries).toHaveBeenCalled();
      queries.mockClear();
      const res = await preflight('/api/prompts', credentials);
      expect(res.statusCode).toBe(204);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('leaves what is not a preflight, and the MCP endpoint, as they were', async () => {
    const plain = await t.app.inject({ method: 'OPTIONS', url: '/api/prompts', headers: { origin: EXTENSION } });
    expect(plain.statusCode).toBe(404);
    expect(plain.headers).not.toHaveProperty('access-control-allow-origin');
    const mcp = await preflight('/api/mcp');
    expect(mcp.statusCode).toBe(404);
    expect(mcp.headers).not.toHaveProperty('access-control-allow-origin');
    const site = await preflight('/en/');
    expect(site.headers).not.toHaveProperty('access-control-allow-origin');
  });

  it('the MCP endpoint keeps its own Origin rule with a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: {
        origin: EXTENSION,
        authorization: `Bearer ${readSecret}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers).not.toHaveProperty('access-control-allow-origin');
  });
});
