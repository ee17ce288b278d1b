import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('favorites', () => {
  it('adds, lists (community prompts inlined) and removes, idempotently', async () => {
    const me = await registerUser(t.app);
    const author = await registerUser(t.app, 'favauthor');
    const shared = await createPrompt(author, { title: 'Shared one', shared: true });
    expect((await me.put('/api/favorites/curated/12')).body).toEqual({ kind: 'curated', ref: 12, favorited: true });
    t.clock.advance(1000);
    expect((await me.put(`/api/favorites/community/${shared.id}`)).status).toBe(200);
    expect((await me.put(`/api/favorites/community/${shared.id}`)).status).toBe(200);
    const list = await me.get('/api/favorites');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[0]).toMatchObject({
      kind: 'community',
      ref: shared.id,
      prompt: { title: 'Shared one', favorited: true, author: { username: 'favauthor' } },
    });
    expect(list.body.items[1]).toMatchObject({ kind: 'curated', ref: 12 });
    expect(list.body.items[1].prompt).toBeUndefined();
    expect((await me.delete('/api/favorites/curated/12')).body).toEqual({ kind: 'curated', ref: 12, favorited: false });
    expect((await me.delete('/api/favorites/curated/12')).status).toBe(200);
    expect((await me.get('/api/favorites')).body.items).toHaveLength(1);
  });

  it('answers whether one prompt is a favorite, also one kept after it was unshared', async () => {
    const me = await registerUser(t.app);
    const author = await registerUser(t.app);
    const p = await createPrompt(author, { shared: true });
    expect((await me.get('/api/favorites/curated/5')).body).toEqual({ kind: 'curated', ref: 5, favorited: false });
    await me.put('/api/favorites/curated/5');
    expect((await me.get('/api/favorites/curated/5')).body).toEqual({ kind: 'curated', ref: 5, favorited: true });
    expect((await author.get('/api/favorites/curated/5')).body.favorited).toBe(false);
    await me.put(`/api/favorites/community/${p.id}`);
    await author.patch(`/api/prompts/${p.id}`, { shared: false });
    expect((await me.get(`/api/favorites/community/${p.id}`)).body).toEqual({
      kind: 'community',
      ref: p.id,
      favorited: true,
    });
    await me.delete(`/api/favorites/community/${p.id}`);
    expect((await me.get(`/api/favorites/community/${p.id}`)).status).toBe(404);
    expect((await me.get('/api/favorites/curated/300')).status).toBe(404);
    expect((await new Agent(t.app).get('/api/favorites/curated/5')).status).toBe(401);
  });

  it('keeps favorites per user', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await a.put('/api/favorites/curated/3');
    expect((await b.get('/api/favorites')).body.items).toEqual([]);
  });

  it('marks a favorite whose prompt is no longer shared or deleted as unavailable, and it can still be removed', async () => {
    const me = await registerUser(t.app);
    const author = await registerUser(t.app);
    const p = await createPrompt(author, { shared: true });
    const gone = await createPrompt(author, { shared: true });
    await me.put(`/api/favorites/community/${p.id}`);
    await me.put(`/api/favorites/community/${gone.id}`);
    const before = (await me.get('/api/favorites')).body.items;
    expect(
      before.map((item: { available: boolean; prompt?: { id: number } }) => [item.available, item.prompt?.id]),
    ).toEqual([
      [true, gone.id],
      [true, p.id],
    ]);
    await author.patch(`/api/prompts/${p.id}`, { shared: false });
    await author.delete(`/api/prompts/${gone.id}`);
    const items = (await me.get('/api/favorites')).body.items;
    // Both stay in the list, marked unavailable and without the text.
    expect(items).toEqual([
      { kind: 'community', ref: gone.id, createdAt: expect.any(String), available: false },
      { kind: 'community', ref: p.id, createdAt: expect.any(String), available: false },
    ]);
    expect((await me.delete(`/api/favorites/community/${gone.id}`)).status).toBe(200);
    expect((await me.put(`/api/favorites/community/${p.id}`)).status).toBe(404);
    expect((await me.delete(`/api/favorites/community/${p.id}`)).status).toBe(200);
    expect((await me.delete(`/api/favorites/community/${p.id}`)).status).toBe(404);
  });

  it('rejects unknown targets and anonymous callers', async () => {
    const me = await registerUser(t.app);
    expect((await me.put('/api/favorites/curated/300')).status).toBe(404);
    expect((await me.put('/api/favorites/community/424242')).status).toBe(404);
    expect((await new Agent(t.app).put('/api/favorites/curated/1')).status).toBe(401);
    expect((await new Agent(t.app).get('/api/favorites')).status).toBe(401);
  });
});
