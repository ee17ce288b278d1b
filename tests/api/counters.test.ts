/**
 * Counters kept on targets (score, ups, downs, comment and reply counts) stay
 * equal to a count of their rows under concurrent votes, comments and deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCounterDrift } from '../../server/repositories/counters';
import { recomputeAllCounters } from '../../server/setup/recount';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ poolSize: 12 });
});
afterAll(async () => {
  await t.close();
});

const pick = <T>(items: T[], i: number): T => items[i % items.length]!;

describe('counters on targets', () => {
  it('match a recount of the rows after a storm of concurrent votes, comments and deletes', async () => {
    const author = await registerUser(t.app, 'storm_author');
    const members: Agent[] = [];
    for (let i = 0; i < 16; i += 1) members.push(await registerUser(t.app, `storm${i}`));
    const shared = [await createPrompt(author, { shared: true }), await createPrompt(author, { shared: true })];
    const targets = [...shared.map((p) => `community/${p.id}`), 'curated/5', 'curated/6'];
    const roots = await Promise.all(
      targets.map(
        async (target) => (await author.post(`/api/comments/${target}`, { text: 'root' })).body.comment.id as number,
      ),
    );

    const requests: Promise<unknown>[] = [];
    for (let round = 0; round < 3; round += 1) {
      members.forEach((member, i) => {
        for (const [j, target] of targets.entries()) {
          requests.push(member.put(`/api/votes/${target}`, { value: pick([1, -1, 0, 1], i + j + round) }));
          requests.push(member.put(`/api/votes/${target}`, { value: pick([-1, 1, 1], i * j + round) }));
        }
        const target = pick(targets, i + round);
        const rootIndex = targets.indexOf(target);
        requests.push(
          member
            .post(`/api/comments/${target}`, { text: `reply ${round}`, parentId: roots[rootIndex] })
            .then(async (res) => {
              // Every other reply is deleted again while the storm goes on.
              if ((i + round) % 2 === 0 && res.status === 201)
                await member.delete(`/api/comments/${res.body.comment.id}`);
            }),
        );
        requests.push(member.post(`/api/comments/${target}`, { text: `top ${round}` }));
      });
    }
    const results = await Promise.allSettled(requests);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
    // What the API reports is the count of rows.
    for (const target of targets) {
      const [kind, ref] = target.split('/') as ['curated' | 'community', string];
      const votes = await t.database.kysely
        .selectFrom('votes')
        .select('value')
        .where('target_kind', '=', kind)
        .where('target_ref', '=', Number(ref))
        .execute();
      const ups = votes.filter((v) => Number(v.value) === 1).length;
      const downs = votes.length - ups;
      expect((await new Agent(t.app).get(`/api/votes/${target}`)).body, target).toMatchObject({
        ups,
        downs,
        score: ups - downs,
      });
      const comments = await t.database.kysely
        .selectFrom('comments')
        .select('id')
        .where('target_kind', '=', kind)
        .where('target_ref', '=', Number(ref))
        .where('deleted_at', 'is', null)
        .execute();
      expect((await new Agent(t.app).get(`/api/comments/${target}`)).body.total, target).toBe(comments.length);
    }
    const listed = (await new Agent(t.app).get('/api/community/prompts?pageSize=50')).body.items as {
      id: number;
      commentCount: number;
      score: number;
    }[];
    for (const prompt of shared) {
      const state = (await new Agent(t.app).get(`/api/votes/community/${prompt.id}`)).body;
      expect(listed.find((item) => item.id === prompt.id)).toMatchObject({ score: state.score });
    }
  });

  it('the drift check finds a counter that was changed behind the API, and a recount repairs it', async () => {
    const author = await registerUser(t.app);
    const prompt = await createPrompt(author, { shared: true });
    await (await registerUser(t.app)).put(`/api/votes/community/${prompt.id}`, { value: 1 });
    await t.database.kysely.updateTable('prompts').set({ ups: 7, score: 7 }).where('id', '=', prompt.id).execute();
    await t.database.kysely.updateTable('curated_counters').set({ comment_count: 99 }).where('ref', '=', 5).execute();
    const drift = await findCounterDrift(t.database.kysely);
    expect(drift).toEqual(
      expect.arrayContaining([
        { target: `community:${prompt.id}`, field: 'ups', stored: 7, counted: 1 },
        { target: `community:${prompt.id}`, field: 'score', stored: 7, counted: 1 },
        expect.objectContaining({ target: 'curated:5', field: 'comment_count', stored: 99 }),
      ]),
    );
    await recomputeAllCounters(t.database.kysely);
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
  });
});
