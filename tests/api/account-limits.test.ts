/**
 * Per-account limits. Login: the budget belongs to (account, address), however
 * the account is named (username in any case, or email), so wrong passwords
 * from elsewhere never lock the owner out at their own address; across all
 * addresses, failed logins meet a ceiling after which each attempt waits a
 * doubling delay (429 with Retry-After) instead of a lock for the whole window.
 * Logins naming made-up accounts cannot flush real accounts' counters.
 * Change-password attempts are limited per account whatever the session or address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';

let address = 0;
/** A new IPv4 address for each call. */
const fresh = () => ({
  remoteAddress: `10.${77 + Math.floor(address / 62500)}.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`,
});
const loginFrom = (t: TestApp, text: string, password: string, at: { remoteAddress: string }) =>
  new Agent(t.app).post('/api/auth/login', { login: text, password }, at);

describe('login limit per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'false',
        RATE_LIMIT_LOGIN_IP: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT: '3',
        RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '30',
        RATE_LIMIT_REGISTER_IP: '1000',
        RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '3',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts "Ada", "ada" and her email against one budget at one address', async () => {
    await registerUser(t.app, 'Ada');
    const home = fresh();
    const statuses = [];
    for (const text of ['Ada', 'ada', 'ADA@example.test', ' ada@EXAMPLE.test '])
      statuses.push((await loginFrom(t, text, 'wrong password', home)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('lets the owner in from their address after 10 wrong passwords from elsewhere; the other address is limited', async () => {
    const grace = await registerUser(t.app, 'Grace');
    const attacker = fresh();
    const attackerStatuses = [];
    for (let i = 0; i < 4; i += 1)
      attackerStatuses.push((await loginFrom(t, 'grace', 'wrong password', attacker)).status);
    for (let i = 0; i < 6; i += 1) expect((await loginFrom(t, 'grace', 'wrong password', fresh())).status).toBe(401);
    expect(attackerStatuses).toEqual([401, 401, 401, 429]);
    const limited = await loginFrom(t, 'grace@example.test', grace.password!, attacker);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom(t, 'grace@example.test', grace.password!, fresh())).status).toBe(200);
  });

  it('keys logins naming no account by their normalised text and address', async () => {
    const at = fresh();
    const statuses = [];
    for (const text of ['Ghost', 'ghost', ' GHOST ', 'ghost'])
      statuses.push((await loginFrom(t, text, 'wrong password', at)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await loginFrom(t, 'phantom', 'wrong password', at)).status).toBe(401);
  });
});

describe('login ceiling per account across addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'false',
        RATE_LIMIT_LOGIN_IP: '1000',
        RATE_LIMIT_REGISTER_IP: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '5',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('past the ceiling, each failed attempt makes the next wait a doubling delay, not a lock', async () => {
    const hopper = await registerUser(t.app, 'Hopper');
    for (let i = 0; i < 5; i += 1) expect((await loginFrom(t, 'hopper', 'wrong password', fresh())).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      // The attempt after the ceiling is still answered, and sets the delay for the next.
      expect((await loginFrom(t, 'hopper', 'wrong password', fresh())).status).toBe(401);
      const refused = await loginFrom(t, 'hopper', 'wrong password', fresh());
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Once the delay has passed, the owner gets in.
    expect((await loginFrom(t, 'hopper', 'wrong password', fresh())).status).toBe(401);
    t.clock.advance(16_000);
    expect((await loginFrom(t, 'Hopper', hopper.password!, fresh())).status).toBe(200);
  });

  it('counts only failed attempts toward the ceiling', async () => {
    const owner = await registerUser(t.app, 'Lovelace');
    for (let i = 0; i < 8; i += 1) expect((await loginFrom(t, 'lovelace', owner.password!, fresh())).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await loginFrom(t, 'lovelace', 'wrong password', fresh())).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await loginFrom(t, 'lovelace', 'wrong password', fresh())).status).toBe(429);
  });
});

describe('login counters under a flood of made-up accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_DISABLED: 'false',
        RATE_LIMIT_LOGIN_IP: '100000',
        RATE_LIMIT_REGISTER_IP: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT: '3',
        RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '6',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("5,000 junk logins do not reset a victim account's counters", { timeout: 120_000 }, async () => {
    await registerUser(t.app, 'Victim');
    const home = fresh();
    for (let i = 0; i < 3; i += 1) expect((await loginFrom(t, 'victim', 'wrong password', home)).status).toBe(401);
    for (let i = 0; i < 4; i += 1) expect((await loginFrom(t, 'victim', 'wrong password', fresh())).status).toBe(401);
    expect((await loginFrom(t, 'victim', 'wrong password', home)).status).toBe(429);
    expect((await loginFrom(t, 'victim', 'wrong password', fresh())).status).toBe(429);

    for (let batch = 0; batch < 50; batch += 1) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => loginFrom(t, `made-up-${batch}-${i}`, 'wrong password', fresh())),
      );
    }

    // The per-(account, address) counter and the account's ceiling delay are both still there.
    expect((await loginFrom(t, 'victim', 'wrong password', home)).status).toBe(429);
    expect((await loginFrom(t, 'victim', 'wrong password', fresh())).status).toBe(429);
  });
});

describe('change-password limit per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_REGISTER_IP: '1000', RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '3' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the 4th attempt of an account, from any session and address', async () => {
    const owner = await registerUser(t.app, 'Changer');
    const laptop = new Agent(t.app);
    expect((await laptop.post('/api/auth/login', { login: 'changer', password: owner.password }, fresh())).status).toBe(
      200,
    );
    const statuses = [];
    for (const agent of [owner, laptop, owner]) {
      statuses.push(
        (
          await agent.post(
            '/api/auth/change-password',
            { currentPassword: 'a wrong guess', newPassword: 'violet kettle drum' },
            fresh(),
          )
        ).status,
      );
    }
    const fourth = await laptop.post(
      '/api/auth/change-password',
      { currentPassword: owner.password, newPassword: 'violet kettle drum' },
      fresh(),
    );
    expect(statuses).toEqual([400, 400, 400]);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not touch another account', async () => {
    const other = await registerUser(t.app, 'Bystander2');
    const res = await other.post(
      '/api/auth/change-password',
      { currentPassword: other.password, newPassword: 'violet kettle drum' },
      fresh(),
    );
    expect(res.status).toBe(200);
  });
});
