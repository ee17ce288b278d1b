/**
 * A database that is out of reach for a moment answers 503 SERVICE_UNAVAILABLE
 * with Retry-After, not 500 and not a long wait: SQLite locked by another
 * process (finding L2), a PostgreSQL statement past DB_STATEMENT_TIMEOUT_MS,
 * and no pooled connection free within DB_CONNECT_TIMEOUT_MS (finding H3).
 * Afterwards the same requests succeed.
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { classifyDatabaseFailure } from '../../server/db/failures';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';
import { usingPostgres } from './helpers/db';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function expectUnavailable(res: {
  status: number;
  body: { code?: string; message?: string };
  headers: Record<string, unknown>;
}) {
  expect(res.status).toBe(503);
  expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  // Nothing of the driver's message leaks.
  expect(res.body.message).not.toMatch(/SQLITE|lock|timeout|statement|terminat|pg_/i);
}

describe.skipIf(usingPostgres)('SQLite locked by another process', () => {
  it('a write answers 503 with Retry-After at once, and succeeds once the lock is released', async () => {
    t = await createTestApp();
    const alice = await registerUser(t.app);
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(t.database.kysely);
    const other = new SQLite(rows.find((row) => row.name === 'main')!.file);
    try {
      other.exec('BEGIN IMMEDIATE');
      const locked = await alice.post('/api/prompts', { title: 'While locked', description: 'Waits for the lock' });
      expectUnavailable(locked);
      // Reads do not need the write lock (WAL).
      expect((await alice.get('/api/prompts')).status).toBe(200);
      other.exec('COMMIT');
      const after = await alice.post('/api/prompts', { title: 'After the lock', description: 'Goes through' });
      expect(after.status).toBe(201);
    } finally {
      other.close();
    }
  });

  it('the configured busy wait is short (SQLITE_BUSY_TIMEOUT_MS, under a second)', async () => {
    t = await createTestApp({ env: { SQLITE_BUSY_TIMEOUT_MS: '20' } });
    const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(t.database.kysely);
    expect(rows[0]!.timeout).toBe(20);
    expect(t.config.databaseLimits.sqliteBusyTimeoutMs).toBe(20);
    expect(() => loadConfig({ SQLITE_BUSY_TIMEOUT_MS: '5000' })).toThrow(/SQLITE_BUSY_TIMEOUT_MS/);
  });
});

/** A connection of the test's own to the app's PostgreSQL database. */
async function sideConnection(app: TestApp): Promise<pg.Client> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(app.database.kysely);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Resolves once `count` of the app's queries wait for a lock. */
/**
 * Registers a member on an app whose single pooled connection may still be held by its start-up
 * work: on a busy machine that can outlast a 200 ms connect timeout, so the set-up tries again
 * on a 503 (what is under test comes after, with the connection known to be free).
 */
async function registerWhenPoolFree(app: TestApp): Promise<Agent> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await registerUser(app.app);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('failed: 503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function waitForLockWaiters(side: pg.Client, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    // Activity statistics are a snapshot per transaction, and `side` is inside one.
    await side.query('select pg_stat_clear_snapshot()');
    const { rows } = await side.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (Number(rows[0]!.n) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} queries ever waited for the lock`);
}

describe.skipIf(!usingPostgres)('PostgreSQL timeouts', () => {
  it('a statement past DB_STATEMENT_TIMEOUT_MS answers 503, and the same request succeeds afterwards', async () => {
    t = await createTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: '300', PUBLIC_CACHE_MS: '0' } });
    const alice = await registerUser(t.app);
    await createPrompt(alice, { title: 'Shared words', shared: true });
    const side = await sideConnection(t);
    try {
      // Every query on prompts now waits for this lock, like a slow query would run.
      await side.query('begin');
      await side.query('lock table prompts in access exclusive mode');
      const slow = await alice.get('/api/community/prompts?q=shared');
      expectUnavailable(slow);
      await side.query('rollback');
      const after = await alice.get('/api/community/prompts?q=shared');
      expect(after.status).toBe(200);
      expect(after.body.items).toHaveLength(1);
    } finally {
      await side.end();
    }
  });

  it('no pooled connection free within DB_CONNECT_TIMEOUT_MS answers 503, not an endless wait', async () => {
    t = await createTestApp({
      poolSize: 1,
      env: { DB_CONNECT_TIMEOUT_MS: '200', DB_STATEMENT_TIMEOUT_MS: '60000', PUBLIC_CACHE_MS: '0' },
    });
    const alice = await registerWhenPoolFree(t);
    const side = await sideConnection(t);
    try {
      await side.query('begin');
      await side.query('lock table prompts in access exclusive mode');
      // Holds the only pooled connection, waiting for the lock.
      const holding = new Agent(t.app).get('/api/community/prompts?q=held');
      await waitForLockWaiters(side, 1);
      expectUnavailable(await alice.get('/api/prompts'));
      await side.query('rollback');
      expect((await holding).status).toBe(200);
      expect((await alice.get('/api/prompts')).status).toBe(200);
    } finally {
      await side.end();
    }
  });
});

describe('which failures are a database out of reach', () => {
  it.each([
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'unavailable'],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), 'unavailable'],
    [new Error('Connection terminated unexpectedly'), 'unavailable'],
    [new Error('timeout exceeded when trying to connect'), 'unavailable'],
    [
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
      'unavailable',
    ],
    [Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'x')), 'unavailable'],
    [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), 'unavailable'],
    [Object.assign(new Error('the database system is starting up'), { code: '57P03' }), 'unavailable'],
    [Object.assign(new Error('too many clients'), { code: '53300' }), 'unavailable'],
    [Object.assign(new Error('connection failure'), { code: '08006' }), 'unavailable'],
    [Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }), 'unavailable'],
    [Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }), 'busy'],
    [Object.assign(new Error('database table is locked'), { code: 'SQLITE_LOCKED' }), 'busy'],
    [Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), 'storage'],
    [Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' }), 'storage'],
    [Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' }), 'storage'],
    [Object.assign(new Error('could not extend file'), { code: '53100' }), 'storage'],
    [Object.assign(new Error('cannot execute UPDATE in a read-only transaction'), { code: '25006' }), 'storage'],
    [Object.assign(new Error('duplicate key'), { code: '23505' }), undefined],
    [Object.assign(new Error('no such table: prompts'), { code: 'SQLITE_ERROR' }), undefined],
    [new TypeError('x is undefined'), undefined],
  ])('%s → %s', (error, kind) => {
    expect(classifyDatabaseFailure(error)).toBe(kind);
  });
});
