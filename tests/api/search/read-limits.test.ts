/**
 * Anonymous reads are limited per address, community searches more strictly, and the check runs
 * in onRequest: a refused request is answered 429 before its query string is validated or any
 * search runs. Members count against their own account instead of their address. When the limits'
 * store (Redis) is unreachable, reads go through.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, registerUser, type ApiResponse, type TestApp } from '../helpers/app';

const env = {
  RATE_LIMIT_DISABLED: 'false',
  RATE_LIMIT_READ_IP: '6',
  RATE_LIMIT_SEARCH_IP: '2',
  RATE_LIMIT_READ_ACCOUNT: '4',
  RATE_LIMIT_SEARCH_ACCOUNT: '3',
};

let address = 0;
/** A visitor from an address no other test used. */
const visitorFrom = (t: TestApp) => {
  const remoteAddress = `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const agent = new Agent(t.app);
  return { get: (url: string) => agent.get(url, { remoteAddress }), remoteAddress };
};

function expectRateLimited(res: ApiResponse) {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('read limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits an address’s community searches, answering 429 before the query is validated', async () => {
    const visitor = visitorFrom(t);
    expect((await visitor.get('/api/community/prompts?q=ab')).status).toBe(200);
    expect((await visitor.get('/api/community/prompts?q=cd&sort=votes')).status).toBe(200);
    expectRateLimited(await visitor.get('/api/community/prompts?q=ef'));
    // An invalid query string (pageSize far over its limit) is refused by the limit, not by validation.
    expectRateLimited(await visitor.get('/api/community/prompts?q=gh&pageSize=99999&sort=nonsense'));
    // The list without a search still answers (it counts against the generous read rule only).
    expect((await visitor.get('/api/community/prompts')).status).toBe(200);
    // Another address is not affected.
    expect((await visitorFrom(t).get('/api/community/prompts?q=ab')).status).toBe(200);
  });

  it('limits an address’s anonymous reads under /api, checked before validation', async () => {
    const visitor = visitorFrom(t);
    for (let i = 0; i < 6; i += 1) expect((await visitor.get('/api/votes/curated')).status).toBe(200);
    expectRateLimited(await visitor.get('/api/votes/curated'));
    expectRateLimited(await visitor.get('/api/community/prompts?page=not-a-number'));
  });

  it('gives a member their own allowance, untouched by their address’s anonymous traffic, and limits it too', async () => {
    const member = await registerUser(t.app);
    const remoteAddress = '10.30.0.1';
    const anonymous = new Agent(t.app);
    for (let i = 0; i < 7; i += 1) await anonymous.get('/api/community/prompts?q=zz', { remoteAddress });
    expectRateLimited(await anonymous.get('/api/votes/curated', { remoteAddress }));

    const asMember = (url: string) => member.get(url, { remoteAddress });
    expect((await asMember('/api/community/prompts?q=zz')).status).toBe(200);
    expect((await asMember('/api/community/prompts?q=yy')).status).toBe(200);
    expect((await asMember('/api/auth/me')).status).toBe(200);
    expect((await asMember('/api/community/prompts')).status).toBe(200);
    expectRateLimited(await asMember('/api/community/prompts'));
    // Per account: another address does not reset it.
    expectRateLimited(await member.get('/api/auth/me', { remoteAddress: '10.30.0.2' }));
  });
});

describe('read limits when the shared store is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    t = await createTestApp({ env: { ...env, REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets reads and searches through (fail open)', async () => {
    const visitor = visitorFrom(t);
    for (let i = 0; i < 8; i += 1) expect((await visitor.get(`/api/community/prompts?q=a${i}`)).status).toBe(200);
  });
});
