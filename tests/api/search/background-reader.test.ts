/**
 * SQLite: searches the index cannot narrow run on the background reader (a worker thread with a
 * read-only connection), so they never hold the event loop; everything else stays on the main
 * connection. The reader sees every committed write and reports SQL errors as rejections.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listCommunityPrompts } from '../../../server/repositories/community';
import { BackgroundReader } from '../../../server/db/backgroundReader';
import { AppError } from '../../../server/errors';
import { rememberingSettled } from '../../../server/search/rememberedMatches';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/db';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.database.kysely;
  const now = new Date().toISOString();
  const { id: userId } = await db
    .insertInto('users')
    .values({
      username: 'ada',
      username_lower: 'ada',
      email: 'ada@example.test',
      password_hash: 'x',
      terms_accepted_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [title, shared] of [
    ['Delta travel', 1],
    ['Beta code review', 1],
    ['Theta notes', 0],
  ] as const) {
    await db
      .insertInto('prompts')
      .values({
        user_id: userId,
        title,
        description: 'A prompt',
        remark: null,
        notes: null,
        shared,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
});
afterAll(async () => {
  await t.dispose();
});

describe.skipIf(usingPostgres)('the background reader (SQLite)', () => {
  it('answers a short-word search off the main connection, and an indexed one on it (listing its matches to remember off it)', async () => {
    const { kysely, dialect, background } = t.database;
    const read = vi.spyOn(background!, 'read');
    const titles = async (q: string) =>
      (
        await listCommunityPrompts(kysely, dialect, null, { q, sort: 'newest', page: 1, pageSize: 20 }, background)
      ).items.map((item) => item.title);
    /** Reads of a page's rows (a listing of matches to remember reads ids and dates only). */
    const pageReads = () => read.mock.calls.filter(([query]) => query.sql.includes('"prompts"."title"')).length;

    expect(await titles('ta')).toEqual(['Beta code review', 'Delta travel']);
    expect([pageReads(), read.mock.calls.length]).toEqual([1, 1]);
    expect(await titles('delta')).toEqual(['Delta travel']);
    await rememberingSettled(kysely);
    expect([pageReads(), read.mock.calls.length]).toEqual([1, 2]);
    expect(await titles('delta')).toEqual(['Delta travel']);
    expect([pageReads(), read.mock.calls.length]).toEqual([1, 2]);
    expect(await titles('ta re')).toEqual(['Beta code review']);
    expect([pageReads(), read.mock.calls.length]).toEqual([2, 3]);
    read.mockRestore();
  });

  it('sees a write as soon as it is committed', async () => {
    const { kysely, background } = t.database;
    const count = async () =>
      (
        await background!.read(
          sql<{ n: number }>`select count(*) as n from prompts where title like '%Gamma%'`.compile(kysely),
        )
      )[0]!.n;
    expect(await count()).toBe(0);
    await kysely.updateTable('prompts').set({ title: 'Gamma travel' }).where('title', '=', 'Delta travel').execute();
    expect(await count()).toBe(1);
    await kysely.updateTable('prompts').set({ title: 'Delta travel' }).where('title', '=', 'Gamma travel').execute();
  });

  it('rejects with the database’s error and keeps working, read-only', async () => {
    const { kysely, background } = t.database;
    await expect(background!.read(sql`select * from no_such_table`.compile(kysely))).rejects.toThrow(/no such table/);
    await expect(background!.read(sql`delete from prompts returning id`.compile(kysely))).rejects.toThrow(
      /readonly|read-only/i,
    );
    expect(await background!.read(sql<{ one: number }>`select 1 as one`.compile(kysely))).toEqual([{ one: 1 }]);
  });

  it('answers the queries in flight when closed, then refuses new ones', async () => {
    const { kysely, description } = t.database;
    const reader = new BackgroundReader(description.replace(/^SQLite /, ''));
    const slow = sql<{
      n: number;
    }>`with recursive counter(i) as (select 1 union all select i + 1 from counter where i < 300000) select count(*) as n from counter`.compile(
      kysely,
    );
    const inFlight = [reader.read(slow), reader.read(slow)];
    await reader.close();
    expect(await Promise.all(inFlight)).toEqual([[{ n: 300000 }], [{ n: 300000 }]]);
    await expect(reader.read(slow)).rejects.toThrow(/closed/);
  });
});

describe.skipIf(usingPostgres)('the background reader under load (SQLite, M2)', () => {
  const slowQuery = (rows: number) =>
    sql<{
      n: number;
    }>`with recursive counter(i) as (select 1 union all select i + 1 from counter where i < ${sql.lit(rows)}) select count(*) as n from counter`.compile(
      t.database.kysely,
    );
  const fileOf = () => t.database.description.replace(/^SQLite /, '');

  it('refuses a read at once with 503 and Retry-After when its queue is full; identical reads share one place and one answer', async () => {
    const reader = new BackgroundReader(fileOf(), { maxPending: 2 });
    try {
      const first = reader.read(slowQuery(300_001));
      const second = reader.read(slowQuery(300_002));
      const same = reader.read(slowQuery(300_002));
      expect(same).toBe(second);
      expect(reader.pendingCount).toBe(2);
      const refused = await reader.read(slowQuery(300_003)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(Number((refused as AppError).headers?.['retry-after'])).toBeGreaterThan(0);
      expect(await Promise.all([first, second, same])).toEqual([[{ n: 300_001 }], [{ n: 300_002 }], [{ n: 300_002 }]]);
      expect(reader.pendingCount).toBe(0);
    } finally {
      await reader.close();
    }
  });

  it('fails the query over its time budget and those queued behind it with 503, and answers the next read on a fresh worker', async () => {
    const reader = new BackgroundReader(fileOf());
    try {
      // Millions of rows against a budget of a few milliseconds.
      const overrun = reader.read(slowQuery(3_000_000), { timeoutMs: 5 }).catch((error: unknown) => error);
      const queued = reader.read(slowQuery(10), { timeoutMs: 60_000 }).catch((error: unknown) => error);
      for (const failed of await Promise.all([overrun, queued])) {
        expect(failed).toBeInstanceOf(AppError);
        expect(failed).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      }
      expect(reader.pendingCount).toBe(0);
      expect(await reader.read(sql<{ one: number }>`select 1 as one`.compile(t.database.kysely))).toEqual([{ one: 1 }]);
    } finally {
      await reader.close();
    }
  });
});
