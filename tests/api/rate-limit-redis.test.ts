/**
 * Shared rate-limit store: two app instances on one Redis count together.
 * Runs when REDIS_URL is set (e.g. redis-server on 127.0.0.1), skipped otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, type TestApp } from './helpers/app';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_LOGIN_IP: '3', REDIS_URL: redisUrl! };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts login attempts across instances', async () => {
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (const t of [first, second, first, second]) {
      const res = await new Agent(t.app).post('/api/auth/login', { login: 'nobody', password: 'whatever1' }, { remoteAddress: address });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
