/** Lists that grow with use page by cursor: comments and replies, my prompts, favorites. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/api/limits';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every item of a list, following nextCursor page by page. */
async function walk<T>(agent: Agent, url: string, pageSize: number): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const separator = url.includes('?') ? '&' : '?';
    const res: { status: number; body: any } = await agent.get(
      `${url}${separator}pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, res.body?.message).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('too many pages');
}

describe('comments', () => {
  it('pages top comments newest first and a thread’s replies oldest first, with counts', async () => {
    const ada = await registerUser(t.app);
    const lin = await registerUser(t.app);
    const tops: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      t.clock.advance(1000);
      tops.push((await ada.post('/api/comments/curated/12', { text: `top ${i}` })).body.comment.id);
    }
    const busy = tops[2]!;
    const replies: number[] = [];
    for (let i = 0; i < LIMITS.REPLIES_PREVIEW + 5; i += 1) {
      t.clock.advance(1000);
      const parentId = i % 2 === 0 ? busy : (replies[replies.length - 1] ?? busy);
      replies.push((await lin.post('/api/comments/curated/12', { text: `reply ${i}`, parentId })).body.comment.id);
    }

    const threads = await walk<{
      id: number;
      replyCount: number;
      replies: { id: number }[];
      repliesCursor: string | null;
    }>(new Agent(t.app), '/api/comments/curated/12', 3);
    expect(threads.map((thread) => thread.id)).toEqual([...tops].reverse());
    const thread = threads.find((item) => item.id === busy)!;
    expect(thread.replyCount).toBe(replies.length);
    expect(thread.replies.map((reply) => reply.id)).toEqual(replies.slice(0, LIMITS.REPLIES_PREVIEW));
    expect(thread.repliesCursor).toEqual(expect.any(String));
    const first = await new Agent(t.app).get('/api/comments/curated/12?pageSize=3');
    expect(first.body.total).toBe(tops.length + replies.length);

    const rest = await new Agent(t.app).get(
      `/api/comments/curated/12/threads/${busy}/replies?cursor=${thread.repliesCursor}`,
    );
    expect(rest.body.items.map((reply: { id: number }) => reply.id)).toEqual(replies.slice(LIMITS.REPLIES_PREVIEW));
    expect(rest.body.nextCursor).toBeNull();
    const all = await walk<{ id: number; replyTo: string | null }>(
      new Agent(t.app),
      `/api/comments/curated/12/threads/${busy}/replies`,
      4,
    );
    expect(all.map((reply) => reply.id)).toEqual(replies);
    expect(all.every((reply) => reply.replyTo === ada.user!.username || reply.replyTo === lin.user!.username)).toBe(
      true,
    );

    // A thread of another prompt, or a reply, is not a thread here.
    expect((await new Agent(t.app).get(`/api/comments/curated/13/threads/${busy}/replies`)).status).toBe(404);
    expect((await new Agent(t.app).get(`/api/comments/curated/12/threads/${replies[0]}/replies`)).status).toBe(404);

    // Deleting replies keeps the counts right.
    expect((await lin.delete(`/api/comments/${replies[replies.length - 1]}`)).status).toBe(200);
    const after = (await new Agent(t.app).get('/api/comments/curated/12?pageSize=50')).body;
    expect(after.total).toBe(tops.length + replies.length - 1);
    expect(after.items.find((item: { id: number }) => item.id === busy).replyCount).toBe(replies.length - 1);
  });

  it('deleting a comment on a prompt the caller cannot see answers 404, not 403', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const prompt = await createPrompt(owner, { shared: true });
    const comment = (await owner.post(`/api/comments/community/${prompt.id}`, { text: 'mine' })).body.comment.id;
    expect((await other.delete(`/api/comments/${comment}`)).status).toBe(403);
    await owner.patch(`/api/prompts/${prompt.id}`, { shared: false });
    expect((await other.delete(`/api/comments/${comment}`)).status).toBe(404);
    expect((await owner.delete(`/api/comments/${comment}`)).status).toBe(200);
  });
});

describe('my prompts and favorites', () => {
  it('page newest first by cursor; my prompts search every word in title, text, remark and notes', async () => {
    const me = await registerUser(t.app);
    const made: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      if (i % 3 === 0) t.clock.advance(1000); // some share a timestamp: the id breaks the tie
      made.push(
        (
          await createPrompt(me, {
            title: `Note ${i}`,
            description: i % 2 ? 'odd one' : 'even one',
            notes: i === 4 ? 'kept for the Tuesday call' : null,
          })
        ).id,
      );
    }
    const listed = await walk<{ id: number }>(me, '/api/prompts', 2);
    expect(listed.map((p) => p.id)).toEqual([...made].reverse());
    const odd = await walk<{ title: string }>(me, '/api/prompts?q=ODD%20one', 2);
    expect(odd.map((p) => p.title)).toEqual(['Note 7', 'Note 5', 'Note 3', 'Note 1']);
    expect((await me.get('/api/prompts?q=tuesday')).body.items.map((p: { title: string }) => p.title)).toEqual([
      'Note 4',
    ]);
    // Case folds in every script, not only in ASCII.
    const unicode = await createPrompt(me, { title: 'CAFÉ Привет', description: 'ÜBER straße', notes: 'ΣΟΦΙΑ' });
    for (const q of ['café', 'ПРИВЕТ привет', 'über', 'STRASSE'.toLowerCase().replace('ss', 'ß'), 'σοφια']) {
      expect(
        (await me.get(`/api/prompts?q=${encodeURIComponent(q)}`)).body.items.map((p: { id: number }) => p.id),
        q,
      ).toEqual([unicode.id]);
    }
    expect((await me.get('/api/prompts?cursor=@@')).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'cursor' });
    expect((await me.get('/api/prompts?pageSize=51')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'pageSize',
    });
  });

  it('favorites page newest first by cursor', async () => {
    const me = await registerUser(t.app);
    for (const ref of [3, 1, 4, 15, 9, 2, 6]) {
      t.clock.advance(1000);
      await me.put(`/api/favorites/curated/${ref}`);
    }
    const listed = await walk<{ ref: number }>(me, '/api/favorites', 3);
    expect(listed.map((item) => item.ref)).toEqual([6, 2, 9, 15, 4, 1, 3]);
  });
});
