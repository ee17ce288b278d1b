/**
 * Per-account limits: the login budget belongs to the account however it is
 * named (username in any case, or email), and change-password attempts are
 * limited per account whatever the session or address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_DISABLED: 'false',
      RATE_LIMIT_LOGIN_IP: '1000',
      RATE_LIMIT_LOGIN_ACCOUNT: '3',
      RATE_LIMIT_REGISTER_IP: '1000',
      RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '3',
    },
  });
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Every attempt from a new address, so only the per-account rule can bite. */
const from = () => ({ remoteAddress: `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });
const login = (text: string, password = 'wrong password') => new Agent(t.app).post('/api/auth/login', { login: text, password }, from());

describe('login limit per account', () => {
  it('counts "Ada", "ada" and her email against one budget', async () => {
    await registerUser(t.app, 'Ada');
    const statuses = [];
    for (const text of ['Ada', 'ada', 'ADA@example.test', ' ada@EXAMPLE.test ']) statuses.push((await login(text)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('keeps the right password out too once the budget is spent, and leaves other accounts alone', async () => {
    const grace = await registerUser(t.app, 'Grace');
    for (let i = 0; i < 3; i += 1) await login('grace');
    expect((await login('grace@example.test', grace.password)).status).toBe(429);
    const bystander = await registerUser(t.app, 'Linus');
    expect((await login('Linus', bystander.password)).status).toBe(200);
  });

  it('keys logins naming no account by their normalised text', async () => {
    const statuses = [];
    for (const text of ['Ghost', 'ghost', ' GHOST ', 'ghost']) statuses.push((await login(text)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login('phantom')).status).toBe(401);
  });
});

describe('change-password limit per account', () => {
  it('refuses the 4th attempt of an account, from any session and address', async () => {
    const owner = await registerUser(t.app, 'Changer');
    const laptop = new Agent(t.app);
    expect((await laptop.post('/api/auth/login', { login: 'changer', password: owner.password }, from())).status).toBe(200);
    const statuses = [];
    for (const agent of [owner, laptop, owner]) {
      statuses.push((await agent.post('/api/auth/change-password', { currentPassword: 'a wrong guess', newPassword: 'violet kettle drum' }, from())).status);
    }
    const fourth = await laptop.post('/api/auth/change-password', { currentPassword: owner.password, newPassword: 'violet kettle drum' }, from());
    expect(statuses).toEqual([400, 400, 400]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not touch another account', async () => {
    const other = await registerUser(t.app, 'Bystander2');
    const res = await other.post('/api/auth/change-password', { currentPassword: other.password, newPassword: 'violet kettle drum' }, from());
    expect(res.status).toBe(200);
  });
});
