/** Answers the same for every signed-out visitor are reused briefly; writes clear them at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicAnswerCache } from '../../server/cache/publicAnswers';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

describe('PublicAnswerCache', () => {
  it('reuses an answer until it expires, and computes again after clear()', async () => {
    let now = 0;
    const cache = new PublicAnswerCache(1000, 2, () => now);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.getOrCompute('a', compute)).toBe(2);
    cache.clear();
    expect(await cache.getOrCompute('a', compute)).toBe(3);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new PublicAnswerCache(1000, 2, () => 0);
    let calls = 0;
    const compute = async () => ++calls;
    await cache.getOrCompute('a', compute);
    await cache.getOrCompute('b', compute);
    await cache.getOrCompute('c', compute);
    expect(await cache.getOrCompute('b', compute)).toBe(2);
    expect(await cache.getOrCompute('a', compute)).toBe(4);
  });

  it('does not keep an answer computed while a write cleared the cache', async () => {
    const cache = new PublicAnswerCache(1000, 10, () => 0);
    let release!: () => void;
    const slow = cache.getOrCompute('a', () => new Promise<string>((resolve) => (release = () => resolve('before the write'))));
    cache.clear();
    release();
    expect(await slow).toBe('before the write');
    expect(await cache.getOrCompute('a', async () => 'after the write')).toBe('after the write');
  });

  it('is off with a time of 0', async () => {
    const cache = new PublicAnswerCache(0);
    let calls = 0;
    await cache.getOrCompute('a', async () => ++calls);
    expect(await cache.getOrCompute('a', async () => ++calls)).toBe(2);
  });
});

describe('the community list for visitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_MS: '300' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const titles = async (agent: Agent) => (await agent.get('/api/community/prompts')).body.items.map((p: { title: string }) => p.title);

  it('shows a write through the API at once, a change behind it within the cache time, and members always fresh', async () => {
    const author = await registerUser(t.app);
    const visitor = new Agent(t.app);
    expect(await titles(visitor)).toEqual([]);
    const prompt = await createPrompt(author, { title: 'Fresh one', shared: true });
    expect(await titles(visitor)).toEqual(['Fresh one']);

    await t.database.kysely.updateTable('prompts').set({ title: 'Renamed behind the API' }).where('id', '=', prompt.id).execute();
    expect(await titles(visitor)).toEqual(['Fresh one']);
    expect(await titles(author)).toEqual(['Renamed behind the API']);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await titles(visitor)).toEqual(['Renamed behind the API']);

    // A vote is a write too: the visitor sees the new score at once.
    const voter = await registerUser(t.app);
    expect((await voter.put(`/api/votes/community/${prompt.id}`, { value: 1 })).status).toBe(200);
    expect((await visitor.get('/api/community/prompts')).body.items[0].score).toBe(1);
  });
});
