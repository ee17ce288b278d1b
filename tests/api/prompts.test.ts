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

describe('personal prompts', () => {
  it('creates, reads, lists, updates and deletes my prompt', async () => {
    const created = await alice.post('/api/prompts', {
      title: '  Summarise  ',
      description: 'Summarise this text',
      remark: 'Editor',
      notes: 'from a blog',
    });
    expect(created.status).toBe(201);
    const prompt = created.body.prompt;
    expect(prompt).toMatchObject({
      title: 'Summarise',
      description: 'Summarise this text',
      remark: 'Editor',
      notes: 'from a blog',
      shared: false,
      score: 0,
    });

    expect((await alice.get(`/api/prompts/${prompt.id}`)).body.prompt.title).toBe('Summarise');
    const list = await alice.get('/api/prompts');
    expect(list.body.items.map((p: { id: number }) => p.id)).toContain(prompt.id);

    t.clock.advance(1000);
    const updated = await alice.patch(`/api/prompts/${prompt.id}`, {
      title: 'Summarise v2',
      remark: null,
      shared: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.prompt).toMatchObject({
      title: 'Summarise v2',
      remark: null,
      notes: 'from a blog',
      shared: true,
    });
    expect(updated.body.prompt.updatedAt > updated.body.prompt.createdAt).toBe(true);

    const deleted = await alice.delete(`/api/prompts/${prompt.id}`);
    expect(deleted.status).toBe(200);
    expect((await alice.get(`/api/prompts/${prompt.id}`)).status).toBe(404);
  });

  it('lists only my own prompts', async () => {
    await createPrompt(bob, { title: 'Bob private' });
    const list = await alice.get('/api/prompts');
    expect(list.body.items.some((p: { title: string }) => p.title === 'Bob private')).toBe(false);
  });

  it("hides another user's unshared prompt (404) and refuses changes to a shared one (403)", async () => {
    const secret = await createPrompt(bob, { title: 'secret' });
    const shared = await createPrompt(bob, { title: 'public', shared: true });
    expect((await alice.get(`/api/prompts/${secret.id}`)).status).toBe(404);
    expect((await alice.patch(`/api/prompts/${secret.id}`, { title: 'x' })).status).toBe(404);
    expect((await alice.delete(`/api/prompts/${secret.id}`)).status).toBe(404);
    const patch = await alice.patch(`/api/prompts/${shared.id}`, { title: 'hijacked' });
    expect(patch.status).toBe(403);
    expect(patch.body.code).toBe('FORBIDDEN');
    expect((await alice.delete(`/api/prompts/${shared.id}`)).status).toBe(403);
    expect((await bob.get(`/api/prompts/${shared.id}`)).body.prompt.title).toBe('public');
  });

  it.each([
    [{ description: 'x' }, 'title'],
    [{ title: '   ', description: 'x' }, 'title'],
    [{ title: 't' }, 'description'],
    [{ title: 't'.repeat(121), description: 'x' }, 'title'],
    [{ title: 't', description: 'x', remark: 'r'.repeat(201) }, 'remark'],
    [{ title: 't', description: 'x', notes: 'n'.repeat(1001) }, 'notes'],
    [{ title: 't', description: 'x', shared: 'yes' }, 'shared'],
    [{ title: 12, description: 'x' }, 'title'],
  ])('validates %j → field %s', async (body, field) => {
    const res = await alice.post('/api/prompts', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('counts the title limit in graphemes: 120 emoji fit, 121 do not', async () => {
    const thumbsUp = '👍🏽'; // four code units, one character
    const ok = await alice.post('/api/prompts', { title: thumbsUp.repeat(120), description: '漢'.repeat(8000) });
    expect(ok.status).toBe(201);
    const tooLong = await alice.post('/api/prompts', { title: thumbsUp.repeat(121), description: 'x' });
    expect(tooLong.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'title' });
  });

  it('rejects an empty update and a bad id', async () => {
    const p = await createPrompt(alice);
    expect((await alice.patch(`/api/prompts/${p.id}`, {})).body.code).toBe('VALIDATION_FAILED');
    const bad = await alice.get('/api/prompts/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    expect((await alice.get('/api/prompts/999999')).status).toBe(404);
  });

  it('deleting a prompt removes its votes and comments; favorites stay, marked unavailable, until their owner removes them', async () => {
    const p = await createPrompt(bob, { shared: true });
    await alice.put(`/api/votes/community/${p.id}`, { value: 1 });
    await alice.put(`/api/favorites/community/${p.id}`);
    await alice.post(`/api/comments/community/${p.id}`, { text: 'nice' });
    expect((await bob.delete(`/api/prompts/${p.id}`)).status).toBe(200);
    for (const table of ['votes', 'comments'] as const) {
      const rows = await t.database.kysely
        .selectFrom(table)
        .select('id')
        .where('target_kind', '=', 'community')
        .where('target_ref', '=', p.id)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    const favorites = (await alice.get('/api/favorites')).body.items.filter(
      (item: { ref: number }) => item.ref === p.id,
    );
    expect(favorites).toEqual([{ kind: 'community', ref: p.id, createdAt: expect.any(String), available: false }]);
    expect((await alice.delete(`/api/favorites/community/${p.id}`)).status).toBe(200);
  });
});

describe('community listing', () => {
  let c: TestApp;
  let author: Agent;
  let voter: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    c = await createTestApp();
    author = await registerUser(c.app, 'writer');
    voter = await registerUser(c.app, 'reader');
    const titles = ['Alpha poem', 'Beta code review', '100% honest feedback', 'snake_case namer', 'Delta travel'];
    for (const title of titles) {
      c.clock.advance(60_000);
      ids[title] = (await createPrompt(author, { title, description: `Prompt ${title}`, shared: true })).id;
    }
    c.clock.advance(60_000);
    ids.hidden = (await createPrompt(author, { title: 'Hidden alpha', shared: false })).id;
    const third = await registerUser(c.app, 'third');
    await voter.put(`/api/votes/community/${ids['Beta code review']}`, { value: 1 });
    await third.put(`/api/votes/community/${ids['Beta code review']}`, { value: 1 });
    await voter.put(`/api/votes/community/${ids['Delta travel']}`, { value: -1 });
    await voter.put(`/api/favorites/community/${ids['Alpha poem']}`);
  });
  afterAll(async () => {
    await c.close();
  });

  it('lists shared prompts only, newest first, with author and score, for anyone', async () => {
    const res = await new Agent(c.app).get('/api/community/prompts');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(5);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items.map((p: { title: string }) => p.title)).toEqual([
      'Delta travel',
      'snake_case namer',
      '100% honest feedback',
      'Beta code review',
      'Alpha poem',
    ]);
    expect(res.body.items[0]).toMatchObject({
      author: { username: 'writer' },
      score: -1,
      ups: 0,
      downs: 1,
      myVote: 0,
      favorited: false,
      mine: false,
    });
  });

  it('sorts by vote score', async () => {
    const res = await new Agent(c.app).get('/api/community/prompts?sort=votes');
    const titles = res.body.items.map((p: { title: string }) => p.title);
    expect(titles[0]).toBe('Beta code review');
    expect(titles[titles.length - 1]).toBe('Delta travel');
    expect(res.body.items[0].score).toBe(2);
  });

  it('shows my vote and favorite flag when logged in', async () => {
    const res = await voter.get('/api/community/prompts');
    const byTitle = Object.fromEntries(res.body.items.map((p: { title: string }) => [p.title, p]));
    expect(byTitle['Beta code review']).toMatchObject({ myVote: 1, favorited: false });
    expect(byTitle['Delta travel']).toMatchObject({ myVote: -1 });
    expect(byTitle['Alpha poem']).toMatchObject({ favorited: true, myVote: 0 });
    const mine = await author.get('/api/community/prompts');
    expect(mine.body.items.every((p: { mine: boolean }) => p.mine)).toBe(true);
  });

  it('pages by number for the first pages', async () => {
    const page1 = await new Agent(c.app).get('/api/community/prompts?page=1&pageSize=2');
    const page3 = await new Agent(c.app).get('/api/community/prompts?page=3&pageSize=2');
    expect(page1.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    expect(page3.body.items).toHaveLength(1);
    expect(page3.body.nextCursor).toBeNull();
    const beyond = await new Agent(c.app).get('/api/community/prompts?page=9&pageSize=2');
    expect(beyond.body.items).toHaveLength(0);
    const tooDeep = await new Agent(c.app).get('/api/community/prompts?page=11');
    expect(tooDeep.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'page' });
  });

  it('pages by cursor in both orders, each prompt once, ties broken by age and id', async () => {
    const walk = async (sort: string, pageSize: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/community/prompts?sort=${sort}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await new Agent(c.app).get(url);
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((p: { title: string }) => p.title));
        cursor = res.body.nextCursor;
      } while (cursor);
      return seen;
    };
    const allNewest = (await new Agent(c.app).get('/api/community/prompts?pageSize=50')).body.items.map(
      (p: { title: string }) => p.title,
    );
    const allVotes = (await new Agent(c.app).get('/api/community/prompts?sort=votes&pageSize=50')).body.items.map(
      (p: { title: string }) => p.title,
    );
    expect(allVotes).toEqual([
      'Beta code review',
      'snake_case namer',
      '100% honest feedback',
      'Alpha poem',
      'Delta travel',
    ]);
    for (const size of [1, 2, 3]) {
      expect(await walk('newest', size)).toEqual(allNewest);
      expect(await walk('votes', size)).toEqual(allVotes);
    }
    // A cursor from one order is refused by the other, and a forged one is refused.
    const newestCursor = (await new Agent(c.app).get('/api/community/prompts?pageSize=1')).body.nextCursor;
    expect((await new Agent(c.app).get(`/api/community/prompts?sort=votes&cursor=${newestCursor}`)).body).toMatchObject(
      { code: 'VALIDATION_FAILED', field: 'cursor' },
    );
    const forged = Buffer.from('["x", "y"]').toString('base64url');
    expect((await new Agent(c.app).get(`/api/community/prompts?cursor=${forged}`)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'cursor',
    });
  });

  it('searches case-insensitively in title, text and author, treating % and _ literally', async () => {
    const search = async (q: string) =>
      (await new Agent(c.app).get(`/api/community/prompts?q=${encodeURIComponent(q)}`)).body.items.map(
        (p: { title: string }) => p.title,
      );
    expect(await search('ALPHA')).toEqual(['Alpha poem']);
    expect(await search('100%')).toEqual(['100% honest feedback']);
    expect(await search('%')).toEqual(['100% honest feedback']);
    expect(await search('_')).toEqual(['snake_case namer']);
    expect(await search('writer')).toHaveLength(5);
    expect(await search("'; drop table prompts; --")).toEqual([]);
    expect((await new Agent(c.app).get('/api/community/prompts')).body.items).toHaveLength(5);
  });

  it('finds parts of words and every word of a query, in any script', async () => {
    const search = async (q: string) =>
      (await new Agent(c.app).get(`/api/community/prompts?q=${encodeURIComponent(q)}`)).body.items.map(
        (p: { title: string }) => p.title,
      );
    expect(await search('lph')).toEqual(['Alpha poem']);
    expect(await search('review beta')).toEqual(['Beta code review']);
    expect(await search('review alpha')).toEqual([]);
    expect(await search('ta')).toEqual(['Delta travel', 'Beta code review']);
    const cjk = await createPrompt(author, {
      title: '学习计划助手',
      description: '帮我制定一个学习英语的计划',
      shared: true,
    });
    const hiddenCjk = await createPrompt(author, { title: '学习笔记', description: '私人', shared: false });
    try {
      expect(await search('学习')).toEqual(['学习计划助手']);
      expect(await search('学')).toEqual(['学习计划助手']);
      expect(await search('英语的计划')).toEqual(['学习计划助手']);
      expect(await search('计划 英语')).toEqual(['学习计划助手']);
      // The index follows edits: a new title is found, the old one no longer.
      await author.patch(`/api/prompts/${cjk.id}`, { title: 'Plan de estudio' });
      expect(await search('estudio')).toEqual(['Plan de estudio']);
      expect(await search('学习计划助手')).toEqual([]);
    } finally {
      await author.delete(`/api/prompts/${cjk.id}`);
      await author.delete(`/api/prompts/${hiddenCjk.id}`);
    }
    expect(await search('estudio')).toEqual([]);
  });

  it('asks the index for a word’s rarest trigrams and checks the whole word, folding case in every script', async () => {
    const search = async (q: string) =>
      (await new Agent(c.app).get(`/api/community/prompts?q=${encodeURIComponent(q)}`)).body.items
        .map((p: { title: string }) => p.title)
        .sort();
    const made = [
      await createPrompt(author, {
        title: 'Kubernetes rollout',
        description: 'Plan a zero-downtime deploy',
        shared: true,
      }),
      // Every trigram of "kubernetes" is here, but never the word itself.
      await createPrompt(author, {
        title: 'kub ube ber ern rne net ete tes',
        description: 'trigram soup',
        shared: true,
      }),
      await createPrompt(author, {
        title: 'ПРИВЕТСТВИЕ гостям',
        description: 'Напиши тёплое приветствие',
        shared: true,
      }),
      await createPrompt(author, { title: 'CAFÉ menu', description: 'Describe the dishes', shared: true }),
    ];
    try {
      expect(await search('kubernetes')).toEqual(['Kubernetes rollout']);
      expect(await search('KUBERNETES')).toEqual(['Kubernetes rollout']);
      expect(await search('bernet')).toEqual(['Kubernetes rollout']);
      expect(await search('kubernetes downtime')).toEqual(['Kubernetes rollout']);
      expect(await search('kubernetes soup')).toEqual([]);
      expect(await search('trigram')).toEqual(['kub ube ber ern rne net ete tes']);
      expect(await search('приветствие')).toEqual(['ПРИВЕТСТВИЕ гостям']);
      expect(await search('Тёплое')).toEqual(['ПРИВЕТСТВИЕ гостям']);
      expect(await search('café')).toEqual(['CAFÉ menu']);
      expect(await search('caf')).toEqual(['CAFÉ menu']);
      for (const page of ['newest', 'votes']) {
        const res = await new Agent(c.app).get(`/api/community/prompts?q=kubernetes&sort=${page}`);
        expect(res.body.items.map((p: { title: string }) => p.title)).toEqual(['Kubernetes rollout']);
      }
    } finally {
      for (const prompt of made) await author.delete(`/api/prompts/${prompt.id}`);
    }
    expect(await search('kubernetes')).toEqual([]);
  });

  it('validates the query', async () => {
    for (const [query, field] of [
      ['sort=random', 'sort'],
      ['page=0', 'page'],
      ['pageSize=51', 'pageSize'],
      ['pageSize=abc', 'pageSize'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ]) {
      const res = await new Agent(c.app).get(`/api/community/prompts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });

  it('unsharing removes a prompt from the listing', async () => {
    await author.patch(`/api/prompts/${ids['Alpha poem']}`, { shared: false });
    const res = await new Agent(c.app).get('/api/community/prompts');
    expect(res.body.items.some((p: { title: string }) => p.title === 'Alpha poem')).toBe(false);
    await author.patch(`/api/prompts/${ids['Alpha poem']}`, { shared: true });
  });
});
