/**
 * Suspension (server/auth/suspension.ts, repositories/targets.ts): a suspended member reads and
 * takes care of their account, every other write answers 403 SUSPENDED with until when; their
 * shared prompts leave the community list and its searches (remembered or not) and come back
 * when the suspension is lifted or over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liftSuspension, suspendMember, type Moderator } from '../../server/repositories/moderation';
import { rememberingSettled } from '../../server/search/rememberedMatches';
import { Agent, createPrompt, createTestApp, registerUser, setRole, type TestApp } from './helpers/app';

let t: TestApp;
let moderator: Moderator;
beforeAll(async () => {
  t = await createTestApp();
  const agent = await registerUser(t.app);
  await setRole(t.database, agent, 'moderator');
  moderator = { id: agent.user!.id, username: agent.user!.username, role: 'moderator' };
});
afterAll(async () => {
  await t.close();
});

const suspend = (agent: Agent, duration: '1d' | '7d' | 'indefinite', note?: string) =>
  suspendMember(t.database, agent.user!.id, { duration, note }, moderator, t.clock.now());

const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((item) => item.id);

describe('a suspended member', () => {
  it('is refused writes with until when and the note, and may still read and take care of the account', async () => {
    const member = await registerUser(t.app);
    const prompt = await createPrompt(member, { shared: true });
    const suspended = await suspend(member, '1d', 'Spamming links');
    const refusals = [
      await member.post('/api/prompts', { title: 'T', description: 'D' }),
      await member.patch(`/api/prompts/${prompt.id}`, { title: 'New' }),
      await member.delete(`/api/prompts/${prompt.id}`),
      await member.put('/api/votes/curated/1', { value: 1 }),
      await member.put('/api/favorites/curated/1'),
      await member.post('/api/comments/curated/1', { text: 'hello' }),
      await member.post('/api/feedback', { message: 'Why?' }),
      await member.post('/api/reports', { kind: 'prompt', id: prompt.id, reason: 'spam' }),
      await member.post('/api/me/import', { format: 'promptdeck-export', version: 1, prompts: [] }),
    ];
    for (const res of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toMatchObject({
        code: 'SUSPENDED',
        suspension: { until: suspended.suspended_until, note: 'Spamming links' },
      });
    }
    expect((await member.get('/api/prompts')).status).toBe(200);
    expect((await member.get('/api/me/export')).status).toBe(200);
    expect((await member.get('/api/auth/me')).body.user.suspension).toEqual({
      until: suspended.suspended_until,
      note: 'Spamming links',
    });
    const changed = await member.post('/api/auth/change-password', {
      currentPassword: member.password,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.status).toBe(200);
    expect((await member.post('/api/auth/logout')).status).toBe(200);
    const again = await member.post('/api/auth/login', {
      login: member.user!.username,
      password: 'a brand new passphrase',
    });
    expect(again.status).toBe(200);
    expect(again.body.user.suspension).toMatchObject({ note: 'Spamming links' });
  });

  it('says "until lifted" as a null end', async () => {
    const member = await registerUser(t.app);
    await suspend(member, 'indefinite');
    const res = await member.post('/api/comments/curated/2', { text: 'hello' });
    expect(res.body).toMatchObject({ code: 'SUSPENDED', suspension: { until: null, note: null } });
  });

  it('can write again once the suspension is over (by time) or lifted', async () => {
    const member = await registerUser(t.app);
    await suspend(member, '1d');
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await member.put('/api/votes/curated/3', { value: 1 })).status).toBe(200);
    await suspend(member, '7d');
    expect((await member.put('/api/votes/curated/3', { value: -1 })).status).toBe(403);
    await liftSuspension(t.database, member.user!.id, null, moderator, t.clock.now());
    expect((await member.put('/api/votes/curated/3', { value: -1 })).status).toBe(200);
  });
});

describe("a suspended member's shared prompts", () => {
  it('leave the community list and its searches meanwhile, and come back when lifted or over', async () => {
    const author = await registerUser(t.app);
    const reader = await registerUser(t.app);
    const visitor = new Agent(t.app);
    const word = `Wombat${Math.random().toString(36).slice(2, 6)}`;
    const prompt = await createPrompt(author, { shared: true, title: `${word} guide` });
    const search = `/api/community/prompts?q=${word}`;
    // Searched once so its matches are remembered: the remembered path must leave it out too.
    expect(ids(await reader.get(search))).toEqual([prompt.id]);
    await rememberingSettled(t.database.kysely);

    await suspend(author, '1d');
    for (const agent of [reader, visitor]) {
      expect(ids(await agent.get(search))).toEqual([]);
      expect(ids(await agent.get('/api/community/prompts?pageSize=50'))).not.toContain(prompt.id);
      expect(ids(await agent.get('/api/community/prompts?sort=votes&pageSize=50'))).not.toContain(prompt.id);
    }
    // Its page still answers: the prompt is not hidden, its author is only kept out of the lists.
    expect((await visitor.get(`/api/community/prompts/${prompt.id}`)).status).toBe(200);

    // Over by time: no write marks it, so members see it at once and visitors once their cached page expires (PUBLIC_CACHE_MS).
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect(ids(await reader.get(search))).toEqual([prompt.id]);
    expect(ids(await reader.get('/api/community/prompts?pageSize=50'))).toContain(prompt.id);

    // Pages of a remembered search stay full and go on past the suspended author's matches.
    const other = await registerUser(t.app);
    const older = await createPrompt(other, { shared: true, title: `${word} older` });
    const newer = await createPrompt(other, { shared: true, title: `${word} newer` });
    t.clock.advance(1000);
    const newest = await createPrompt(author, { shared: true, title: `${word} newest` });
    await reader.get(search);
    await rememberingSettled(t.database.kysely);
    await suspend(author, 'indefinite');
    const first = await reader.get(`${search}&pageSize=1`);
    expect(ids(first)).toEqual([newer.id]);
    const second = await reader.get(`${search}&pageSize=1&cursor=${first.body.nextCursor}`);
    expect(ids(second)).toEqual([older.id]);
    expect(newest.id).toBeGreaterThan(newer.id);
    await liftSuspension(t.database, author.user!.id, null, moderator, t.clock.now());
    expect(ids(await reader.get(search))).toEqual([newest.id, newer.id, older.id, prompt.id]);
  });
});
