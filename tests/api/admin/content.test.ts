/**
 * Content in the console (GET /api/admin/content, hide/unhide/delete): community prompts and
 * comments by text (every word, any case, any script) and by author, visible or hidden; a page
 * looks at a bounded number of items and says where to look further; actions logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_SCAN_ROWS } from '../../../server/repositories/console/content';
import { findCounterDrift } from '../../../server/repositories/counters';
import { Agent, createPrompt, createTestApp, registerUser, type ApiResponse, type TestApp } from '../helpers/app';
import { fileTestReport, lastLogEntry, staffMember } from '../helpers/moderation';

let t: TestApp;
let moderator: Agent;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await staffMember(t, 'moderator');
});
afterAll(async () => {
  await t.close();
});

/** Every item of a search, following nextCursor (pages may be short), and how many requests it took. */
async function find(query: string, pageSize = 50) {
  const items: any[] = [];
  let cursor: string | null = null;
  let requests = 0;
  do {
    const res: ApiResponse = await moderator.get(
      `/api/admin/content?${query}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(pageSize);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    requests += 1;
  } while (cursor);
  return { items, requests };
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('finding content', () => {
  it('finds shared prompts by every word of the text, any case and script, newest first; never private ones', async () => {
    const author = await registerUser(t.app);
    const a = await createPrompt(author, { shared: true, title: 'Café ÉCLAIR recipes', description: 'Pastry' });
    t.clock.advance(1000);
    const b = await createPrompt(author, {
      shared: true,
      title: 'Plain',
      description: 'café éclair shop',
      remark: 'x',
    });
    await createPrompt(author, { shared: false, title: 'café éclair secret' });
    await createPrompt(author, { shared: true, title: 'Only café' });
    const found = await find(`kind=prompt&q=${encodeURIComponent('ÉCLAIR café')}`);
    expect(ids(found.items)).toEqual([b.id, a.id]);
    expect(found.items[1]).toMatchObject({ kind: 'prompt', title: 'Café ÉCLAIR recipes', text: 'Pastry', on: null });
  });

  it('finds comments by text and by author, with where they are', async () => {
    const author = await registerUser(t.app);
    const other = await registerUser(t.app);
    const prompt = await createPrompt(other, { shared: true });
    const onCurated = (await author.post('/api/comments/curated/4', { text: 'Zanzibar sunrise' })).body.comment.id;
    const onPrompt = (await author.post(`/api/comments/community/${prompt.id}`, { text: 'Another zanzibar note' })).body
      .comment.id;
    await other.post('/api/comments/curated/4', { text: 'Zanzibar as well' });
    const byText = await find('kind=comment&q=zanzibar');
    expect(ids(byText.items)).toHaveLength(3);
    const byAuthor = await find(`kind=comment&q=zanzibar&author=${author.user!.username.toUpperCase()}`);
    expect(ids(byAuthor.items)).toEqual([onPrompt, onCurated]);
    expect(byAuthor.items[1]).toMatchObject({
      kind: 'comment',
      title: null,
      text: 'Zanzibar sunrise',
      on: { kind: 'curated', ref: 4 },
      author: { username: author.user!.username },
      hidden: null,
      reportCount: 0,
    });
    expect((await find('kind=comment&author=nobody_by_that_name')).items).toEqual([]);
  });

  it('filters visible and hidden items; hide, unhide and delete are logged and keep counters exact', async () => {
    const author = await registerUser(t.app);
    const reporter = await registerUser(t.app);
    const prompt = await createPrompt(author, { shared: true, title: 'Quasar prompt' });
    const comment = (await author.post(`/api/comments/community/${prompt.id}`, { text: 'Quasar comment' })).body.comment
      .id as number;
    await fileTestReport(t, reporter, 'comment', comment);

    const hidden = await moderator.post(`/api/admin/content/comment/${comment}/hide`, { note: 'Off topic' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.item).toMatchObject({ id: comment, hidden: { note: 'Off topic' }, reportCount: 0 });
    expect(await lastLogEntry(t)).toMatchObject({ action: 'hide', target_kind: 'comment', target_ref: comment });
    expect(ids((await find(`kind=comment&q=quasar&visibility=hidden`)).items)).toEqual([comment]);
    expect(ids((await find(`kind=comment&visibility=hidden`)).items)).toContain(comment);
    expect(ids((await find(`kind=comment&q=quasar&visibility=visible`)).items)).toEqual([]);
    expect((await new Agent(t.app).get(`/api/comments/community/${prompt.id}`)).body.total).toBe(0);

    const shown = await moderator.post(`/api/admin/content/comment/${comment}/unhide`, {});
    expect(shown.body.item.hidden).toBeNull();
    expect(await lastLogEntry(t)).toMatchObject({ action: 'unhide', target_ref: comment });
    expect((await new Agent(t.app).get(`/api/comments/community/${prompt.id}`)).body.total).toBe(1);

    const deleted = await moderator.delete(`/api/admin/content/prompt/${prompt.id}`, { note: 'Duplicate' });
    expect(deleted.status).toBe(200);
    expect(await lastLogEntry(t)).toMatchObject({ action: 'delete', target_kind: 'prompt', note: 'Duplicate' });
    expect((await find('kind=prompt&q=quasar')).items).toEqual([]);
    expect((await moderator.post(`/api/admin/content/prompt/${prompt.id}/hide`, {})).status).toBe(404);
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
  });

  it(`looks at most ${CONSOLE_SCAN_ROWS} items a page: a rare match is found by following nextCursor`, async () => {
    const author = await registerUser(t.app);
    const rare = (await author.post('/api/comments/curated/9', { text: 'needle in the haystack' })).body.comment.id;
    t.clock.advance(1000);
    // Newer comments written straight into the table: enough to fill more than one look.
    const now = t.clock.now().toISOString();
    const rows = Array.from({ length: CONSOLE_SCAN_ROWS + 20 }, (_, i) => ({
      target_kind: 'curated' as const,
      target_ref: 9,
      user_id: author.user!.id,
      parent_id: null,
      root_id: null,
      text: `hay ${i}`,
      created_at: now,
      deleted_at: null,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.database.kysely
        .insertInto('comments')
        .values(rows.slice(i, i + 200))
        .execute();
    const first = await moderator.get('/api/admin/content?kind=comment&q=needle&pageSize=10');
    expect(first.body.items).toEqual([]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const all = await find('kind=comment&q=needle', 10);
    expect(ids(all.items)).toEqual([rare]);
    expect(all.requests).toBeGreaterThan(1);
    // Without filters beyond the author, pages are full.
    const plain = await moderator.get(`/api/admin/content?kind=comment&author=${author.user!.username}&pageSize=10`);
    expect(plain.body.items).toHaveLength(10);
  });
});
