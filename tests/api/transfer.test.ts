import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const doc = (prompts: unknown[], favorites: unknown[] = []) => ({
  format: 'promptdeck-export',
  version: 1,
  prompts,
  favorites,
});

describe('export and import', () => {
  it('exports my prompts and favorites, and importing the file into another account copies them', async () => {
    const owner = await registerUser(t.app);
    await createPrompt(owner, { title: 'First', description: 'One', shared: true });
    await createPrompt(owner, { title: 'Second', description: 'Two', remark: 'Role', notes: 'From a book' });
    await owner.put('/api/favorites/curated/12');
    const exported = await owner.get('/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({
      format: 'promptdeck-export',
      version: 1,
      prompts: [
        { title: 'First', description: 'One', shared: true },
        { title: 'Second', description: 'Two', remark: 'Role', notes: 'From a book', shared: false },
      ],
      favorites: [{ kind: 'curated', ref: 12 }],
    });

    const other = await registerUser(t.app);
    const res = await other.post('/api/me/import', exported.body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      addedPrompts: 2,
      skippedPrompts: 0,
      addedFavorites: 1,
      skippedFavorites: 0,
      keptPrivate: 0,
    });
    const mine = await other.get('/api/prompts');
    expect(mine.body.items.map((p: { title: string }) => p.title).sort()).toEqual(['First', 'Second']);
  });

  it('skips duplicates (same title and text, also within the file) and favorites already kept', async () => {
    const agent = await registerUser(t.app);
    await createPrompt(agent, { title: 'Kept', description: 'Same text' });
    await agent.put('/api/favorites/curated/3');
    const res = await agent.post(
      '/api/me/import',
      doc(
        [
          { title: ' Kept ', description: 'Same text' },
          { title: 'New', description: 'Fresh' },
          { title: 'New', description: 'Fresh' },
        ],
        [
          { kind: 'curated', ref: 3 },
          { kind: 'curated', ref: 4 },
        ],
      ),
    );
    expect(res.body).toEqual({
      addedPrompts: 1,
      skippedPrompts: 2,
      addedFavorites: 1,
      skippedFavorites: 1,
      keptPrivate: 0,
    });
  });

  it('skips favorites of community prompts that are gone or not shared, keeps those shared', async () => {
    const author = await registerUser(t.app);
    const shared = await createPrompt(author, { shared: true });
    const hidden = await createPrompt(author, { shared: false });
    const reader = await registerUser(t.app);
    const res = await reader.post(
      '/api/me/import',
      doc(
        [],
        [
          { kind: 'community', ref: shared.id },
          { kind: 'community', ref: hidden.id },
          { kind: 'community', ref: 999999 },
        ],
      ),
    );
    expect(res.body).toEqual({
      addedPrompts: 0,
      skippedPrompts: 0,
      addedFavorites: 1,
      skippedFavorites: 2,
      keptPrivate: 0,
    });
  });

  it('is all or nothing: one bad row rejects the whole file and names its row and field', async () => {
    const agent = await registerUser(t.app);
    const res = await agent.post(
      '/api/me/import',
      doc([
        { title: 'Fine', description: 'ok' },
        { title: 'Broken', description: '' },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'prompts.1.description' });
    expect((await agent.get('/api/prompts')).body.items).toHaveLength(0);
    const curated = await agent.post('/api/me/import', doc([], [{ kind: 'curated', ref: 279 }]));
    expect(curated.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'favorites.0.ref' });
    const wrongFormat = await agent.post('/api/me/import', { format: 'other', version: 1, prompts: [] });
    expect(wrongFormat.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'format' });
  });

  it('needs a session', async () => {
    expect((await new Agent(t.app).get('/api/me/export')).status).toBe(401);
    expect((await new Agent(t.app).post('/api/me/import', doc([]))).status).toBe(401);
  });
});
