/** Personal access tokens: managing them (session only) and using them as `Authorization: Bearer`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_USED_EVERY_MS } from '../../server/auth/bearer';
import { sha256 } from '../../server/auth/tokens';
import { TOKEN_LIMITS } from '../../src/api/limits';
import { NEW_TOKEN_TEXTS } from '../../server/mail/newTokenTexts';
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

  it('a token revokes itself (either scope), and is refused from then on; other tokens stay', async () => {
    const me = await registerUser(t.app);
    const kept = bearer((await newToken(me, 'write')).secret);
    for (const scope of ['read', 'write'] as const) {
      const { id, secret } = await newToken(me, scope);
      const token = bearer(secret);
      const revoked = await token.request('DELETE', '/api/tokens/current');
      expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
      expect(revoked.body).toEqual({ ok: true });
      const after = await token.request('GET', '/api/auth/me');
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('TOKEN_INVALID');
      expect((await token.request('DELETE', '/api/tokens/current')).body.code).toBe('TOKEN_INVALID');
      expect((await me.get('/api/tokens')).body.tokens.map((listed: { id: number }) => listed.id)).not.toContain(id);
    }
    expect((await kept.request('GET', '/api/auth/me')).status).toBe(200);
  });

  it('the session cookie cannot revoke "the current token": 403 TOKEN_REQUIRED, nothing revoked', async () => {
    const me = await registerUser(t.app);
    const { secret } = await newToken(me, 'read');
    const res = await me.delete('/api/tokens/current');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_REQUIRED');
    expect((await me.get('/api/tokens')).body.tokens).toHaveLength(1);
    expect((await bearer(secret).request('GET', '/api/auth/me')).status).toBe(200);
    const anonymous = await new Agent(t.app).delete('/api/tokens/current');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
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

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Lets the session of `agent` grow older than a recent sign-in. */
const signInGoesStale = () => t.clock.advance(TOKEN_LIMITS.RECENT_SIGN_IN_MINUTES * MINUTE_MS);

describe('creating a token asks for the password (H2)', () => {
  const body = { name: 'laptop', scope: 'read', expiresInDays: 30 } as const;

  it('refuses a session that signed in more than RECENT_SIGN_IN_MINUTES ago without the password', async () => {
    const me = await registerUser(t.app);
    signInGoesStale();
    const res = await me.post('/api/tokens', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
    expect((await me.get('/api/tokens')).body.tokens).toEqual([]);
  });

  it('refuses a wrong password with WRONG_PASSWORD, and accepts the right one', async () => {
    const me = await registerUser(t.app);
    signInGoesStale();
    const wrong = await me.post('/api/tokens', { ...body, password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    const right = await me.post('/api/tokens', { ...body, password: me.password });
    expect(right.status).toBe(201);
  });

  it('a fresh sign-in (less than RECENT_SIGN_IN_MINUTES ago) needs no password, but a wrong one is still refused', async () => {
    const me = await registerUser(t.app);
    signInGoesStale();
    // Signing in again starts a fresh session.
    const again = new Agent(t.app);
    expect((await again.post('/api/auth/login', { login: me.user!.username, password: me.password })).status).toBe(200);
    t.clock.advance(TOKEN_LIMITS.RECENT_SIGN_IN_MINUTES * MINUTE_MS - 1000);
    expect((await again.post('/api/tokens', body)).status).toBe(201);
    expect((await again.post('/api/tokens', { ...body, password: 'wrong' })).body.code).toBe('WRONG_PASSWORD');
    t.clock.advance(1000);
    expect((await again.post('/api/tokens', body)).status).toBe(400);
  });

  it('counts password guesses under the changePasswordAccount rule', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '3' },
    });
    try {
      const me = await registerUser(limited.app);
      for (let i = 0; i < 3; i += 1)
        expect((await me.post('/api/tokens', { ...body, password: `guess ${i}` })).body.code).toBe('WRONG_PASSWORD');
      const over = await me.post('/api/tokens', { ...body, password: me.password });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('RATE_LIMITED');
      expect((await me.get('/api/tokens')).body.tokens).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('write tokens expire (H2)', () => {
  it('refuses a write token that never expires; a read token may', async () => {
    const me = await registerUser(t.app);
    const never = await me.post('/api/tokens', { name: 'w', scope: 'write', expiresInDays: null });
    expect(never.status).toBe(400);
    expect(never.body).toMatchObject({ code: 'TOKEN_EXPIRY_REQUIRED', field: 'expiresInDays' });
    const longest = await me.post('/api/tokens', {
      name: 'w',
      scope: 'write',
      expiresInDays: TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS,
    });
    expect(longest.status).toBe(201);
    expect((await me.post('/api/tokens', { name: 'r', scope: 'read', expiresInDays: null })).status).toBe(201);
  });

  it('an old write token without expiry stops WRITE_TOKEN_MAX_DAYS after its creation, and is listed so', async () => {
    const me = await registerUser(t.app);
    const { id, secret, createdAt } = (
      await me.post('/api/tokens', {
        name: 'old',
        scope: 'write',
        expiresInDays: 30,
      })
    ).body as { id: number; secret: string; createdAt: string };
    // As made before write tokens had to expire.
    await t.database.kysely.updateTable('access_tokens').set({ expires_at: null }).where('id', '=', id).execute();
    const implied = new Date(Date.parse(createdAt) + TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS * DAY_MS).toISOString();
    const listed = (await me.get('/api/tokens')).body.tokens.find((token: { id: number }) => token.id === id);
    expect(listed.expiresAt).toBe(implied);
    t.clock.advance(TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS * DAY_MS - 1000);
    expect((await bearer(secret).request('GET', '/api/favorites')).status).toBe(200);
    t.clock.advance(1000);
    const after = await bearer(secret).request('GET', '/api/favorites');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('TOKEN_INVALID');
  });
});

describe('signing out everywhere and changing the password revoke tokens (H2)', () => {
  it('logout-all revokes every token by default', async () => {
    const me = await registerUser(t.app);
    const token = await newToken(me, 'write');
    const other = await registerUser(t.app);
    const othersToken = await newToken(other, 'write');
    const out = await me.post('/api/auth/logout-all');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true, revokedTokens: 1 });
    const res = await bearer(token.secret).request('POST', '/api/prompts', { title: 'still here', description: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
    // Someone else's tokens are not touched.
    expect((await bearer(othersToken.secret).request('GET', '/api/favorites')).status).toBe(200);
  });

  it('change-password revokes every token by default', async () => {
    const me = await registerUser(t.app);
    const token = await newToken(me, 'write');
    const changed = await me.post('/api/auth/change-password', {
      currentPassword: me.password,
      newPassword: 'a whole new secret',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ok: true, revokedTokens: 1 });
    expect((await bearer(token.secret).request('GET', '/api/favorites')).status).toBe(401);
    // This session stays, and sees the list empty.
    expect((await me.get('/api/tokens')).body.tokens).toEqual([]);
    // Nothing left to revoke: the count is 0.
    expect((await me.post('/api/auth/logout-all')).body).toEqual({ ok: true, revokedTokens: 0 });
  });

  it('keepTokenIds keeps the named tokens (of the member only) and revokes the others', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const othersToken = await newToken(other, 'read');
    const [kept, revoked] = [await newToken(me, 'read'), await newToken(me, 'write')];
    const changed = await me.post('/api/auth/change-password', {
      currentPassword: me.password,
      newPassword: 'a whole new secret',
      keepTokenIds: [kept.id, othersToken.id],
    });
    expect(changed.status).toBe(200);
    // Only the member's own token that was not kept counts.
    expect(changed.body.revokedTokens).toBe(1);
    expect((await bearer(kept.secret).request('GET', '/api/favorites')).status).toBe(200);
    expect((await bearer(revoked.secret).request('GET', '/api/favorites')).status).toBe(401);
    const [again, gone] = [await newToken(me, 'read'), await newToken(me, 'read')];
    const out = await me.post('/api/auth/logout-all', { keepTokenIds: [again.id] });
    expect(out.status).toBe(200);
    // `gone` and `kept` (which the password change kept) go now.
    expect(out.body.revokedTokens).toBe(2);
    expect((await bearer(again.secret).request('GET', '/api/favorites')).status).toBe(200);
    expect((await bearer(gone.secret).request('GET', '/api/favorites')).status).toBe(401);
    expect((await bearer(kept.secret).request('GET', '/api/favorites')).status).toBe(401);
    // Another member's token named in keepTokenIds is neither kept nor revoked by me: it was never mine.
    expect((await bearer(othersToken.secret).request('GET', '/api/favorites')).status).toBe(200);
  });

  it('keepTokenIds is bounded and holds ids', async () => {
    const me = await registerUser(t.app);
    const ids = Array.from({ length: TOKEN_LIMITS.TOKENS_PER_ACCOUNT_MAX + 1 }, (_, i) => i + 1);
    for (const keepTokenIds of [ids, ['1'], [0], [1.5], 'all'])
      expect((await me.post('/api/auth/logout-all', { keepTokenIds })).status).toBe(400);
  });
});

describe('the mail about a new token (H2)', () => {
  /** What each tested language must show: subject, access words and the token list's path. */
  const cases = [
    { locale: 'en', path: '/en/user/', access: 'Read and write', digits: '0123456789' },
    { locale: 'ar', path: '/ar/user/', access: 'قراءة وكتابة', digits: '0123456789' },
    { locale: 'bn', path: '/bn/user/', access: 'পড়া ও লেখা', digits: '০১২৩৪৫৬৭৮৯' },
    { locale: 'zh', path: '/user/', access: '读写', digits: '0123456789' },
  ] as const;

  it.each(cases)(
    '$locale: mailed to the owner in the language of the page',
    async ({ locale, path, access, digits }) => {
      const me = await registerUser(t.app);
      const email = me.user!.email;
      const before = t.mailer.sent.length;
      const res = await me.post('/api/tokens', {
        name: 'Laptop CLI',
        scope: 'write',
        expiresInDays: 365,
        password: me.password,
        locale,
      });
      expect(res.status).toBe(201);
      expect(t.mailer.sent.length).toBe(before + 1);
      const mail = t.mailer.lastTo(email)!;
      const texts = NEW_TOKEN_TEXTS[locale];
      expect(mail.subject).toBe(texts.subject);
      expect(mail.text).toContain(me.user!.username);
      expect(mail.text).toContain('Laptop CLI');
      expect(mail.text).toMatch(new RegExp(`${texts.scope} ?${access}`));
      expect(mail.text).toContain(texts.expires);
      // The expiry a year on, its year in the language's digits (Bengali ones in bn), in UTC.
      const year = String(new Date(Date.parse(res.body.createdAt) + 365 * DAY_MS).getUTCFullYear()).replace(
        /\d/g,
        (digit) => digits[Number(digit)]!,
      );
      const expiryLine = mail.text.split('\n').find((line) => line.includes(texts.expires))!;
      expect(expiryLine).toContain(year);
      expect(expiryLine).toContain('UTC');
      expect(mail.text).toContain(texts.notYou);
      const link = new URL(/(https?:\/\/\S+#access-tokens)/.exec(mail.text)![1]!);
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.pathname).toBe(path);
      expect(mail.text).not.toContain(res.body.secret);
    },
  );

  it('says "never" for a read token without expiry, and follows Accept-Language when no locale is named', async () => {
    const me = await registerUser(t.app);
    await me.post(
      '/api/tokens',
      { name: 'reader', scope: 'read', expiresInDays: null },
      { headers: { 'accept-language': 'xx, bn;q=0.9, en;q=0.5' } },
    );
    const mail = t.mailer.lastTo(me.user!.email)!;
    expect(mail.subject).toBe(NEW_TOKEN_TEXTS.bn.subject);
    expect(mail.text).toContain(`${NEW_TOKEN_TEXTS.bn.expires} ${NEW_TOKEN_TEXTS.bn.never}`);
  });

  it('sends one mail per new token, none for a refused one', async () => {
    const me = await registerUser(t.app);
    const count = () => t.mailer.sent.filter((mail) => mail.to === me.user!.email).length;
    await newToken(me, 'read');
    await newToken(me, 'read');
    expect(count()).toBe(2);
    await me.post('/api/tokens', { name: 'x', scope: 'write', expiresInDays: null });
    await me.post('/api/tokens', { name: 'x', scope: 'read', expiresInDays: 7, password: 'wrong' });
    expect(count()).toBe(2);
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
