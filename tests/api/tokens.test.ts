/** Personal access tokens: managing them (session only) and using them as `Authorization: Bearer`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_USED_EVERY_MS } from '../../server/auth/accessTokens';
import { sha256 } from '../../server/auth/tokens';
import { TOKEN_LIMITS } from '../../src/api/limits';
import { Agent, createTestApp, registerUser, setRole, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newToken(owner: Agent, scope: 'read' | 'write' = 'write', expiresInDays: number | null = 30) {
  const res = await owner.post('/api/tokens', { name: `${scope} token`, scope, expiresInDays });
  expect(res.status).toBe(201);
  return res.body as { id: number; secret: string };
}

/** A client that sends only the bearer header: no cookie, no CSRF header. */
function bearer(secret: string) {
  const agent = new Agent(t.app);
  return {
    request: (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
      agent.request(method, url, body, { csrf: false, headers: { authorization: `Bearer ${secret}` } }),
  };
}

describe('managing tokens', () => {
  it('creates a token whose secret is answered once and stored only as a hash', async () => {
    const me = await registerUser(t.app);
    const res = await me.post('/api/tokens', { name: '  Claude desktop ', scope: 'read', expiresInDays: 7 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Claude desktop', scope: 'read', lastUsedAt: null });
    expect(res.body.secret).toMatch(/^pdk_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(7 * 24 * 3600 * 1000);
    const row = await t.database.kysely
      .selectFrom('access_tokens')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(res.body.secret));
    expect(JSON.stringify(row)).not.toContain(res.body.secret.slice(4));
    const list = await me.get('/api/tokens');
    expect(list.status).toBe(200);
    expect(list.body.tokens).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret.slice(4));
    expect(list.body.tokens[0]).not.toHaveProperty('secret');
  });

  it('lists only my tokens, newest first, and a token that never expires has no expiry', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await newToken(other);
    const first = await newToken(me, 'read', null);
    const second = await newToken(me);
    const list = await me.get('/api/tokens');
    expect(list.body.tokens.map((token: { id: number }) => token.id)).toEqual([second.id, first.id]);
    expect(list.body.tokens[1].expiresAt).toBeNull();
  });

  it('refuses names, scopes and expiries outside the contract', async () => {
    const me = await registerUser(t.app);
    const bad = [
      { name: '', scope: 'read', expiresInDays: 7 },
      { name: '   ', scope: 'read', expiresInDays: 7 },
      { name: 'x'.repeat(TOKEN_LIMITS.TOKEN_NAME_MAX + 1), scope: 'read', expiresInDays: 7 },
      { name: 'a\u0000b', scope: 'read', expiresInDays: 7 },
      { name: 'ok', scope: 'admin', expiresInDays: 7 },
      { name: 'ok', scope: 'read', expiresInDays: 8 },
      { name: 'ok', scope: 'read' },
      { name: 'ok', scope: 'read', expiresInDays: '7' },
    ];
    for (const body of bad) expect((await me.post('/api/tokens', body)).status).toBe(400);
    const huge = await me.post('/api/tokens', { name: 'x'.repeat(100_000), scope: 'read', expiresInDays: 7 });
    expect([400, 413]).toContain(huge.status);
    expect((await me.get('/api/tokens')).body.tokens).toHaveLength(0);
  });

  it('keeps at most TOKENS_PER_ACCOUNT_MAX tokens per account', async () => {
    const me = await registerUser(t.app);
    for (let i = 0; i < TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX; i += 1) await newToken(me);
    const over = await me.post('/api/tokens', { name: 'one more', scope: 'read', expiresInDays: 7 });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'tokens',
      limit: TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX,
    });
  });

  it('revokes at once; another member cannot revoke my token', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const token = await newToken(me);
    expect((await bearer(token.secret).request('GET', '/api/prompts')).status).toBe(200);
    expect((await other.delete(`/api/tokens/${token.id}`)).status).toBe(404);
    expect((await bearer(token.secret).request('GET', '/api/prompts')).status).toBe(200);
    expect((await me.delete(`/api/tokens/${token.id}`)).status).toBe(200);
    const after = await bearer(token.secret).request('GET', '/api/prompts');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('TOKEN_INVALID');
    expect((await me.delete(`/api/tokens/${token.id}`)).status).toBe(404);
  });

  it('a token cannot manage tokens or the account', async () => {
    const me = await registerUser(t.app);
    const token = bearer((await newToken(me)).secret);
    for (const [method, url, body] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'n', scope: 'write', expiresInDays: 7 }],
      ['DELETE', '/api/tokens/1'],
      ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/api/auth/logout-all'],
      ['DELETE', '/api/auth/account', { password: 'x' }],
    ] as const) {
      const res = await token.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('TOKEN_NOT_ALLOWED');
    }
    const who = await token.request('GET', '/api/auth/me');
    expect(who.status).toBe(200);
    expect(who.body.user.id).toBe(me.user!.id);
  });

  it("account deletion removes the member's tokens", async () => {
    const me = await registerUser(t.app);
    const token = await newToken(me);
    const res = await me.delete('/api/auth/account', { password: me.password });
    expect(res.status).toBe(200);
    expect(
      await t.database.kysely.selectFrom('access_tokens').where('id', '=', token.id).selectAll().execute(),
    ).toEqual([]);
    expect((await bearer(token.secret).request('GET', '/api/auth/me')).status).toBe(401);
  });
});

describe('using a token', () => {
  it('acts for its owner without cookie or CSRF header; a read token cannot write', async () => {
    const me = await registerUser(t.app);
    const write = bearer((await newToken(me, 'write')).secret);
    const read = bearer((await newToken(me, 'read')).secret);
    const created = await write.request('POST', '/api/prompts', { title: 'By token', description: 'text' });
    expect(created.status).toBe(201);
    const listed = await read.request('GET', '/api/prompts');
    expect(listed.body.items.map((p: { title: string }) => p.title)).toContain('By token');
    const refused = await read.request('POST', '/api/prompts', { title: 'No', description: 'text' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TOKEN_READ_ONLY');
    expect((await read.request('PUT', '/api/votes/curated/1', { value: 1 })).body.code).toBe('TOKEN_READ_ONLY');
    expect((await read.request('DELETE', `/api/prompts/${created.body.prompt.id}`)).status).toBe(403);
  });

  it('the CSRF exemption needs a token: the cookie alone still needs the header', async () => {
    const me = await registerUser(t.app);
    const noHeader = await me.post('/api/prompts', { title: 't', description: 'd' }, { csrf: false });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.code).toBe('CSRF_REJECTED');
    // A bearer that is not valid does not fall back to the cookie.
    const bad = await me.post(
      '/api/prompts',
      { title: 't', description: 'd' },
      { csrf: false, headers: { authorization: `Bearer pdk_${'A'.repeat(43)}` } },
    );
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('TOKEN_INVALID');
  });

  it('an expired token is refused', async () => {
    const me = await registerUser(t.app);
    const token = bearer((await newToken(me, 'read', 7)).secret);
    expect((await token.request('GET', '/api/favorites')).status).toBe(200);
    t.clock.advance(7 * 24 * 3600 * 1000);
    const res = await token.request('GET', '/api/favorites');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('records the last use at most once a minute', async () => {
    const me = await registerUser(t.app);
    const { id, secret } = await newToken(me, 'read');
    const lastUsed = async () =>
      (await me.get('/api/tokens')).body.tokens.find((token: { id: number }) => token.id === id).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await bearer(secret).request('GET', '/api/favorites');
    const first = await lastUsed();
    expect(first).toBe(t.clock.now().toISOString());
    t.clock.advance(LAST_USED_EVERY_MS - 1000);
    await bearer(secret).request('GET', '/api/favorites');
    expect(await lastUsed()).toBe(first);
    t.clock.advance(1000);
    await bearer(secret).request('GET', '/api/favorites');
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });

  it('suspension applies to a token', async () => {
    const me = await registerUser(t.app);
    const token = bearer((await newToken(me, 'write')).secret);
    await t.database.kysely
      .updateTable('users')
      .set({ suspended_until: '9999-12-31T00:00:00.000Z' })
      .where('id', '=', me.user!.id)
      .execute();
    const res = await token.request('POST', '/api/prompts', { title: 't', description: 'd' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUSPENDED');
  });

  it('the console answers 404 to a moderator token', async () => {
    const mod = await registerUser(t.app);
    await setRole(t.database, mod, 'moderator');
    const token = bearer((await newToken(mod, 'write')).secret);
    expect((await mod.get('/api/admin/queue')).status).toBe(200);
    expect((await token.request('GET', '/api/admin/queue')).status).toBe(404);
    expect((await token.request('POST', '/api/admin/members/1/lift', {})).status).toBe(404);
  });

  it('hostile Authorization headers answer 401 (or are ignored when not Bearer), never 5xx', async () => {
    const me = await registerUser(t.app);
    const { secret } = await newToken(me, 'read');
    const headers: (string | string[])[] = [
      'Bearer',
      'Bearer ',
      'Bearer garbage',
      `Bearer ${secret}x`,
      `Bearer ${secret} extra`,
      `Bearer ${'x'.repeat(10_000)}`,
      'Bearer \u00ff\u00fe',
      `bearer ${secret.slice(0, -1)}`,
      [`Bearer ${secret}`, `Bearer ${secret}`],
    ];
    for (const authorization of headers) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/favorites',
        headers: { authorization } as Record<string, string>,
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
    }
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/favorites',
      headers: { authorization: 'Basic YTpi' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().code).toBe('UNAUTHENTICATED');
    const lower = await t.app.inject({
      method: 'GET',
      url: '/api/favorites',
      headers: { authorization: `bearer ${secret}` },
    });
    expect(lower.statusCode).toBe(200);
  });
});

describe('rate limits of a token', () => {
  it('count per token and per account', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_WRITE_TOKEN: '2', RATE_LIMIT_WRITE_ACCOUNT: '6' },
    });
    try {
      const me = await registerUser(limited.app);
      const create = async (name: string) =>
        (await me.post('/api/tokens', { name, scope: 'write', expiresInDays: 7 })).body.secret as string;
      const [a, b] = [await create('a'), await create('b')];
      const write = (secret: string) =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/votes/curated/1',
          headers: { authorization: `Bearer ${secret}` },
          payload: { value: 1 },
        });
      const firstVote = await write(a);
      expect(firstVote.statusCode, firstVote.body).toBe(200);
      expect((await write(a)).statusCode).toBe(200);
      // Token a has spent its own budget; token b still has one.
      expect((await write(a)).json().code).toBe('RATE_LIMITED');
      expect((await write(b)).statusCode).toBe(200);
      // The account counted every write, refused ones too (2 creations + 4 votes = 6; a seventh is over).
      expect((await write(b)).json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
