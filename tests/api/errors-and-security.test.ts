import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Argon2Hasher } from '../../server/auth/passwords';
import { ConfigError, loadConfig } from '../../server/config';
import { DEMO_USER, seedDemo } from '../../server/setup/seed';
import { createOutboxMailer } from '../../server/mail';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';
import { resetCodeFrom } from './helpers/mail';
import { BODY_LIMITS } from '../../server/http/bodyLimits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  it('unknown API routes are JSON 404 NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['DELETE', '/api/health'],
      ['GET', '/api'],
      ['GET', '/api/prompts/1/extra'],
    ] as const) {
      const res = await new Agent(t.app).request(method, url, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('a server error is 500 INTERNAL without stack or SQL', async () => {
    const broken = await createTestApp();
    try {
      const agent = await registerUser(broken.app);
      await sql`drop table feedback`.execute(broken.database.kysely);
      const res = await agent.post('/api/feedback', { message: 'hello' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'INTERNAL', message: expect.any(String) });
      expect(res.raw.body).not.toMatch(/feedback|select|insert|sqlite|postgres|relation|at .*\.ts/i);
    } finally {
      await broken.close();
    }
  });

  it('a body over the limit is 413 PAYLOAD_TOO_LARGE', async () => {
    const agent = await registerUser(t.app);
    const res = await agent.post('/api/feedback', { message: 'x'.repeat(BODY_LIMITS.feedback + 10) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('malformed JSON, a missing body and a wrong content type are clean 4xx', async () => {
    const agent = await registerUser(t.app);
    const malformed = await agent.post('/api/feedback', '{"message": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('BAD_REQUEST');
    const missing = await agent.post('/api/feedback');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    const text = await agent.post('/api/feedback', 'message=hi', { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const proto = await agent.post('/api/feedback', '{"message":"x","__proto__":{"admin":true}}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.status).toBe(400);
  });
});

describe('security headers', () => {
  it('API answers carry a strict CSP, nosniff, frame protection and no-store', async () => {
    const res = await new Agent(t.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document and its browsable UI', async () => {
    const doc = await new Agent(t.app).get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.components.schemas.ApiError).toBeDefined();
    const ui = await new Agent(t.app).get('/api/docs/');
    expect(ui.status).toBe(200);
    expect(String(ui.headers['content-type'])).toContain('text/html');
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'false',
        RATE_LIMIT_LOGIN_IP: '3',
        RATE_LIMIT_LOGIN_ACCOUNT: '2',
        RATE_LIMIT_REGISTER_IP: '50',
        RATE_LIMIT_FORGOT_ACCOUNT: '1',
        RATE_LIMIT_WRITE_ACCOUNT: '5',
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('limits login attempts per IP with 429 RATE_LIMITED and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await new Agent(limited.app).post(
        '/api/auth/login',
        { login: `nobody${i}`, password: 'whatever1' },
        { remoteAddress: '10.0.0.1' },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last!.body.code).toBe('RATE_LIMITED');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await new Agent(limited.app).post(
      '/api/auth/login',
      { login: 'nobody', password: 'whatever1' },
      { remoteAddress: '10.0.0.2' },
    );
    expect(other.status).toBe(401);
  });

  it('limits login attempts per account and address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await new Agent(limited.app).post(
        '/api/auth/login',
        { login: 'Target@Example.test', password: 'guess1234' },
        { remoteAddress: '10.1.0.1' },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    // Another address has its own budget for the account (a stranger cannot spend the owner's).
    const elsewhere = await new Agent(limited.app).post(
      '/api/auth/login',
      { login: 'target@example.test', password: 'guess1234' },
      { remoteAddress: '10.1.0.2' },
    );
    expect(elsewhere.status).toBe(401);
  });

  it('limits forgot-password per account and address, and writes per account', async () => {
    const a = await new Agent(limited.app).post(
      '/api/auth/forgot-password',
      { email: 'someone@example.test' },
      { remoteAddress: '10.2.0.1' },
    );
    const b = await new Agent(limited.app).post(
      '/api/auth/forgot-password',
      { email: 'someone@example.test' },
      { remoteAddress: '10.2.0.1' },
    );
    const c = await new Agent(limited.app).post(
      '/api/auth/forgot-password',
      { email: 'someone@example.test' },
      { remoteAddress: '10.2.0.2' },
    );
    expect([a.status, b.status, c.status]).toEqual([202, 429, 202]);

    const writer = await registerUser(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await writer.put(`/api/votes/curated/${i + 1}`, { value: 1 })).status);
    expect(statuses.slice(0, 4).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('logs', () => {
  it('never contain passwords, session tokens or reset codes', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const password = 'very-secret-password-123';
      const agent = new Agent(logged.app);
      await agent.post('/api/auth/register', {
        username: 'logcheck',
        email: 'logcheck@example.test',
        password,
        agreeToTerms: true,
      });
      const token = agent.cookie!.split('=')[1]!;
      await agent.post('/api/auth/login', { login: 'logcheck', password });
      await agent.get('/api/auth/me');
      await new Agent(logged.app).post('/api/auth/forgot-password', { email: 'logcheck@example.test' });
      const code = resetCodeFrom(logged.mailer.lastTo('logcheck@example.test')!.text)!;
      await new Agent(logged.app).post('/api/auth/reset-password', {
        email: 'logcheck@example.test',
        code,
        password: 'another-secret-pass',
      });
      await new Agent(logged.app).post('/api/auth/login', { login: 'logcheck', password: 'wrong-password-x' });
      expect(lines.length).toBeGreaterThan(5);
      const all = lines.join('\n');
      for (const secret of [password, token, code, 'another-secret-pass', 'wrong-password-x'])
        expect(all).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('mail outbox', () => {
  it('writes each message as a file under the data folder and says where', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-outbox-'));
    const written: string[] = [];
    const mailer = createOutboxMailer({
      from: 'PromptDeck <no-reply@promptdeck.local>',
      outboxDir: path.join(dir, 'outbox'),
      onOutboxWrite: (f) => written.push(f),
    });
    await mailer.send({
      to: 'someone@example.test',
      subject: 'Your code',
      text: 'Your password reset code is: ABCD2345',
    });
    expect(written).toHaveLength(1);
    const content = fs.readFileSync(written[0]!, 'utf8');
    expect(content).toContain('To: someone@example.test');
    expect(content).toContain('Subject: Your code');
    expect(content).toContain('ABCD2345');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a reset works end to end through the outbox', async () => {
    const outboxApp = await createTestApp();
    const dir = path.join(outboxApp.dataDir, 'outbox');
    const withOutbox = await createTestApp({
      mailer: createOutboxMailer({ from: 'x@promptdeck.local', outboxDir: dir }),
    });
    try {
      await registerUser(withOutbox.app, 'outboxuser');
      await new Agent(withOutbox.app).post('/api/auth/forgot-password', {
        email: 'outboxuser@example.test',
        locale: 'en',
      });
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
        files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      }
      expect(files).toHaveLength(1);
      const code = resetCodeFrom(fs.readFileSync(path.join(dir, files[0]!), 'utf8'))!;
      const res = await new Agent(withOutbox.app).post('/api/auth/reset-password', {
        email: 'outboxuser@example.test',
        code,
        password: 'from the outbox',
      });
      expect(res.status).toBe(200);
    } finally {
      await withOutbox.close();
      await outboxApp.close();
    }
  });
});

describe('configuration', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.seedDemo).toBe(true);
    expect(config.cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://prompts.example' })).toMatchObject({
      seedDemo: false,
      host: '0.0.0.0',
    });
    expect(loadConfig({ SITE_URL: 'https://prompts.example' }).cookieSecure).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});

describe('seed', () => {
  it('is idempotent and lets the demo user log in', async () => {
    const hasher = new Argon2Hasher(t.config.argon2);
    await seedDemo(t.database.kysely, hasher);
    const count = async (table: 'users' | 'prompts' | 'votes' | 'comments') =>
      Number(
        (
          await t.database.kysely
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      users: await count('users'),
      prompts: await count('prompts'),
      votes: await count('votes'),
      comments: await count('comments'),
    };
    await seedDemo(t.database.kysely, hasher);
    const after = {
      users: await count('users'),
      prompts: await count('prompts'),
      votes: await count('votes'),
      comments: await count('comments'),
    };
    expect(after).toEqual(before);
    const login = await new Agent(t.app).post('/api/auth/login', {
      login: DEMO_USER.username,
      password: DEMO_USER.password,
    });
    expect(login.status).toBe(200);
    const community = await new Agent(t.app).get('/api/community/prompts?sort=votes');
    expect(community.body.items.length).toBeGreaterThanOrEqual(6);
    expect(community.body.items[0].score).toBeGreaterThan(0);
  });
});
