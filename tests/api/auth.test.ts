import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';
import { resetCodeFrom } from './helpers/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const codeFrom = resetCodeFrom;

describe('register', () => {
  it('creates the account, logs in with an httpOnly SameSite=Lax cookie and answers the user', async () => {
    const agent = new Agent(t.app);
    const res = await agent.post('/api/auth/register', {
      username: 'Alice_1',
      email: 'Alice@Example.test',
      password: 'correct horse',
      agreeToTerms: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: 'Alice_1', email: 'alice@example.test' });
    expect(res.body.user).not.toHaveProperty('password_hash');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/promptdeck_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('Alice_1');
  });

  it('stores only a hash of the session token and an argon2id hash of the password', async () => {
    const agent = await registerUser(t.app, 'hashcheck');
    const token = agent.cookie!.split('=')[1]!;
    const sessions = await t.database.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.some((s) => s.token_hash === token)).toBe(false);
    const user = await t.database.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'hashcheck')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(agent.password!);
  });

  it('rejects a taken username (case-insensitively) and a taken email', async () => {
    await registerUser(t.app, 'takenname');
    const dupName = await new Agent(t.app).post('/api/auth/register', {
      username: 'TakenName',
      email: 'other@example.test',
      password: 'fine password 9',
      agreeToTerms: true,
    });
    expect(dupName.status).toBe(409);
    expect(dupName.body).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    const dupEmail = await new Agent(t.app).post('/api/auth/register', {
      username: 'someoneelse',
      email: 'TAKENNAME@example.test',
      password: 'fine password 9',
      agreeToTerms: true,
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  it.each([
    [{ username: 'ab', email: 'a@b.test', password: 'fine password 9', agreeToTerms: true }, 'username'],
    [{ username: 'bad name!', email: 'a@b.test', password: 'fine password 9', agreeToTerms: true }, 'username'],
    [{ username: 'x'.repeat(33), email: 'a@b.test', password: 'fine password 9', agreeToTerms: true }, 'username'],
    [{ username: 'goodname', email: 'not-an-email', password: 'fine password 9', agreeToTerms: true }, 'email'],
    [{ username: 'goodname', email: 'a@b.test', password: 'short', agreeToTerms: true }, 'password'],
    [{ username: 'goodname', email: 'a@b.test', password: 'p'.repeat(129), agreeToTerms: true }, 'password'],
    [{ username: 'goodname', email: 'a@b.test', password: 'fine password 9', agreeToTerms: false }, 'agreeToTerms'],
    [{ username: 'goodname', email: 'a@b.test', password: 'fine password 9' }, 'agreeToTerms'],
  ])('validates %j → field %s', async (body, field) => {
    const res = await new Agent(t.app).post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.field).toBe(field);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('login and logout', () => {
  it('logs in by username or by email, case-insensitively', async () => {
    const user = await registerUser(t.app, 'LoginUser');
    for (const login of ['LoginUser', 'loginuser', 'loginuser@example.test', 'LOGINUSER@EXAMPLE.TEST']) {
      const agent = new Agent(t.app);
      const res = await agent.post('/api/auth/login', { login, password: user.password });
      expect(res.status, login).toBe(200);
      expect(res.body.user.username).toBe('LoginUser');
      expect((await agent.get('/api/auth/me')).status).toBe(200);
    }
  });

  it('answers INVALID_CREDENTIALS alike for a wrong password and an unknown account', async () => {
    await registerUser(t.app, 'wrongpw');
    const wrong = await new Agent(t.app).post('/api/auth/login', { login: 'wrongpw', password: 'not the password' });
    const unknown = await new Agent(t.app).post('/api/auth/login', {
      login: 'nobody-here',
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('requires login and password', async () => {
    const res = await new Agent(t.app).post('/api/auth/login', { login: '', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'login' });
    const res2 = await new Agent(t.app).post('/api/auth/login', { login: 'someone' });
    expect(res2.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
  });

  it('me is 401 UNAUTHENTICATED without a session', async () => {
    const res = await new Agent(t.app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the session on the server, not only in the browser', async () => {
    const agent = await registerUser(t.app);
    const stolen = agent.cookie!;
    const out = await agent.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(agent.cookie).toBeUndefined();
    const replay = new Agent(t.app);
    replay.cookie = stolen;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('sets a readable signed-in hint cookie with the session and clears both on logout', async () => {
    const agent = new Agent(t.app);
    const res = await agent.post('/api/auth/register', {
      username: 'hinted',
      email: 'hinted@example.test',
      password: 'hint password',
      agreeToTerms: true,
    });
    const hint = res.raw.cookies.find((c: { name: string }) => c.name === 'promptdeck_signed_in') as
      { value: string; httpOnly?: boolean } | undefined;
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    const out = await agent.post('/api/auth/logout');
    const cleared = out.raw.cookies.find((c: { name: string }) => c.name === 'promptdeck_signed_in') as
      { value: string } | undefined;
    expect(cleared?.value).toBe('');
  });

  it('logout-all ends every session of the account, on every device, and no other account', async () => {
    const agent = await registerUser(t.app);
    const laptop = new Agent(t.app);
    await laptop.post('/api/auth/login', { login: agent.user!.username, password: agent.password });
    const bystander = await registerUser(t.app);
    const res = await agent.post('/api/auth/logout-all');
    expect(res.status).toBe(200);
    expect(agent.cookie).toBeUndefined();
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await bystander.get('/api/auth/me')).status).toBe(200);
  });

  it('expires a session after 30 days without use and slides while used', async () => {
    const agent = await registerUser(t.app);
    t.clock.advance(20 * 24 * 3600_000);
    expect((await agent.get('/api/auth/me')).status).toBe(200); // refreshes the expiry
    t.clock.advance(20 * 24 * 3600_000);
    expect((await agent.get('/api/auth/me')).status).toBe(200); // 40 days after login, 20 after last use
    t.clock.advance(31 * 24 * 3600_000);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
  });
});

describe('absolute session lifetime (SESSION_MAX_AGE_DAYS, 90 by default)', () => {
  const DAY = 24 * 3600_000;

  it('ends a session 90 days after sign-in even when it is used every day, and deletes it', async () => {
    const agent = await registerUser(t.app);
    const sessionId = async () =>
      (await t.database.kysely.selectFrom('sessions').select('id').where('user_id', '=', agent.user!.id).execute()).map(
        (row) => row.id,
      );
    expect(await sessionId()).toHaveLength(1);
    for (let day = 1; day < 90; day += 1) {
      t.clock.advance(DAY);
      expect((await agent.get('/api/auth/me')).status, `day ${day}`).toBe(200);
    }
    t.clock.advance(DAY);
    const res = await agent.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(agent.cookie).toBeUndefined();
    expect(await sessionId()).toEqual([]);
  });

  it('never slides the expiry past the cap, so the purge removes capped sessions', async () => {
    const { purgeExpired } = await import('../../server/auth/sessions');
    const agent = await registerUser(t.app);
    for (let day = 1; day < 90; day += 1) {
      t.clock.advance(DAY);
      expect((await agent.get('/api/auth/me')).status).toBe(200);
    }
    const row = await t.database.kysely
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', agent.user!.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(90 * DAY);
    t.clock.advance(DAY);
    await purgeExpired({ database: t.database }, t.clock.now(), t.config.sessionMaxAgeMs);
    expect(
      await t.database.kysely.selectFrom('sessions').select('id').where('user_id', '=', agent.user!.id).execute(),
    ).toHaveLength(0);
  });

  it('is configurable', async () => {
    const short = await createTestApp({ env: { SESSION_MAX_AGE_DAYS: '2' } });
    try {
      const agent = await registerUser(short.app);
      short.clock.advance(DAY);
      expect((await agent.get('/api/auth/me')).status).toBe(200);
      short.clock.advance(DAY);
      expect((await agent.get('/api/auth/me')).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('cross-site request protection', () => {
  it('rejects a write without the X-Requested-With header', async () => {
    const agent = await registerUser(t.app);
    const res = await agent.post('/api/prompts', { title: 't', description: 'd' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
  });

  it('rejects a write from another origin, accepts one from this site', async () => {
    const agent = await registerUser(t.app);
    const evil = await agent.post(
      '/api/prompts',
      { title: 't', description: 'd' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe('CSRF_REJECTED');
    const crossSite = await agent.post(
      '/api/prompts',
      { title: 't', description: 'd' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    const same = await agent.post(
      '/api/prompts',
      { title: 't', description: 'd' },
      { headers: { origin: 'http://localhost:3000' } },
    );
    expect(same.status).toBe(201);
    const sameHost = await agent.post(
      '/api/prompts',
      { title: 't', description: 'd' },
      { headers: { origin: 'http://prompts.example:8080', host: 'prompts.example:8080' } },
    );
    expect(sameHost.status).toBe(201);
  });

  it('protects login too (login CSRF)', async () => {
    const res = await new Agent(t.app).post('/api/auth/login', { login: 'x', password: 'y' }, { csrf: false });
    expect(res.status).toBe(403);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and only mails existing accounts', async () => {
    await registerUser(t.app, 'forgetful');
    const before = t.mailer.sent.length;
    const known = await new Agent(t.app).post('/api/auth/forgot-password', { email: 'forgetful@example.test' });
    const unknown = await new Agent(t.app).post('/api/auth/forgot-password', { email: 'ghost@example.test' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.lastTo('ghost@example.test')).toBeUndefined();
  });

  it('mails a link to the reset page of the locale the request came from, with email and code filled in', async () => {
    await registerUser(t.app, 'linkreader');
    await new Agent(t.app).post('/api/auth/forgot-password', { email: 'linkreader@example.test', locale: 'ar' });
    const arText = t.mailer.lastTo('linkreader@example.test')!.text;
    const code = codeFrom(arText)!;
    const link = new URL(/(http\S+reset-password\S*)/.exec(arText)![1]!);
    expect(link.pathname).toBe('/ar/reset-password');
    expect(link.search).toBe('');
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect(fragment.get('email')).toBe('linkreader@example.test');
    expect(fragment.get('code')).toBe(code);
    await new Agent(t.app).post('/api/auth/forgot-password', { email: 'linkreader@example.test' });
    const zhText = t.mailer.lastTo('linkreader@example.test')!.text;
    expect(new URL(/(http\S+reset-password\S*)/.exec(zhText)![1]!).pathname).toBe('/reset-password');
    const bad = await new Agent(t.app).post('/api/auth/forgot-password', {
      email: 'linkreader@example.test',
      locale: 'xx',
    });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'locale' });
  });

  it('resets with the mailed code once; the code is stored hashed; all sessions and tokens are revoked', async () => {
    const user = await registerUser(t.app, 'resetme');
    const otherDevice = new Agent(t.app);
    await otherDevice.post('/api/auth/login', { login: 'resetme', password: user.password });
    const token = await user.post('/api/tokens', { name: 'Laptop', scope: 'read', expiresInDays: 30 });
    const asToken = () =>
      new Agent(t.app).request('GET', '/api/auth/me', undefined, {
        csrf: false,
        headers: { authorization: `Bearer ${token.body.secret as string}` },
      });
    expect((await asToken()).status).toBe(200);
    await new Agent(t.app).post('/api/auth/forgot-password', { email: 'resetme@example.test' });
    const code = codeFrom(t.mailer.lastTo('resetme@example.test')!.text)!;
    expect(code).toHaveLength(8);
    const stored = await t.database.kysely.selectFrom('password_resets').select('code_hash').execute();
    expect(stored.some((r) => r.code_hash.includes(code))).toBe(false);

    const res = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'resetme@example.test',
      code: code.toLowerCase(),
      password: 'brand new password',
    });
    expect(res.status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect((await asToken()).body.code).toBe('TOKEN_INVALID');

    const again = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'resetme@example.test',
      code,
      password: 'another password',
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_RESET_CODE');

    const oldLogin = await new Agent(t.app).post('/api/auth/login', { login: 'resetme', password: user.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await new Agent(t.app).post('/api/auth/login', {
      login: 'resetme',
      password: 'brand new password',
    });
    expect(newLogin.status).toBe(200);
  });

  it('rejects an expired code (30 minutes)', async () => {
    await registerUser(t.app, 'slowreader');
    await new Agent(t.app).post('/api/auth/forgot-password', { email: 'slowreader@example.test' });
    const code = codeFrom(t.mailer.lastTo('slowreader@example.test')!.text)!;
    t.clock.advance(30 * 60_000 + 1000);
    const res = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'slowreader@example.test',
      code,
      password: 'brand new password',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_RESET_CODE');
  });

  it('accepts a code just before expiry', async () => {
    await registerUser(t.app, 'intime');
    await new Agent(t.app).post('/api/auth/forgot-password', { email: 'intime@example.test' });
    const code = codeFrom(t.mailer.lastTo('intime@example.test')!.text)!;
    t.clock.advance(29 * 60_000);
    const res = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'intime@example.test',
      code,
      password: 'brand new password',
    });
    expect(res.status).toBe(200);
  });

  it('invalidates the codes after 5 wrong attempts, and the oldest code when a third one is sent', async () => {
    await registerUser(t.app, 'guessme');
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await new Agent(t.app).post('/api/auth/forgot-password', { email: 'guessme@example.test' });
      codes.push(codeFrom(t.mailer.lastTo('guessme@example.test')!.text)!);
    }
    const [first, second, code] = codes as [string, string, string];
    // Two live codes are kept (a new request does not void the one being typed); the oldest went.
    let spent = 0;
    if (first !== second && first !== code) {
      const old = await new Agent(t.app).post('/api/auth/reset-password', {
        email: 'guessme@example.test',
        code: first,
        password: 'brand new password',
      });
      expect(old.body.code).toBe('INVALID_RESET_CODE');
      spent = 1;
    }
    const wrong = [code, second].includes('AAAAAAAA')
      ? [code, second].includes('BBBBBBBB')
        ? 'CCCCCCCC'
        : 'BBBBBBBB'
      : 'AAAAAAAA';
    for (let i = spent; i < 5; i += 1) {
      const res = await new Agent(t.app).post('/api/auth/reset-password', {
        email: 'guessme@example.test',
        code: wrong,
        password: 'brand new password',
      });
      expect(res.body.code).toBe('INVALID_RESET_CODE');
    }
    // Every guess spent an attempt of each live code: both are used up.
    for (const live of [code, second]) {
      const right = await new Agent(t.app).post('/api/auth/reset-password', {
        email: 'guessme@example.test',
        code: live,
        password: 'brand new password',
      });
      expect(right.status).toBe(400);
      expect(right.body.code).toBe('INVALID_RESET_CODE');
    }
  });

  it('gives the same answer for a reset of an unknown email', async () => {
    const res = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'ghost@example.test',
      code: 'ABCDEFGH',
      password: 'brand new password',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_RESET_CODE');
  });

  it('validates the reset body', async () => {
    const res = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'a@b.test',
      code: '',
      password: 'brand new password',
    });
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'code' });
  });
});

describe('reset-code lifetime (RESET_CODE_TTL_MINUTES, 30 by default)', () => {
  const answer = (minutes: number) =>
    `If an account uses this email, a reset code is on its way. It is valid for ${minutes} minutes.`;

  it('is what the answer and the mail say by default', async () => {
    await registerUser(t.app, 'lifetime');
    const res = await new Agent(t.app).post('/api/auth/forgot-password', {
      email: 'lifetime@example.test',
      locale: 'en',
    });
    expect(res.body).toEqual({ ok: true, message: answer(30), expiresInMinutes: 30 });
    expect(t.mailer.lastTo('lifetime@example.test')!.text).toContain('valid for 30 minutes');
  });

  it('follows the configured lifetime', async () => {
    const other = await createTestApp({ env: { RESET_CODE_TTL_MINUTES: '45' } });
    try {
      await registerUser(other.app, 'patient');
      const res = await new Agent(other.app).post('/api/auth/forgot-password', {
        email: 'patient@example.test',
        locale: 'en',
      });
      expect(res.body).toEqual({ ok: true, message: answer(45), expiresInMinutes: 45 });
      expect(other.mailer.lastTo('patient@example.test')!.text).toContain('valid for 45 minutes');
    } finally {
      await other.close();
    }
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const agent = await registerUser(t.app);
    const res = await agent.post('/api/auth/change-password', {
      currentPassword: 'not it',
      newPassword: 'a new password',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
  });

  it('changes it, keeps this session and revokes the others', async () => {
    const agent = await registerUser(t.app, 'changer');
    const other = new Agent(t.app);
    await other.post('/api/auth/login', { login: 'changer', password: agent.password });
    const res = await agent.post('/api/auth/change-password', {
      currentPassword: agent.password,
      newPassword: 'a new password',
    });
    expect(res.status).toBe(200);
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect(
      (await new Agent(t.app).post('/api/auth/login', { login: 'changer', password: 'a new password' })).status,
    ).toBe(200);
  });

  it('is 401 before validation when not logged in', async () => {
    const res = await new Agent(t.app).post('/api/auth/change-password', {});
    expect(res.status).toBe(401);
  });
});

describe('housekeeping', () => {
  it('purges expired sessions and spent reset codes', async () => {
    const { purgeExpired } = await import('../../server/auth/sessions');
    const agent = await registerUser(t.app);
    t.clock.advance(31 * 24 * 3600_000);
    await purgeExpired({ database: t.database }, t.clock.now());
    const left = await t.database.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', agent.user!.id)
      .execute();
    expect(left).toHaveLength(0);
    const resets = await t.database.kysely.selectFrom('password_resets').select('id').execute();
    expect(resets).toHaveLength(0);
  });
});
