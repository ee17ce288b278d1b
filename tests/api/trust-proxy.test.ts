/**
 * TRUST_PROXY: a hop count or proxy addresses, never "every hop". Behind one
 * nginx (TRUST_PROXY=1) the client address is the one nginx appended, so a
 * client who sends its own X-Forwarded-For cannot pick the address the per-IP
 * rate limits see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { Agent, createTestApp, type TestApp } from './helpers/app';

const NGINX = '127.0.0.1';
const failedLogin = { login: 'nobody-at-all', password: 'whatever1' };

describe('TRUST_PROXY configuration', () => {
  it('refuses "trust every hop" with a message that says what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY.*every X-Forwarded-For hop.*e\.g\. 1/s);
    }
  });

  it('takes a hop count, a list of addresses or CIDRs, or nothing', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['nginx', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', '1.5', '-1', '11'])(
    'rejects TRUST_PROXY=%s naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('client address behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_DISABLED: 'false',
        RATE_LIMIT_LOGIN_IP: '3',
        RATE_LIMIT_LOGIN_ACCOUNT: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** What nginx forwards: whatever X-Forwarded-For the client sent, then the client's real address. */
  const viaNginx = (clientAddress: string, forged?: string) => ({
    remoteAddress: NGINX,
    headers: { 'x-forwarded-for': forged ? `${forged}, ${clientAddress}` : clientAddress },
  });

  it('a forged extra X-Forwarded-For hop does not change the address the login limit counts', async () => {
    const statuses: number[] = [];
    for (const forged of [undefined, '198.51.100.1', '198.51.100.2', '203.0.113.9, 198.51.100.3']) {
      const res = await new Agent(t.app).post('/api/auth/login', failedLogin, viaNginx('192.0.2.10', forged));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('still tells real clients apart by the address nginx appended', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await new Agent(t.app).post('/api/auth/login', failedLogin, viaNginx('192.0.2.20', '192.0.2.21'))).status,
      ).toBe(401);
    }
    expect((await new Agent(t.app).post('/api/auth/login', failedLogin, viaNginx('192.0.2.20'))).status).toBe(429);
    // The forged address of the last request has its own, untouched budget.
    expect((await new Agent(t.app).post('/api/auth/login', failedLogin, viaNginx('192.0.2.21'))).status).toBe(401);
  });
});

describe('client address without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_LOGIN_IP: '2', RATE_LIMIT_LOGIN_ACCOUNT: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For entirely', async () => {
    const statuses: number[] = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const res = await new Agent(t.app).post('/api/auth/login', failedLogin, {
        remoteAddress: '192.0.2.30',
        headers: { 'x-forwarded-for': forged },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('client address with a list of trusted proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: '10.0.0.0/8',
        RATE_LIMIT_DISABLED: 'false',
        RATE_LIMIT_LOGIN_IP: '2',
        RATE_LIMIT_LOGIN_ACCOUNT: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('skips the listed proxies but stops at the first address outside the list', async () => {
    const statuses: number[] = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      // client (forges one hop) → 10.1.1.1 → 10.2.2.2 → server
      const res = await new Agent(t.app).post('/api/auth/login', failedLogin, {
        remoteAddress: '10.2.2.2',
        headers: { 'x-forwarded-for': `${forged}, 192.0.2.40, 10.1.1.1` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('IPv6 clients behind one proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_DISABLED: 'false',
        RATE_LIMIT_LOGIN_IP: '20',
        RATE_LIMIT_LOGIN_ACCOUNT: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const via = (clientAddress: string) => ({ remoteAddress: NGINX, headers: { 'x-forwarded-for': clientAddress } });

  it('counts one /64 as one address: 25 logins from 25 of its addresses meet the limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i += 1) {
      const res = await new Agent(t.app).post(
        '/api/auth/login',
        { login: `nobody${i}`, password: 'whatever1' },
        via(`2001:db8:1:2:${i.toString(16)}::${i}`),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // The next /64 has its own budget.
    expect((await new Agent(t.app).post('/api/auth/login', failedLogin, via('2001:db8:1:3::1'))).status).toBe(401);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await new Agent(t.app).post(
        '/api/auth/login',
        failedLogin,
        via(i % 2 ? '::ffff:192.0.2.77' : '192.0.2.77'),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
