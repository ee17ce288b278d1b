import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_COUNT } from '../../src/prompts/count';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
let alice: Agent;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, 'alice');
});
afterAll(async () => {
  await t.close();
});

describe('votes', () => {
  it('votes up, switches to down, clears; score is ups minus downs', async () => {
    const bob = await registerUser(t.app);
    expect((await alice.put('/api/votes/curated/7', { value: 1 })).body).toMatchObject({
      kind: 'curated',
      ref: 7,
      score: 1,
      ups: 1,
      downs: 0,
      myVote: 1,
    });
    expect((await bob.put('/api/votes/curated/7', { value: -1 })).body).toMatchObject({
      score: 0,
      ups: 1,
      downs: 1,
      myVote: -1,
    });
    expect((await alice.put('/api/votes/curated/7', { value: -1 })).body).toMatchObject({
      score: -2,
      ups: 0,
      downs: 2,
      myVote: -1,
    });
    expect((await alice.put('/api/votes/curated/7', { value: 0 })).body).toMatchObject({ score: -1, myVote: 0 });
    expect((await new Agent(t.app).get('/api/votes/curated/7')).body).toMatchObject({ score: -1, myVote: 0 });
    expect((await bob.get('/api/votes/curated/7')).body).toMatchObject({ score: -1, myVote: -1 });
  });

  it('is idempotent: a double click stores one vote', async () => {
    const [a, b] = await Promise.all([
      alice.put('/api/votes/curated/8', { value: 1 }),
      alice.put('/api/votes/curated/8', { value: 1 }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const rows = await t.database.kysely
      .selectFrom('votes')
      .selectAll()
      .where('target_kind', '=', 'curated')
      .where('target_ref', '=', 8)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await alice.get('/api/votes/curated/8')).body.score).toBe(1);
  });

  it('gives the exact score under many parallel votes from different users', async () => {
    const voters: Agent[] = [];
    for (let i = 0; i < 40; i += 1) voters.push(await registerUser(t.app, `voter${i}`));
    const results = await Promise.all(
      voters.map((voter, i) => voter.put('/api/votes/curated/100', { value: i % 4 === 0 ? -1 : 1 })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    // 10 downs, 30 ups
    expect((await new Agent(t.app).get('/api/votes/curated/100')).body).toMatchObject({
      score: 20,
      ups: 30,
      downs: 10,
    });
    // Everyone flips at once, twice over (with repeated clicks).
    await Promise.all(
      voters.flatMap((voter, i) => [
        voter.put('/api/votes/curated/100', { value: i % 4 === 0 ? 1 : -1 }),
        voter.put('/api/votes/curated/100', { value: i % 4 === 0 ? 1 : -1 }),
      ]),
    );
    expect((await new Agent(t.app).get('/api/votes/curated/100')).body).toMatchObject({
      score: -20,
      ups: 10,
      downs: 30,
    });
    const rows = await t.database.kysely
      .selectFrom('votes')
      .select('id')
      .where('target_kind', '=', 'curated')
      .where('target_ref', '=', 100)
      .execute();
    expect(rows).toHaveLength(40);
  });

  it('lists curated scores in bulk with my votes', async () => {
    const carol = await registerUser(t.app);
    const last = String(PROMPT_COUNT);
    await carol.put('/api/votes/curated/1', { value: 1 });
    await carol.put(`/api/votes/curated/${last}`, { value: -1 });
    const all = await new Agent(t.app).get('/api/votes/curated');
    expect(all.status).toBe(200);
    expect(all.body.scores['1']).toBe(1);
    expect(all.body.scores[last]).toBe(-1);
    expect(all.body.myVotes).toEqual({});
    const mine = await carol.get(`/api/votes/curated?ids=1,${last},5`);
    expect(mine.body.scores).toEqual({ '1': 1, [last]: -1 });
    expect(mine.body.myVotes).toEqual({ '1': 1, [last]: -1 });
    expect((await carol.get('/api/votes/curated?ids=1;drop')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'ids',
    });
  });

  it('rejects curated numbers outside 1..PROMPT_COUNT and unknown kinds', async () => {
    expect((await alice.put(`/api/votes/curated/${PROMPT_COUNT + 1}`, { value: 1 })).status).toBe(404);
    expect((await alice.put('/api/votes/curated/0', { value: 1 })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'ref',
    });
    expect((await alice.put('/api/votes/blog/1', { value: 1 })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'kind',
    });
    expect((await alice.put('/api/votes/curated/1', { value: 2 })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'value',
    });
    expect((await alice.put('/api/votes/curated/1', { value: '1' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'value',
    });
  });

  it('votes on shared community prompts; unshared ones only by their owner', async () => {
    const owner = await registerUser(t.app);
    const shared = await createPrompt(owner, { shared: true });
    const priv = await createPrompt(owner, { shared: false });
    expect((await alice.put(`/api/votes/community/${shared.id}`, { value: 1 })).body.score).toBe(1);
    expect((await alice.put(`/api/votes/community/${priv.id}`, { value: 1 })).status).toBe(404);
    expect((await alice.get(`/api/votes/community/${priv.id}`)).status).toBe(404);
    expect((await owner.get(`/api/votes/community/${priv.id}`)).status).toBe(200);
    expect((await owner.get('/api/prompts')).body.items.find((p: { id: number }) => p.id === shared.id).score).toBe(1);
  });

  it("refuses a vote on one's own prompt (403), shared or not, and leaves the score as it was", async () => {
    const owner = await registerUser(t.app);
    const shared = await createPrompt(owner, { shared: true });
    const priv = await createPrompt(owner, { shared: false });
    await alice.put(`/api/votes/community/${shared.id}`, { value: -1 });
    for (const id of [shared.id, priv.id]) {
      for (const value of [1, -1]) {
        const res = await owner.put(`/api/votes/community/${id}`, { value });
        expect(res.status, `${id} ${value}`).toBe(403);
        expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
      }
    }
    expect((await owner.get(`/api/votes/community/${shared.id}`)).body).toMatchObject({
      score: -1,
      ups: 0,
      downs: 1,
      myVote: 0,
    });
    expect((await owner.get(`/api/votes/community/${priv.id}`)).body).toMatchObject({
      score: 0,
      ups: 0,
      downs: 0,
      myVote: 0,
    });
    const rows = await t.database.kysely
      .selectFrom('votes')
      .select('id')
      .where('user_id', '=', owner.user!.id)
      .execute();
    expect(rows).toEqual([]);
    // Clearing is not a vote: nothing to take back answers 200 with the state unchanged.
    expect((await owner.put(`/api/votes/community/${shared.id}`, { value: 0 })).body).toMatchObject({
      score: -1,
      myVote: 0,
    });
    // The owner still votes on other prompts.
    expect((await owner.put('/api/votes/curated/12', { value: 1 })).status).toBe(200);
  });

  it('lets an owner take back a vote on their own prompt cast before the rule, and keeps such scores until then', async () => {
    const owner = await registerUser(t.app);
    const prompt = await createPrompt(owner, { shared: true });
    // As a database from before the rule holds it: a self-vote counted in the score.
    await t.database.kysely
      .insertInto('votes')
      .values({
        user_id: owner.user!.id,
        target_kind: 'community',
        target_ref: prompt.id,
        value: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await t.database.kysely.updateTable('prompts').set({ ups: 1, score: 1 }).where('id', '=', prompt.id).execute();
    expect((await new Agent(t.app).get(`/api/votes/community/${prompt.id}`)).body).toMatchObject({ score: 1 });
    expect((await owner.put(`/api/votes/community/${prompt.id}`, { value: -1 })).status).toBe(403);
    expect((await owner.put(`/api/votes/community/${prompt.id}`, { value: 0 })).body).toMatchObject({
      score: 0,
      ups: 0,
      myVote: 0,
    });
  });

  it('needs a login to vote', async () => {
    const res = await new Agent(t.app).put('/api/votes/curated/1', { value: 1 });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});
