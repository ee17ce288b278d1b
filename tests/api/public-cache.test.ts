/**
 * Answers the same for every signed-out visitor are reused briefly, within a byte budget; identical
 * misses are computed once; only writes that can change them clear them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicAnswerCache } from '../../server/cache/publicAnswers';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';
import { usingPostgres } from './helpers/db';

const text = (n: number) => async () => `answer ${n}`;

describe('PublicAnswerCache', () => {
  it('reuses an answer until it expires, and computes again after clear()', async () => {
    let now = 0;
    const cache = new PublicAnswerCache(1000, 1 << 20, 2, () => now);
    let calls = 0;
    const compute = async () => String(++calls);
    expect(await cache.getOrCompute('a', compute)).toBe('1');
    expect(await cache.getOrCompute('a', compute)).toBe('1');
    now = 1000;
    expect(await cache.getOrCompute('a', compute)).toBe('2');
    cache.clear();
    expect(await cache.getOrCompute('a', compute)).toBe('3');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new PublicAnswerCache(1000, 1 << 20, 2, () => 0);
    let calls = 0;
    const compute = async () => String(++calls);
    await cache.getOrCompute('a', compute);
    await cache.getOrCompute('b', compute);
    await cache.getOrCompute('a', compute);
    await cache.getOrCompute('c', compute);
    expect(await cache.getOrCompute('a', compute)).toBe('1');
    expect(await cache.getOrCompute('b', compute)).toBe('4');
  });

  it('keeps at most maxBytes of text, dropping the least recently used, and never an answer bigger than the budget', async () => {
    const cache = new PublicAnswerCache(1000, 1000, 100, () => 0);
    for (let i = 0; i < 20; i += 1) await cache.getOrCompute(`k${i}`, async () => 'x'.repeat(300));
    expect(cache.size).toEqual({ entries: 3, bytes: 900 });
    // Bytes of UTF-8, not characters.
    await cache.getOrCompute('wide', async () => 'é'.repeat(400));
    expect(cache.size).toEqual({ entries: 1, bytes: 800 });
    await cache.getOrCompute('huge', async () => 'x'.repeat(1001));
    expect(cache.size).toEqual({ entries: 1, bytes: 800 });
  });

  it('drops expired entries when another answer is added, not only when they are looked up', async () => {
    let now = 0;
    const cache = new PublicAnswerCache(1000, 1 << 20, 100, () => now);
    for (let i = 0; i < 10; i += 1) await cache.getOrCompute(`old${i}`, text(i));
    now = 1500;
    await cache.getOrCompute('new', text(99));
    expect(cache.size).toEqual({ entries: 1, bytes: 'answer 99'.length });
  });

  it('computes identical concurrent misses once', async () => {
    const cache = new PublicAnswerCache(1000, 1 << 20, 100, () => 0);
    let calls = 0;
    let release!: () => void;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = () => resolve('shared')));
    };
    const both = [cache.getOrCompute('a', compute), cache.getOrCompute('a', compute)];
    release();
    expect(await Promise.all(both)).toEqual(['shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('does not keep, nor hand to later requests, an answer computed while a write cleared the cache', async () => {
    const cache = new PublicAnswerCache(1000, 1 << 20, 10, () => 0);
    let release!: () => void;
    const slow = cache.getOrCompute(
      'a',
      () => new Promise<string>((resolve) => (release = () => resolve('before the write'))),
    );
    cache.clear();
    const after = cache.getOrCompute('a', async () => 'after the write');
    release();
    expect(await slow).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(await cache.getOrCompute('a', async () => 'again')).toBe('after the write');
  });

  it('is off with a time of 0', async () => {
    const cache = new PublicAnswerCache(0, 1 << 20);
    let calls = 0;
    await cache.getOrCompute('a', async () => String(++calls));
    expect(await cache.getOrCompute('a', async () => String(++calls))).toBe('2');
  });
});

describe('the community list for visitors', () => {
  const BUDGET = 64 * 1024;
  let t: TestApp;
  let author: Agent;
  const visitor = () => new Agent(t.app);
  const cached = () => t.app.deps.publicAnswers.size;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_MS: '60000', PUBLIC_CACHE_MAX_BYTES: String(BUDGET) } });
    author = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const titles = async (agent: Agent) =>
    (await agent.get('/api/community/prompts')).body.items.map((p: { title: string }) => p.title);

  it('shows a write through the API at once, a change behind it within the cache time, and members always fresh', async () => {
    const short = await createTestApp({ env: { PUBLIC_CACHE_MS: '300' } });
    try {
      const writer = await registerUser(short.app);
      const guest = new Agent(short.app);
      expect(await titles(guest)).toEqual([]);
      const prompt = await createPrompt(writer, { title: 'Fresh one', shared: true });
      expect(await titles(guest)).toEqual(['Fresh one']);

      // A score changed behind the API (another instance's vote): stale for visitors until the cache time passes.
      const score = async (agent: Agent) => (await agent.get('/api/community/prompts')).body.items[0].score;
      await short.database.kysely
        .updateTable('prompts')
        .set({ ups: 5, score: 5 })
        .where('id', '=', prompt.id)
        .execute();
      expect(await score(guest)).toBe(0);
      expect(await score(writer)).toBe(5);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await score(guest)).toBe(5);

      // A vote through the API is a write that changes the list: the visitor sees the new score at once.
      const voter = await registerUser(short.app);
      expect((await voter.put(`/api/votes/community/${prompt.id}`, { value: 1 })).status).toBe(200);
      expect(await score(guest)).toBe(6);
    } finally {
      await short.close();
    }
  });

  it.runIf(usingPostgres)(
    'PostgreSQL: a prompt renamed or unshared by another instance leaves visitors’ lists at once (L4)',
    async () => {
      const prompt = await createPrompt(author, { title: 'Seen by all', shared: true });
      expect(await titles(visitor())).toContain('Seen by all');
      // Written behind this process's back, as another server on the same database would.
      await t.database.kysely
        .updateTable('prompts')
        .set({ title: 'Renamed elsewhere' })
        .where('id', '=', prompt.id)
        .execute();
      expect(await titles(visitor())).toContain('Renamed elsewhere');
      await t.database.kysely.updateTable('prompts').set({ shared: 0 }).where('id', '=', prompt.id).execute();
      expect(await titles(visitor())).not.toContain('Renamed elsewhere');
    },
  );

  it('keeps 300 distinct public URLs within its byte budget', async () => {
    for (let i = 0; i < 12; i += 1)
      await createPrompt(author, { title: `Long ${i}`, description: `${'padding '.repeat(500)}${i}`, shared: true });
    let most = 0;
    let count = 0;
    for (const sort of ['newest', 'votes']) {
      for (let page = 1; page <= 3; page += 1) {
        for (let pageSize = 1; pageSize <= 50; pageSize += 1) {
          const res = await visitor().get(`/api/community/prompts?sort=${sort}&page=${page}&pageSize=${pageSize}`);
          expect(res.status).toBe(200);
          count += 1;
          most = Math.max(most, cached().bytes);
          expect(cached().bytes).toBeLessThanOrEqual(BUDGET);
        }
      }
    }
    expect(count).toBe(300);
    // The budget was reached (so the bound, not the URLs, limited it).
    expect(most).toBeGreaterThan(BUDGET / 2);
  });

  it('keys variants of one page to one entry', async () => {
    await createPrompt(author, { title: 'Tiny kiwi', shared: true });
    t.app.deps.publicAnswers.clear();
    const variants = [
      '?q=Tiny%20kiwi',
      '?q=%20kiwi%20%20TINY%20',
      '?q=tiny+KIWI+tiny&sort=newest',
      '?q=kiwi%20tiny&page=1&pageSize=20',
    ];
    const answers = [];
    for (const query of variants) answers.push((await visitor().get(`/api/community/prompts${query}`)).body);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0].items.map((p: { title: string }) => p.title)).toEqual(['Tiny kiwi']);
    expect(cached().entries).toBe(1);
  });

  it('is not cleared by logout or forgot-password, and is cleared by a share', async () => {
    const prompt = await createPrompt(author, { title: 'Private for now' });
    await visitor().get('/api/community/prompts');
    expect(cached().entries).toBeGreaterThan(0);

    expect((await visitor().post('/api/auth/logout')).status).toBe(200);
    expect((await visitor().post('/api/auth/forgot-password', { email: 'nobody@example.test' })).status).toBe(202);
    const member = await registerUser(t.app);
    expect((await member.put(`/api/favorites/community/${prompt.id}`)).status).toBeLessThan(500);
    expect(cached().entries).toBeGreaterThan(0);

    expect((await author.patch(`/api/prompts/${prompt.id}`, { shared: true })).status).toBe(200);
    expect(cached().entries).toBe(0);
    expect(await titles(visitor())).toContain('Private for now');
  });
});

describe('comment threads kept for visitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  const texts = (res: { body: { items: { text: string }[] } }) => res.body.items.map((item) => item.text);

  it('serves a thread to visitors from the cache until a comment is posted through the API', async () => {
    const member = await registerUser(t.app);
    const visitor = new Agent(t.app);
    await member.post('/api/comments/curated/3', { text: 'First' });
    expect(texts(await visitor.get('/api/comments/curated/3'))).toEqual(['First']);
    // Written behind the API's back: visitors keep the kept page, members read the database.
    await t.database.kysely
      .insertInto('comments')
      .values({
        target_kind: 'curated',
        target_ref: 3,
        user_id: member.user!.id,
        parent_id: null,
        root_id: null,
        text: 'Behind',
        created_at: '2030-01-01T00:00:00.000Z',
      })
      .execute();
    expect(texts(await visitor.get('/api/comments/curated/3'))).toEqual(['First']);
    expect(texts(await member.get('/api/comments/curated/3'))).toEqual(['Behind', 'First']);
    await member.post('/api/comments/curated/3', { text: 'Third' });
    expect(texts(await visitor.get('/api/comments/curated/3'))).toEqual(['Behind', 'Third', 'First']);
  });

  it("hides an unshared prompt's thread from visitors at once", async () => {
    const owner = await registerUser(t.app);
    const prompt = await createPrompt(owner, { shared: true });
    await owner.post(`/api/comments/community/${prompt.id}`, { text: 'Mine' });
    const visitor = new Agent(t.app);
    expect((await visitor.get(`/api/comments/community/${prompt.id}`)).status).toBe(200);
    await owner.patch(`/api/prompts/${prompt.id}`, { shared: false });
    expect((await visitor.get(`/api/comments/community/${prompt.id}`)).status).toBe(404);
  });
});
