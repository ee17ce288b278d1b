import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
let alice: Agent;
let bob: Agent;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, 'alice');
  bob = await registerUser(t.app, 'bob');
});
afterAll(async () => {
  await t.close();
});

describe('comments', () => {
  it('posts, replies (threaded) and lists with author, date and mine flag', async () => {
    const top = await alice.post('/api/comments/curated/5', { text: 'Great prompt' });
    expect(top.status).toBe(201);
    expect(top.body.comment).toMatchObject({
      text: 'Great prompt',
      parentId: null,
      author: { username: 'alice' },
      mine: true,
      deleted: false,
      replyTo: null,
    });
    t.clock.advance(1000);
    const reply = await bob.post('/api/comments/curated/5', { text: 'Agreed', parentId: top.body.comment.id });
    expect(reply.body.comment).toMatchObject({ parentId: top.body.comment.id, replyTo: 'alice' });
    t.clock.advance(1000);
    const nested = await alice.post('/api/comments/curated/5', { text: 'Thanks!', parentId: reply.body.comment.id });
    expect(nested.body.comment.replyTo).toBe('bob');
    t.clock.advance(1000);
    await bob.post('/api/comments/curated/5', { text: 'Second thread' });

    const list = await bob.get('/api/comments/curated/5');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(4);
    expect(list.body.items.map((c: { text: string }) => c.text)).toEqual(['Second thread', 'Great prompt']);
    const thread = list.body.items[1];
    expect(thread.mine).toBe(false);
    expect(thread.replies.map((r: { text: string; mine: boolean }) => [r.text, r.mine])).toEqual([
      ['Agreed', true],
      ['Thanks!', false],
    ]);
    const anonymous = await new Agent(t.app).get('/api/comments/curated/5');
    expect(anonymous.body.items.every((c: { mine: boolean }) => !c.mine)).toBe(true);
  });

  it('counts 2000 characters as a person does (emoji and CJK once each)', async () => {
    expect((await alice.post('/api/comments/curated/6', { text: '😀'.repeat(2000) })).status).toBe(201);
    expect((await alice.post('/api/comments/curated/6', { text: '中'.repeat(2000) })).status).toBe(201);
    expect((await alice.post('/api/comments/curated/6', { text: '🇮🇹'.repeat(2000) })).status).toBe(201);
    const tooLong = await alice.post('/api/comments/curated/6', { text: 'a'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
    expect((await alice.post('/api/comments/curated/6', { text: '😀'.repeat(2001) })).body.field).toBe('text');
  });

  it('requires text', async () => {
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: null }]) {
      const res = await alice.post('/api/comments/curated/6', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
    }
  });

  it('refuses a parent from another prompt or that does not exist', async () => {
    const other = await alice.post('/api/comments/curated/9', { text: 'on nine' });
    const res = await bob.post('/api/comments/curated/10', { text: 'reply', parentId: other.body.comment.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_PARENT', field: 'parentId' });
    expect((await bob.post('/api/comments/curated/10', { text: 'reply', parentId: 999999 })).body.code).toBe(
      'INVALID_PARENT',
    );
  });

  it('deletes only my own; a deleted comment with replies stays as a placeholder', async () => {
    const top = await alice.post('/api/comments/curated/20', { text: 'Top' });
    const reply = await bob.post('/api/comments/curated/20', { text: 'Reply', parentId: top.body.comment.id });
    const forbidden = await bob.delete(`/api/comments/${top.body.comment.id}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');

    expect((await alice.delete(`/api/comments/${top.body.comment.id}`)).status).toBe(200);
    let list = await alice.get('/api/comments/curated/20');
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ deleted: true, text: '', author: null, mine: false });
    expect(list.body.items[0].replies[0]).toMatchObject({ text: 'Reply', replyTo: null });
    expect(list.body.total).toBe(1);
    expect((await alice.delete(`/api/comments/${top.body.comment.id}`)).status).toBe(404);

    // Removing the last reply removes the placeholder too.
    expect((await bob.delete(`/api/comments/${reply.body.comment.id}`)).status).toBe(200);
    list = await alice.get('/api/comments/curated/20');
    expect(list.body.items).toEqual([]);
  });

  it('a comment without replies is removed entirely', async () => {
    const c = await alice.post('/api/comments/curated/21', { text: 'Alone' });
    await alice.delete(`/api/comments/${c.body.comment.id}`);
    const rows = await t.database.kysely
      .selectFrom('comments')
      .select('id')
      .where('id', '=', c.body.comment.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('follows the visibility of community prompts', async () => {
    const shared = await createPrompt(bob, { shared: true });
    const priv = await createPrompt(bob, { shared: false });
    expect((await alice.post(`/api/comments/community/${shared.id}`, { text: 'hi' })).status).toBe(201);
    expect((await alice.post(`/api/comments/community/${priv.id}`, { text: 'hi' })).status).toBe(404);
    expect((await alice.get(`/api/comments/community/${priv.id}`)).status).toBe(404);
    expect((await bob.post(`/api/comments/community/${priv.id}`, { text: 'note to self' })).status).toBe(201);
    const listed = await new Agent(t.app).get('/api/community/prompts');
    expect(listed.body.items.find((p: { id: number }) => p.id === shared.id).commentCount).toBe(1);
  });

  it('lets authors delete their comments after the prompt is unshared; the thread stays hidden and others still cannot delete', async () => {
    const owner = await registerUser(t.app);
    const author = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const prompt = await createPrompt(owner, { shared: true });
    const ownerTop = (await owner.post(`/api/comments/community/${prompt.id}`, { text: 'owner speaking' })).body.comment
      .id as number;
    const top = (await author.post(`/api/comments/community/${prompt.id}`, { text: 'my top comment' })).body.comment
      .id as number;
    const reply = (await author.post(`/api/comments/community/${prompt.id}`, { text: 'my reply', parentId: ownerTop }))
      .body.comment.id as number;
    const spare = (await author.post(`/api/comments/community/${prompt.id}`, { text: 'one more' })).body.comment
      .id as number;
    expect((await owner.patch(`/api/prompts/${prompt.id}`, { shared: false })).status).toBe(200);

    // Someone else's comment: the stranger cannot see the prompt (404), its owner can (403). Nothing changes.
    const strangerTry = await stranger.delete(`/api/comments/${spare}`);
    expect(strangerTry.status).toBe(404);
    expect(strangerTry.body.code).toBe('NOT_FOUND');
    const ownerTry = await owner.delete(`/api/comments/${spare}`);
    expect(ownerTry.status).toBe(403);
    expect(ownerTry.body.code).toBe('FORBIDDEN');
    expect((await author.delete(`/api/comments/${ownerTop}`)).status).toBe(404);

    // The author deletes both of theirs; the thread itself stays hidden from them.
    expect((await author.delete(`/api/comments/${top}`)).status).toBe(200);
    expect((await author.delete(`/api/comments/${reply}`)).status).toBe(200);
    expect((await author.get(`/api/comments/community/${prompt.id}`)).status).toBe(404);
    expect((await author.get(`/api/comments/community/${prompt.id}/threads/${ownerTop}/replies`)).status).toBe(404);
    const rows = await t.database.kysely
      .selectFrom('comments')
      .select('id')
      .where('target_kind', '=', 'community')
      .where('target_ref', '=', prompt.id)
      .execute();
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([ownerTop, spare].sort((a, b) => a - b));

    // The owner sees the counts kept exact.
    const mine = (await owner.get(`/api/comments/community/${prompt.id}`)).body;
    expect(mine.total).toBe(2);
    expect(mine.items.find((item: { id: number }) => item.id === ownerTop)).toMatchObject({
      replyCount: 0,
      replies: [],
    });
  });

  it('needs a login to post or delete', async () => {
    expect((await new Agent(t.app).post('/api/comments/curated/1', { text: 'x' })).status).toBe(401);
    expect((await new Agent(t.app).delete('/api/comments/1')).status).toBe(401);
  });
});
