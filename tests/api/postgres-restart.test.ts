/**
 * PostgreSQL goes away under load (finding H2): its backends are terminated
 * (pg_terminate_backend, an idle-session killer, a failover) or the cluster
 * restarts (`pg_ctl restart -m fast`, run through TEST_PG_CTL from
 * scripts/with-postgres.sh). The app must live on: the requests in flight
 * (a vote inside its transaction, a new prompt and a search, both held mid-query by a
 * table lock the test takes) answer 503 SERVICE_UNAVAILABLE with
 * Retry-After, and the next requests succeed on fresh connections.
 * PostgreSQL only.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, createPrompt, createTestApp, registerUser, type ApiResponse, type TestApp } from './helpers/app';
import { usingPostgres } from './helpers/db';

const run = promisify(execFile);

let t: TestApp | undefined;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', onUncaught);
});
afterEach(async () => {
  process.off('uncaughtException', onUncaught);
  await t?.close();
  t = undefined;
});

async function sideConnection(app: TestApp): Promise<pg.Client> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(app.database.kysely);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => {}); // it goes down with the cluster too
  await client.connect();
  return client;
}

async function waitForLockWaiters(side: pg.Client, count: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    // Activity statistics are a snapshot per transaction, and `side` is inside one.
    await side.query('select pg_stat_clear_snapshot()');
    const { rows } = await side.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (Number(rows[0]!.n) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} requests ever waited for the lock`);
}

function expectUnavailable(res: ApiResponse) {
  expect(res.status).toBe(503);
  expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.message).not.toMatch(/terminat|ECONN|administrator|Connection/);
}

/** Holds a vote (in its transaction), a new prompt and a search mid-query, runs `disrupt`, then checks the outcome. */
async function loseConnectionsInFlight(disrupt: (side: pg.Client) => Promise<void>) {
  t = await createTestApp({ env: { PUBLIC_CACHE_MS: '0', DB_STATEMENT_TIMEOUT_MS: '60000' } });
  const alice = await registerUser(t.app);
  // Nobody votes on their own prompt: bob votes on alice's.
  const bob = await registerUser(t.app);
  const shared = await createPrompt(alice, { title: 'Shared before', shared: true });
  const visitor = new Agent(t.app);
  const side = await sideConnection(t);
  let vote: Promise<ApiResponse> | undefined;
  let write: Promise<ApiResponse> | undefined;
  let search: Promise<ApiResponse> | undefined;
  try {
    await side.query('begin');
    await side.query('lock table prompts in access exclusive mode');
    vote = bob.put(`/api/votes/community/${shared.id}`, { value: 1 });
    write = alice.post('/api/prompts', { title: 'In flight', description: 'Never stored', shared: true });
    search = visitor.get('/api/community/prompts?q=shared');
    await waitForLockWaiters(side, 3);
    await disrupt(side);
  } finally {
    await side.end().catch(() => {});
  }

  expectUnavailable(await vote!);
  expectUnavailable(await write!);
  expectUnavailable(await search!);
  // The lost connections' 'error' events were handled instead of crashing the process.
  expect(uncaught).toEqual([]);

  // Fresh connections: everything works again, and the failed requests left nothing behind.
  const after = await alice.post('/api/prompts', { title: 'Shared after', description: 'Works again', shared: true });
  expect(after.status).toBe(201);
  const found = await visitor.get('/api/community/prompts?q=shared');
  expect(found.status).toBe(200);
  expect(found.body.items.map((item: { title: string }) => item.title).sort()).toEqual([
    'Shared after',
    'Shared before',
  ]);
  const voted = await bob.put(`/api/votes/community/${shared.id}`, { value: 1 });
  expect(voted.status).toBe(200);
  expect(voted.body.score).toBe(1);
  expect((await visitor.get('/api/health')).status).toBe(200);
  expect(uncaught).toEqual([]);
}

describe.skipIf(!usingPostgres)('PostgreSQL connections lost with requests in flight', () => {
  it('backends terminated (pg_terminate_backend): in-flight requests 503, the next ones succeed', async () => {
    await loseConnectionsInFlight(async (side) => {
      await side.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await side.query('rollback');
    });
  });

  it.skipIf(!process.env.TEST_PG_CTL)(
    'the cluster restarts (pg_ctl restart -m fast): in-flight requests 503, the next ones succeed',
    async () => {
      await loseConnectionsInFlight(async () => {
        await run(process.env.TEST_PG_CTL!, ['restart', '-m', 'fast', '-w', '-t', '60']);
      });
    },
  );
});
