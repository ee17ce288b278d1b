import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPlan } from '../../../server/search/plan';
import {
  indexAfter,
  MAX_REMEMBERED_SEARCHES,
  rememberedMatches,
  rememberedSize,
  rememberingSettled,
} from '../../../server/search/rememberedMatches';
import { Agent, createPrompt, createTestApp, registerUser, type ApiResponse, type TestApp } from '../helpers/app';

// Signed-in requests skip the public cache: every search here reaches the database and the remembered matches.
let t: TestApp;
let author: Agent;
let reader: Agent;
const glaciers: { id: number; title: string }[] = [];

const version = async () =>
  Number(
    (await sql<{ version: unknown }>`select version from search_version where id = 1`.execute(t.database.kysely))
      .rows[0]!.version,
  );

/** A search's titles; once answered, the matches it started listing in the background are remembered. */
async function titles(q: string, query = ''): Promise<string[]> {
  const res = await reader.get(`/api/community/prompts?q=${encodeURIComponent(q)}&pageSize=50${query}`);
  expect(res.status).toBe(200);
  await rememberingSettled(t.database.kysely);
  return res.body.items.map((p: { title: string }) => p.title);
}

/** Takes a prompt out of the full-text index behind the triggers' back (the search version does not move), and puts it back. */
async function hideFromIndex(id: number): Promise<() => Promise<void>> {
  const db = t.database.kysely;
  if (t.database.dialect === 'sqlite') {
    const row = (
      await sql<{
        title: string;
        description: string;
        remark: string;
        author: string;
      }>`select title, description, remark, author from prompts_fts where rowid = ${id}`.execute(db)
    ).rows[0]!;
    await sql`delete from prompts_fts where rowid = ${id}`.execute(db);
    return async () => {
      await sql`insert into prompts_fts (rowid, title, description, remark, author) values (${id}, ${row.title}, ${row.description}, ${row.remark}, ${row.author})`.execute(
        db,
      );
    };
  }
  const text = (await sql<{ search_text: string }>`select search_text from prompts where id = ${id}`.execute(db))
    .rows[0]!.search_text;
  await sql`update prompts set search_text = '' where id = ${id}`.execute(db);
  return async () => {
    await sql`update prompts set search_text = ${text} where id = ${id}`.execute(db);
  };
}

/** Every page of a search through its cursors. */
async function walk(q: string, sort: string, pageSize: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse = await reader.get(
      `/api/community/prompts?q=${encodeURIComponent(q)}&sort=${sort}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    seen.push(...res.body.items.map((p: { title: string }) => p.title));
    cursor = res.body.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t.app, 'mapper');
  reader = await registerUser(t.app, 'hiker');
  for (let i = 1; i <= 12; i += 1) {
    // Pairs share a creation time, so the order's tie-break (id) is exercised too.
    if (i % 2 === 1) t.clock.advance(60_000);
    const title = `Glacier walk ${i}`;
    glaciers.push({
      id: (await createPrompt(author, { title, description: 'Plan a safe glacier crossing', shared: true })).id,
      title,
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('remembered search matches', () => {
  const newestFirst = () => [...glaciers].reverse().map((g) => g.title);

  it('pages a repeated search by number and by cursor, in both orders, each match once', async () => {
    expect(await titles('glacier')).toEqual(newestFirst());
    expect(await titles('glacier')).toEqual(newestFirst());
    for (const size of [1, 5, 12]) expect(await walk('glacier', 'newest', size)).toEqual(newestFirst());
    const second = await reader.get('/api/community/prompts?q=glacier&pageSize=5&page=2');
    expect(second.body.items.map((p: { title: string }) => p.title)).toEqual(newestFirst().slice(5, 10));
    expect(second.body.page).toBe(2);
    const last = await reader.get('/api/community/prompts?q=glacier&pageSize=5&page=3');
    expect(last.body.items.map((p: { title: string }) => p.title)).toEqual(newestFirst().slice(10));
    expect(last.body.nextCursor).toBeNull();
    expect((await reader.get('/api/community/prompts?q=glacier&pageSize=5&page=4')).body.items).toEqual([]);
    expect(await walk('glacier', 'votes', 4)).toEqual(newestFirst());
  });

  it('answers a repeated search from the remembered matches, without asking the index again', async () => {
    expect(await titles('glacier')).toEqual(newestFirst());
    const before = await version();
    const restore = await hideFromIndex(glaciers[5]!.id);
    try {
      expect(await version()).toBe(before);
      expect(await titles('glacier')).toEqual(newestFirst());
      expect(await walk('glacier', 'votes', 5)).toEqual(newestFirst());
      // A search not remembered yet asks the index, which no longer knows the prompt.
      expect(await titles('glacier walk')).toEqual(newestFirst().filter((title) => title !== glaciers[5]!.title));
    } finally {
      await restore();
    }
    expect(await titles('glacier crossing')).toEqual(newestFirst());
  });

  it('shows live votes without forgetting the matches: votes and comments leave the search version alone', async () => {
    await titles('glacier');
    const before = await version();
    const target = glaciers[3]!;
    await reader.put(`/api/votes/community/${target.id}`, { value: 1 });
    await reader.post(`/api/comments/community/${target.id}`, { text: 'Crampons!' });
    expect(await version()).toBe(before);
    const voted = await reader.get('/api/community/prompts?q=glacier&sort=votes&pageSize=1');
    expect(voted.body.items[0]).toMatchObject({ title: target.title, score: 1, myVote: 1, commentCount: 1 });
    const newest = await reader.get('/api/community/prompts?q=glacier&pageSize=50');
    expect(newest.body.items.find((p: { id: number }) => p.id === target.id)).toMatchObject({
      score: 1,
      myVote: 1,
      commentCount: 1,
    });
    expect(await walk('glacier', 'votes', 5)).toEqual([
      target.title,
      ...newestFirst().filter((title) => title !== target.title),
    ]);
    await reader.put(`/api/votes/community/${target.id}`, { value: 0 });
  });

  it('sees every write that changes a match: a new prompt, an edit, unsharing, deleting and a statement run outside the API', async () => {
    await titles('glacier');
    t.clock.advance(60_000);
    const added = await createPrompt(author, { title: 'Glacier lake picnic', shared: true });
    expect((await titles('glacier'))[0]).toBe('Glacier lake picnic');
    const hidden = await createPrompt(author, { title: 'Glacier diary', shared: false });
    expect(await titles('glacier')).not.toContain('Glacier diary');
    await author.patch(`/api/prompts/${hidden.id}`, { shared: true });
    expect(await titles('glacier')).toContain('Glacier diary');

    await author.patch(`/api/prompts/${added.id}`, { title: 'Lake picnic' });
    expect(await titles('glacier')).not.toContain('Lake picnic');
    expect(await titles('picnic')).toEqual(['Lake picnic']);
    await author.patch(`/api/prompts/${hidden.id}`, { shared: false });
    expect(await titles('glacier')).not.toContain('Glacier diary');
    await author.delete(`/api/prompts/${added.id}`);
    expect(await titles('picnic')).toEqual([]);
    await author.delete(`/api/prompts/${hidden.id}`);

    expect(await titles('glacier')).toEqual(newestFirst());
    const renamed = glaciers[0]!;
    await t.database.kysely
      .updateTable('prompts')
      .set({ title: 'Moraine walk 1', description: 'Rocks' })
      .where('id', '=', renamed.id)
      .execute();
    expect(await titles('glacier')).toEqual(newestFirst().filter((title) => title !== renamed.title));
    await t.database.kysely
      .updateTable('prompts')
      .set({ title: renamed.title, description: 'Plan a safe glacier crossing' })
      .where('id', '=', renamed.id)
      .execute();
    expect(await titles('glacier')).toEqual(newestFirst());
  });

  it('finds where the page after a cursor starts, ties broken by id', () => {
    const matches = { ids: [9, 8, 7, 5, 4], createdAt: ['b', 'b', 'a', 'a', 'a'], userIds: [1, 1, 1, 1, 1] };
    expect(indexAfter(matches, 'c', 1)).toBe(0);
    expect(indexAfter(matches, 'b', 9)).toBe(1);
    expect(indexAfter(matches, 'b', 8)).toBe(2);
    expect(indexAfter(matches, 'a', 6)).toBe(3);
    expect(indexAfter(matches, 'a', 4)).toBe(5);
    expect(indexAfter(matches, '0', 99)).toBe(5);
  });
});

describe('the memory of remembered matches (M4)', () => {
  /** A plan for a made-up word: no prompt can match, so its (empty) matches are remembered. */
  const madeUp = (key: string): SearchPlan => ({
    condition: sql<SqlBool>`1 = 0`,
    fewMatches: true,
    scan: false,
    candidates: 0,
    key,
  });
  const remember = async (key: string) => {
    const { kysely, dialect, background } = t.database;
    await rememberedMatches(kysely, dialect, madeUp(key), background);
    await rememberingSettled(kysely);
  };

  it('counts searches with no match, and keeps at most MAX_REMEMBERED_SEARCHES', async () => {
    for (let i = 0; i < MAX_REMEMBERED_SEARCHES + 50; i += 1) await remember(`nowhere-${i}`);
    expect(rememberedSize(t.database.kysely).searches).toBe(MAX_REMEMBERED_SEARCHES);
    // The least recently used went first: the newest is still there, the oldest is not.
    const { kysely, dialect, background } = t.database;
    expect(
      await rememberedMatches(kysely, dialect, madeUp(`nowhere-${MAX_REMEMBERED_SEARCHES + 49}`), background),
    ).toEqual({ version: expect.any(String), ids: [], createdAt: [], userIds: [] });
    expect(await rememberedMatches(kysely, dialect, madeUp('nowhere-0'), background)).toBeUndefined();
    await rememberingSettled(kysely);
  });

  it('drops every entry of a stale search version as soon as a newer version is read', async () => {
    await remember('before-a');
    await remember('before-b');
    expect(rememberedSize(t.database.kysely).searches).toBeGreaterThan(1);
    await sql`update search_version set version = version + 1 where id = 1`.execute(t.database.kysely);
    await remember('after');
    expect(rememberedSize(t.database.kysely)).toEqual({ searches: 1, ids: 0 });
  });
});
