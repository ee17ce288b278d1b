/**
 * Reset codes: attempts are counted atomically (parallel guesses never get
 * more than the maximum between them), and codes are stored as HMAC-SHA256
 * keyed with RESET_CODE_SECRET, or with a key generated once into DATA_DIR.
 * An account keeps two live codes (a new request, by anyone, does not void the
 * one its owner is typing); forgot-password budgets count per (account,
 * address), with a ceiling of mails per account; a mail server that is down
 * loses no earlier code.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { RESET_CODE_SECRET_FILE } from '../../server/auth/resetCodeSecret';
import { ConfigError, loadConfig } from '../../server/config';
import type { Mailer, MailMessage } from '../../server/mail';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';
import { resetCodeFrom } from './helpers/mail';

const codeFrom = resetCodeFrom;

async function mailedCode(t: TestApp, username: string): Promise<string> {
  await new Agent(t.app).post('/api/auth/forgot-password', { email: `${username}@example.test` });
  return codeFrom(t.mailer.lastTo(`${username}@example.test`)!.text)!;
}

const storedHash = async (t: TestApp, userId: number) =>
  await t.database.kysely
    .selectFrom('password_resets')
    .select(['code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('reset attempts under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ poolSize: 20 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('many parallel wrong codes never spend more than the maximum of attempts', async () => {
    const user = await registerUser(t.app, 'parallel');
    const code = await mailedCode(t, 'parallel');
    const wrong = code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        new Agent(t.app).post('/api/auth/reset-password', {
          email: 'parallel@example.test',
          code: wrong,
          password: 'violet kettle drum',
        }),
      ),
    );
    expect(answers.every((res) => res.status === 400 && res.body.code === 'INVALID_RESET_CODE')).toBe(true);
    expect((await storedHash(t, user.user!.id)).attempts).toBe(t.config.resetCodeMaxAttempts);
    // The attempts are spent: even the right code no longer works.
    const right = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'parallel@example.test',
      code,
      password: 'violet kettle drum',
    });
    expect(right.body.code).toBe('INVALID_RESET_CODE');
  });

  it('parallel submissions of the right code reset the password once', async () => {
    await registerUser(t.app, 'racer');
    const code = await mailedCode(t, 'racer');
    const answers = await Promise.all(
      ['first password 1', 'second password 2', 'third password 3'].map((password) =>
        new Agent(t.app).post('/api/auth/reset-password', { email: 'racer@example.test', code, password }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
  });
});

describe('reset codes stored as an HMAC with the server secret', () => {
  const secret = 'a-test-secret-that-is-long-enough-0123456789';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RESET_CODE_SECRET: secret } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is neither the plain sha256 of the code nor the HMAC of another secret', async () => {
    const user = await registerUser(t.app, 'hmacuser');
    const code = await mailedCode(t, 'hmacuser');
    const { code_hash: stored } = await storedHash(t, user.user!.id);
    const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(sha256(code));
    expect(stored).not.toBe(sha256(`reset:${code}`));
    const hmac = (key: string) => crypto.createHmac('sha256', key).update(`reset:${code}`).digest('hex');
    expect(stored).not.toBe(hmac('another-secret-that-is-long-enough-9876543210'));
    expect(stored).toBe(hmac(secret));
  });

  it('writes no secret file when RESET_CODE_SECRET is set', () => {
    expect(fs.existsSync(path.join(t.dataDir, RESET_CODE_SECRET_FILE))).toBe(false);
  });

  it('refuses a RESET_CODE_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ RESET_CODE_SECRET: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ RESET_CODE_SECRET: 'too-short' })).toThrow(/RESET_CODE_SECRET/);
  });

  it('lets instances sharing the secret accept each other’s codes, and not others', async () => {
    const sameSecret = buildApp({
      database: t.database,
      mailer: t.mailer,
      clock: t.clock,
      config: t.config,
      logger: false,
    });
    const otherConfig = { ...t.config, resetCodeSecret: 'another-secret-that-is-long-enough-9876543210' };
    const otherSecret = buildApp({
      database: t.database,
      mailer: t.mailer,
      clock: t.clock,
      config: otherConfig,
      logger: false,
    });
    try {
      await registerUser(t.app, 'twoinstances');
      const code = await mailedCode(t, 'twoinstances');
      const refused = await new Agent(otherSecret).post('/api/auth/reset-password', {
        email: 'twoinstances@example.test',
        code,
        password: 'violet kettle drum',
      });
      expect(refused.body.code).toBe('INVALID_RESET_CODE');
      const accepted = await new Agent(sameSecret).post('/api/auth/reset-password', {
        email: 'twoinstances@example.test',
        code,
        password: 'violet kettle drum',
      });
      expect(accepted.status).toBe(200);
    } finally {
      await sameSecret.close();
      await otherSecret.close();
    }
  });
});

describe('reset-code secret generated into DATA_DIR', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is created on first start, readable by the owner only', () => {
    const file = path.join(t.dataDir, RESET_CODE_SECRET_FILE);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps codes working across a restart, and a new secret would not', async () => {
    await registerUser(t.app, 'restarter');
    const code = await mailedCode(t, 'restarter');
    const file = path.join(t.dataDir, RESET_CODE_SECRET_FILE);
    const before = fs.readFileSync(file, 'utf8');
    await t.app.close();

    // Another secret file (e.g. a lost data folder) makes the stored code useless.
    fs.renameSync(file, `${file}.kept`);
    const fresh = buildApp({ database: t.database, mailer: t.mailer, clock: t.clock, config: t.config, logger: false });
    const refused = await new Agent(fresh).post('/api/auth/reset-password', {
      email: 'restarter@example.test',
      code,
      password: 'violet kettle drum',
    });
    expect(refused.body.code).toBe('INVALID_RESET_CODE');
    expect(fs.readFileSync(file, 'utf8')).not.toBe(before);
    await fresh.close();
    fs.renameSync(`${file}.kept`, file);

    // A restart with the kept file reads the same secret: the mailed code works.
    t.app = buildApp({ database: t.database, mailer: t.mailer, clock: t.clock, config: t.config, logger: false });
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    const res = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'restarter@example.test',
      code,
      password: 'violet kettle drum',
    });
    expect(res.status).toBe(200);
  });
});

describe('live codes per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const reset = (username: string, code: string, password = 'violet kettle drum') =>
    new Agent(t.app).post('/api/auth/reset-password', { email: `${username}@example.test`, code, password });

  it('a new request keeps the earlier live code working; a successful reset ends both', async () => {
    await registerUser(t.app, 'twocodes');
    const first = await mailedCode(t, 'twocodes');
    const second = await mailedCode(t, 'twocodes');
    expect((await reset('twocodes', first)).status).toBe(200);
    const after = await reset('twocodes', second, 'another fine password');
    expect(after.status).toBe(400);
    expect(after.body.code).toBe('INVALID_RESET_CODE');
  });

  it('gives each code its own attempts: a code sent after the earlier one was guessed out still works', async () => {
    await registerUser(t.app, 'ownattempts');
    const first = await mailedCode(t, 'ownattempts');
    const wrong = first === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    for (let i = 0; i < t.config.resetCodeMaxAttempts; i += 1)
      expect((await reset('ownattempts', wrong)).body.code).toBe('INVALID_RESET_CODE');
    expect((await reset('ownattempts', first)).body.code).toBe('INVALID_RESET_CODE');
    const second = await mailedCode(t, 'ownattempts');
    expect((await reset('ownattempts', second)).status).toBe(200);
  });
});

describe('forgot-password budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'false',
        RATE_LIMIT_REGISTER_IP: '1000',
        RATE_LIMIT_FORGOT_IP: '1000',
        RATE_LIMIT_FORGOT_ACCOUNT: '3',
        RATE_LIMIT_FORGOT_ACCOUNT_MAILS: '5',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  const forgot = (username: string, remoteAddress: string) =>
    new Agent(t.app).post('/api/auth/forgot-password', { email: `${username}@example.test` }, { remoteAddress });
  const mailsTo = (username: string) => t.mailer.sent.filter((m) => m.to === `${username}@example.test`).length;

  it('requests from elsewhere do not spend the owner’s budget at their own address', async () => {
    await registerUser(t.app, 'recoverer');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot('recoverer', '198.51.100.7')).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const own = await forgot('recoverer', '192.0.2.44');
    expect(own.status).toBe(202);
    expect(mailsTo('recoverer')).toBe(4);
    // The mailed code works (the stranger's requests did not void it).
    const code = codeFrom(t.mailer.lastTo('recoverer@example.test')!.text)!;
    const res = await new Agent(t.app).post(
      '/api/auth/reset-password',
      { email: 'recoverer@example.test', code, password: 'violet kettle drum' },
      { remoteAddress: '192.0.2.44' },
    );
    expect(res.status).toBe(200);
  });

  it('sends at most the ceiling of mails per account, answering the same beyond it', async () => {
    await registerUser(t.app, 'mailbombed');
    for (let i = 0; i < 7; i += 1) {
      const res = await forgot('mailbombed', `203.0.113.${i + 1}`);
      expect(res.status).toBe(202);
    }
    expect(mailsTo('mailbombed')).toBe(5);
  });
});

describe('mail server down', () => {
  /** Delivers until told to fail. */
  class FlakyMailer implements Mailer {
    failing = false;
    readonly sent: MailMessage[] = [];
    tries = 0;
    async send(message: MailMessage): Promise<void> {
      this.tries += 1;
      if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      this.sent.push(message);
    }
  }
  const mailer = new FlakyMailer();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailer });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a request whose mail fails leaves the earlier code working', async () => {
    await registerUser(t.app, 'smtpdown');
    await new Agent(t.app).post('/api/auth/forgot-password', { email: 'smtpdown@example.test' });
    const earlier = codeFrom(mailer.sent.at(-1)!.text)!;
    mailer.failing = true;
    const res = await new Agent(t.app).post('/api/auth/forgot-password', { email: 'smtpdown@example.test' });
    expect(res.status).toBe(202);
    expect(mailer.tries).toBe(2);
    const reset = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'smtpdown@example.test',
      code: earlier,
      password: 'violet kettle drum',
    });
    expect(reset.status).toBe(200);
  });
});
