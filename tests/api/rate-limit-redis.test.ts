/**
 * Shared rate-limit store: two app instances on one Redis count together
 * (runs when REDIS_URL is set, e.g. redis-server on 127.0.0.1). When the store
 * is unreachable, the account limits fail closed (503) and the general write
 * limits fail open: always tested against a port nobody listens on, and
 * against a throwaway redis-server that is killed, when redis-server is installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { insertUser } from '../../server/repositories/users';
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
      const res = await new Agent(t.app).post(
        '/api/auth/login',
        { login: 'nobody', password: 'whatever1' },
        { remoteAddress: address },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A logged-in agent made without the API (registering needs the limits that are down). */
async function signedIn(t: TestApp, username: string): Promise<Agent> {
  const password = 'violet kettle drum';
  const passwordHash = await t.app.deps.hasher.hash(password);
  const user = await insertUser(t.database.kysely, {
    username,
    email: `${username}@example.test`,
    passwordHash,
    now: t.clock.now().toISOString(),
  });
  const { token } = await createSession(t.app.deps, user.id);
  const agent = new Agent(t.app);
  agent.cookie = `promptdeck_session=${token}`;
  agent.password = password;
  return agent;
}

/** Every account action answers 503; ordinary writes still go through. */
async function expectAuthClosedWritesOpen(t: TestApp, username: string) {
  const agent = await signedIn(t, username);
  const calls: Array<[string, unknown]> = [
    ['/api/auth/login', { login: username, password: agent.password }],
    [
      '/api/auth/register',
      {
        username: `${username}_2`,
        email: `${username}_2@example.test`,
        password: 'violet kettle drum',
        agreeToTerms: true,
      },
    ],
    ['/api/auth/forgot-password', { email: `${username}@example.test` }],
    [
      '/api/auth/reset-password',
      { email: `${username}@example.test`, code: 'ABCD2345', password: 'violet kettle drum' },
    ],
  ];
  for (const [url, body] of calls) {
    const res = await new Agent(t.app).post(url, body);
    expect(res.status, url).toBe(503);
    expect(res.body.code, url).toBe('SERVICE_UNAVAILABLE');
  }
  const change = await agent.post('/api/auth/change-password', {
    currentPassword: agent.password,
    newPassword: 'another fine password',
  });
  expect(change.status).toBe(503);
  expect(change.body.code).toBe('SERVICE_UNAVAILABLE');
  // Nothing happened behind the 503s.
  expect(t.mailer.lastTo(`${username}@example.test`)).toBeUndefined();
  const users = await t.database.kysely
    .selectFrom('users')
    .select('id')
    .where('username_lower', '=', `${username}_2`.toLowerCase())
    .execute();
  expect(users).toHaveLength(0);
  // The general write limits fail open: a vote still counts.
  expect((await agent.put('/api/votes/curated/1', { value: 1 })).status).toBe(200);
  expect((await agent.get('/api/auth/me')).status).toBe(200);
}

const limitsOn = { RATE_LIMIT_DISABLED: 'false' };

describe('auth limits fail closed when the shared store is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...limitsOn, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE to login, register, forgot, reset and change password, lets other writes through', async () => {
    await expectAuthClosedWritesOpen(t, 'nostore');
  });
});

const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();

/** A redis-server of the test's own on a free port, and an app using it once a login reaches it. */
async function appOnOwnRedis(options: { env: Record<string, string>; logger?: FastifyServerOptions['logger'] }) {
  const port = await closedPort();
  const redis = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const t = await createTestApp({
    env: { ...options.env, REDIS_URL: `redis://127.0.0.1:${port}` },
    logger: options.logger,
  });
  for (let i = 0; i < 50; i += 1) {
    const res = await new Agent(t.app).post('/api/auth/login', { login: 'warmup', password: 'whatever1' });
    if (res.status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { redis, t };
}

describe.skipIf(!redisServer)('auth limits fail closed when Redis goes away', () => {
  let redis: ChildProcess | undefined;
  let t: TestApp;
  beforeAll(async () => {
    ({ redis, t } = await appOnOwnRedis({ env: limitsOn }));
  });
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await t?.close();
  });

  it('works while Redis is up, then refuses account actions once it is gone', async () => {
    const up = await new Agent(t.app).post('/api/auth/login', { login: 'nobody', password: 'whatever1' });
    expect(up.status).toBe(401);
    redis!.kill('SIGKILL');
    await new Promise((resolve) => redis!.once('exit', resolve));
    await expectAuthClosedWritesOpen(t, 'redisgone');
  });
});

describe.skipIf(!redisServer)('Redis hung (stopped) rather than gone', () => {
  let redis: ChildProcess | undefined;
  let t: TestApp;
  const logs: Array<{ msg?: string; rule?: string; err?: { message?: string } }> = [];
  beforeAll(async () => {
    ({ redis, t } = await appOnOwnRedis({
      env: { ...limitsOn, RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '2' },
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    }));
  });
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await t?.close();
  });

  it('keeps the login ceiling in Redis: past it, the next attempt waits', async () => {
    await signedIn(t, 'ceilinguser');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await new Agent(t.app).post(
        '/api/auth/login',
        { login: 'ceilinguser', password: 'wrong password' },
        { remoteAddress: `10.5.0.${i + 1}` },
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBe(1);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('a write waits for at most one store timeout, not one per rule', async () => {
    const agent = await signedIn(t, 'hungwriter');
    redis!.kill('SIGSTOP');
    logs.length = 0;
    expect((await agent.put('/api/votes/curated/2', { value: 1 })).status).toBe(200);
    const failures = logs.filter((entry) => entry.msg?.startsWith('rate-limit store failed'));
    expect(failures.map((entry) => entry.rule)).toEqual(['writeIp', 'writeAccount']);
    // The first rule waited for Redis; the second was not sent to the store that had just failed.
    expect(failures[0]!.err?.message).not.toMatch(/paused/);
    expect(failures[1]!.err?.message).toMatch(/paused after a recent failure/);
    // Account actions answer 503 at once while the store is paused.
    const login = await new Agent(t.app).post('/api/auth/login', {
      login: 'hungwriter',
      password: 'violet kettle drum',
    });
    expect(login.status).toBe(503);
    expect(logs.filter((entry) => entry.msg?.startsWith('rate-limit store failed')).at(-1)!.err?.message).toMatch(
      /paused/,
    );
  });
});
