/**
 * Property-based tests (fast-check): random and hostile bodies, queries and
 * paths never cause a 5xx, every failure is a JSON error with a known code, and
 * text that is stored comes back verbatim inside JSON only (never as HTML).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/api/contract';
import { Agent, createPrompt, createTestApp, registerUser, type ApiResponse, type TestApp } from './helpers/app';

let t: TestApp;
let agent: Agent;
let promptId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = await registerUser(t.app, 'fuzzer');
  promptId = (await createPrompt(agent, { shared: true })).id;
});
afterAll(async () => {
  await t.close();
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

function expectWellFormed(res: ApiResponse, context: unknown) {
  expect(res.status, JSON.stringify(context)).toBeLessThan(500);
  expect(String(res.headers['content-type']), JSON.stringify(context)).toMatch(/^application\/json/);
  if (res.status >= 400) {
    expect(ERROR_CODES).toContain(res.body.code);
    expect(typeof res.body.message).toBe('string');
  }
}

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    "'; DROP TABLE users; --",
    '" OR 1=1 --',
    "Robert'); DELETE FROM prompts; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(document.cookie)>',
    '"><svg/onload=alert(1)>',
    'javascript:alert(1)',
    '{{constructor.constructor("alert(1)")()}}',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Eevil',
    '🏳️‍🌈'.repeat(50),
    '%00%27%22',
    '\\',
    '%_%',
  ),
  fc.integer({ min: 1, max: 20 }).map((n) => 'A'.repeat(n * 5000)),
);

const hostileValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 2 }));

const bodyFor = (keys: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] }),
    fc.anything({ maxDepth: 3 }),
    fc.jsonValue({ maxDepth: 3 }),
  );

const WRITE_ROUTES: Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: () => string; label?: string; keys: string[] }> = [
  { method: 'POST', url: () => '/api/prompts', keys: ['title', 'description', 'remark', 'notes', 'shared'] },
  { method: 'PATCH', url: () => `/api/prompts/${promptId}`, label: '/api/prompts/:id', keys: ['title', 'description', 'remark', 'notes', 'shared'] },
  { method: 'POST', url: () => '/api/comments/curated/3', keys: ['text', 'parentId'] },
  { method: 'POST', url: () => `/api/comments/community/${promptId}`, label: '/api/comments/community/:id', keys: ['text', 'parentId'] },
  { method: 'PUT', url: () => '/api/votes/curated/4', keys: ['value'] },
  { method: 'POST', url: () => '/api/feedback', keys: ['message', 'contact'] },
  { method: 'POST', url: () => '/api/auth/register', keys: ['username', 'email', 'password', 'agreeToTerms'] },
  { method: 'POST', url: () => '/api/auth/login', keys: ['login', 'password'] },
  { method: 'POST', url: () => '/api/auth/forgot-password', keys: ['email'] },
  { method: 'POST', url: () => '/api/auth/reset-password', keys: ['email', 'code', 'password'] },
];

describe('hostile bodies', () => {
  it.each(WRITE_ROUTES.map((r) => [`${r.method} ${r.label ?? r.url()}`, r] as const))('%s never answers 5xx', async (_, route) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(route.keys), async (body) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const res = await agent.request(route.method, route.url(), payload, { headers: { 'content-type': 'application/json' } });
        expectWellFormed(res, body);
      }),
      { numRuns: RUNS },
    );
    // The fuzzing agent stays logged in (login/register replace the session but keep one).
    if ((await agent.get('/api/auth/me')).status !== 200) {
      const relog = await agent.post('/api/auth/login', { login: 'fuzzer', password: agent.password });
      expect(relog.status).toBe(200);
    }
  });

  it('raw bytes that are not valid UTF-8 or not JSON never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('/api/prompts', '/api/feedback', '/api/comments/curated/2', '/api/auth/login'), async (bytes, url) => {
        const prefix = Buffer.from('{"title":"t","description":"', 'utf8');
        const payload = Buffer.concat([prefix, Buffer.from(bytes), Buffer.from('","text":"x","message":"m"}', 'utf8')]);
        const res = await agent.request('POST', url, payload, { headers: { 'content-type': 'application/json' } });
        expectWellFormed(res, Array.from(bytes));
      }),
      { numRuns: RUNS },
    );
  });

  it('hostile text that is accepted is stored verbatim and only ever returned inside JSON', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (text) => {
        const res = await agent.post('/api/prompts', { title: text.slice(0, 100) || 'x', description: text || 'x', shared: true });
        expectWellFormed(res, text);
        if (res.status !== 201) return;
        const created = res.body.prompt;
        expect(created.description).toBe((text || 'x').trim());
        const read = await agent.get(`/api/prompts/${created.id}`);
        expect(read.body.prompt.description).toBe(created.description);
        expect(read.headers['content-security-policy']).toContain("default-src 'none'");
        expect(read.headers['x-content-type-options']).toBe('nosniff');
        // The JSON text escapes markup-significant characters, so it cannot be sniffed as HTML.
        expect(read.raw.body.startsWith('{')).toBe(true);
        await agent.delete(`/api/prompts/${created.id}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('rejects control characters and lone surrogates instead of storing broken text', async () => {
    for (const text of ['a\u0000b', '\uD800', 'x\uDFFFy', 'bell\u0007']) {
      const res = await agent.post('/api/comments/curated/1', { text });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
    }
  });
});

describe('hostile queries and paths', () => {
  it('community listing query strings never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ q: hostileString, sort: fc.oneof(fc.constantFrom('newest', 'votes'), fc.string()), page: fc.oneof(fc.nat(), fc.string()), pageSize: fc.oneof(fc.nat(), fc.string()) }, { requiredKeys: [] }),
        async (query) => {
          const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string])).toString();
          const res = await new Agent(t.app).get(`/api/community/prompts?${qs}`);
          expectWellFormed(res, query);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('path parameters never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.constantFrom('curated', 'community')), fc.oneof(fc.string(), fc.integer().map(String), fc.constant('1e309'), fc.constant('99999999999999999999')), async (kind, ref) => {
        const url = `/api/votes/${encodeURIComponent(kind)}/${encodeURIComponent(ref)}`;
        const res = await agent.get(url);
        if (res.status === 404 && res.body === undefined) return;
        expectWellFormed(res, url);
        const del = await agent.delete(`/api/prompts/${encodeURIComponent(ref)}`);
        expectWellFormed(del, ref);
      }),
      { numRuns: RUNS },
    );
  });
});
