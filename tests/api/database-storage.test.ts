/**
 * A database that answers reads but cannot be written (finding L3): the hourly
 * session refresh is best effort, so signed-in reads keep working, and
 * /api/health says the database cannot be written (503) instead of "ok".
 * Read-only is simulated on the app's own connection: `PRAGMA query_only` on
 * SQLite, `default_transaction_read_only` on PostgreSQL (a pool of one
 * connection, so every query of the app runs on it). Disk full is simulated
 * on SQLite with `PRAGMA max_page_count`.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_FAILURE_MEMORY_MS } from '../../server/db/failures';
import { PROBE_MEMORY_MS } from '../../server/repositories/health';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';
import { usingPostgres } from './helpers/db';

const HOUR = 60 * 60 * 1000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setReadOnly(app: TestApp, on: boolean) {
  const db = app.database.kysely;
  if (usingPostgres) await sql.raw(`set default_transaction_read_only = ${on ? 'on' : 'off'}`).execute(db);
  else await sql.raw(`pragma query_only = ${on ? 'on' : 'off'}`).execute(db);
}

describe('a database that cannot be written', () => {
  it('health answers 200 without naming the database', async () => {
    t = await createTestApp({ poolSize: 1 });
    const res = await new Agent(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', time: t.clock.now().toISOString() });
  });

  it('health answers 503 saying so, and 200 again once writes work', async () => {
    t = await createTestApp({ poolSize: 1 });
    await setReadOnly(t, true);
    const res = await new Agent(t.app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The database cannot be written' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await setReadOnly(t, false);
    t.clock.advance(PROBE_MEMORY_MS);
    expect((await new Agent(t.app).get('/api/health')).status).toBe(200);
  });

  it('a signed-in member keeps reading when the session refresh fails', async () => {
    t = await createTestApp({ poolSize: 1 });
    const alice = await registerUser(t.app);
    await createPrompt(alice, { title: 'Mine' });
    t.clock.advance(2 * HOUR); // the session wants its hourly refresh
    await setReadOnly(t, true);

    const me = await alice.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe(alice.user!.username);
    expect(me.headers['set-cookie']).toBeUndefined(); // not refreshed
    const mine = await alice.get('/api/prompts');
    expect(mine.status).toBe(200);
    expect(mine.body.items).toHaveLength(1);
    // A write cannot work: 503, and nothing internal.
    const write = await alice.post('/api/prompts', { title: 'Refused', description: 'No room' });
    expect(write.status).toBe(503);
    expect(write.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(write.body.message).not.toMatch(/readonly|read-only|SQLITE|transaction/i);
    expect((await new Agent(t.app).get('/api/health')).status).toBe(503);

    await setReadOnly(t, false);
    t.clock.advance(Math.max(PROBE_MEMORY_MS, STORAGE_FAILURE_MEMORY_MS));
    expect((await new Agent(t.app).get('/api/health')).status).toBe(200);
    const refreshed = await alice.get('/api/auth/me');
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers['set-cookie']).toBeDefined();
  });
});

describe.skipIf(usingPostgres)('SQLite disk full', () => {
  it('writes answer 503 and health reports it, though its own small write still fits', async () => {
    t = await createTestApp();
    const alice = await registerUser(t.app);
    const db = t.database.kysely;
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    // The file may not grow any more: the next write that needs a page fails with SQLITE_FULL.
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
    expect((await new Agent(t.app).get('/api/health')).status).toBe(200);

    const write = await alice.post('/api/prompts', { title: 'Too big', description: 'x'.repeat(4000) });
    expect(write.status).toBe(503);
    expect(write.body.code).toBe('SERVICE_UNAVAILABLE');
    t.clock.advance(PROBE_MEMORY_MS);
    const health = await new Agent(t.app).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.message).toBe('The database cannot be written');
    expect((await alice.get('/api/prompts')).status).toBe(200);

    await sql.raw('pragma max_page_count = 1073741823').execute(db);
    t.clock.advance(STORAGE_FAILURE_MEMORY_MS);
    expect((await new Agent(t.app).get('/api/health')).status).toBe(200);
    expect((await alice.post('/api/prompts', { title: 'Fits again', description: 'x'.repeat(4000) })).status).toBe(201);
  });
});
