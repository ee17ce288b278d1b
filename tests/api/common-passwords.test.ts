/**
 * The 10,000 most common passwords (ranked list of @zxcvbn-ts/language-common)
 * are refused, case-insensitively, wherever a password is chosen: register,
 * reset and change password. The list stays on the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
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

const ranked = dictionary['passwords-common'];
/** Entries long enough to pass the 8-character minimum, with their rank (0 = most common). */
const longEnough = ranked.map((entry, rank) => ({ entry, rank })).filter(({ entry }) => Array.from(entry).length >= 8);
const lastCommon = longEnough.filter(({ rank }) => rank < 10_000).at(-1)!;
const firstUncommon = longEnough.find(({ rank }) => rank >= 10_000)!;
const codeFrom = resetCodeFrom;

const register = (username: string, password: string) =>
  new Agent(t.app).post('/api/auth/register', {
    username,
    email: `${username}@example.test`,
    password,
    agreeToTerms: true,
  });

describe('register', () => {
  it.each(['password', 'PASSWORD1', 'Password123', 'qwertyuiop', 'iloveyou'])(
    'refuses %s with 400 COMMON_PASSWORD on the password field',
    async (password) => {
      const res = await register(`common_${Math.random().toString(36).slice(2, 8)}`, password);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'COMMON_PASSWORD', field: 'password' });
      expect(res.body.message).toMatch(/common/i);
    },
  );

  it('creates no account when the password is refused', async () => {
    await register('notcreated', 'sunshine');
    const count = await t.database.kysely
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', 'notcreated')
      .execute();
    expect(count).toHaveLength(0);
  });

  it('uses the first 10,000 entries of the ranked list, no more', async () => {
    expect(lastCommon.rank).toBeGreaterThan(9_000);
    const refused = await register('rankcheck1', lastCommon.entry);
    expect(refused.body.code).toBe('COMMON_PASSWORD');
    const accepted = await register('rankcheck2', firstUncommon.entry);
    expect(accepted.status).toBe(201);
  });

  it('accepts an uncommon password', async () => {
    expect((await register('uncommon', 'violet kettle drum')).status).toBe(201);
  });
});

describe('reset password', () => {
  it('refuses a common new password without spending an attempt of the code', async () => {
    await registerUser(t.app, 'resetcommon');
    await new Agent(t.app).post('/api/auth/forgot-password', { email: 'resetcommon@example.test' });
    const code = codeFrom(t.mailer.lastTo('resetcommon@example.test')!.text)!;
    for (let i = 0; i < 6; i += 1) {
      const res = await new Agent(t.app).post('/api/auth/reset-password', {
        email: 'resetcommon@example.test',
        code,
        password: 'Baseball',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'COMMON_PASSWORD', field: 'password' });
    }
    const ok = await new Agent(t.app).post('/api/auth/reset-password', {
      email: 'resetcommon@example.test',
      code,
      password: 'violet kettle drum',
    });
    expect(ok.status).toBe(200);
  });
});

describe('change password', () => {
  it('refuses a common new password on the newPassword field and keeps the old one', async () => {
    const agent = await registerUser(t.app, 'changecommon');
    const res = await agent.post('/api/auth/change-password', {
      currentPassword: agent.password,
      newPassword: 'FOOTBALL',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'COMMON_PASSWORD', field: 'newPassword' });
    expect(
      (await new Agent(t.app).post('/api/auth/login', { login: 'changecommon', password: agent.password })).status,
    ).toBe(200);
    expect(
      (await new Agent(t.app).post('/api/auth/login', { login: 'changecommon', password: 'FOOTBALL' })).status,
    ).toBe(401);
  });
});

describe('the list stays on the server', () => {
  it('is imported by nothing the site bundles (src/)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /\.(tsx?|jsx?|mjs)$/.test(entry.name) &&
          /@zxcvbn-ts|server\/auth\/commonPasswords/.test(fs.readFileSync(full, 'utf8'))
        )
          offenders.push(full);
      }
    };
    for (const dir of ['src', 'docs']) walk(path.join(__dirname, '../..', dir));
    expect(offenders).toEqual([]);
  });
});
