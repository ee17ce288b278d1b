/**
 * Suspension (server/auth/suspension.ts, db/visibility.ts): a suspended member reads, takes
 * care of their account and takes their own content down, every other write answers 403 SUSPENDED
 * with until when; a suspended moderator loses the console; their
 * shared prompts leave the community list and its searches (remembered or not) and come back
 * when the suspension is lifted or over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAccessTokenSecret, newAccessTokenSecret } from '../../server/auth/bearer';
import { insertAccessToken } from '../../server/repositories/accessTokens';
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
      // Making it private is allowed, but not with an edit, nor sharing it again.
      await member.patch(`/api/prompts/${prompt.id}`, { shared: false, title: 'New' }),
      await member.patch(`/api/prompts/${prompt.id}`, { shared: true }),
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

  it('may revoke a token and take their own content down: delete prompts and comments, make a prompt private', async () => {
    const member = await registerUser(t.app);
    const other = await registerUser(t.app);
    const shared = await createPrompt(member, { shared: true });
    const doomed = await createPrompt(member);
    const comment = (await member.post('/api/comments/curated/4', { text: 'Mine' })).body.comment as { id: number };
    const othersComment = (await other.post('/api/comments/curated/4', { text: 'Theirs' })).body.comment as {
      id: number;
    };
    const othersPrompt = await createPrompt(other, { shared: true });
    const tokenId = await insertAccessToken(t.database.kysely, {
      userId: member.user!.id,
      name: 'laptop',
      scope: 'write',
      tokenHash: hashAccessTokenSecret(newAccessTokenSecret()),
      createdAt: t.clock.now().toISOString(),
      expiresAt: null,
    });
    await suspend(member, 'indefinite', 'Spam');

    expect((await member.delete(`/api/tokens/${tokenId}`)).status).toBe(200);
    expect((await member.get('/api/tokens')).body.tokens).toEqual([]);
    const unshared = await member.patch(`/api/prompts/${shared.id}`, { shared: false });
    expect(unshared.status, JSON.stringify(unshared.body)).toBe(200);
    expect(unshared.body.prompt.shared).toBe(false);
    expect((await member.delete(`/api/prompts/${doomed.id}`)).status).toBe(200);
    expect((await member.get(`/api/prompts/${doomed.id}`)).status).toBe(404);
    expect((await member.delete(`/api/comments/${comment.id}`)).status).toBe(200);
    // Only their own: the routes refuse other members' items as they always do.
    expect((await member.delete(`/api/comments/${othersComment.id}`)).body.code).toBe('FORBIDDEN');
    for (const res of [
      await member.delete(`/api/prompts/${othersPrompt.id}`),
      await member.patch(`/api/prompts/${othersPrompt.id}`, { shared: false }),
    ])
      expect(res.body.code).toBe('FORBIDDEN');
    expect((await member.patch(`/api/prompts/${shared.id}`, { shared: true })).status).toBe(403);
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

describe('a suspended moderator', () => {
  it('loses the console: every console route answers 404, as to a member', async () => {
    const staff = await registerUser(t.app);
    await setRole(t.database, staff, 'moderator');
    const member = await registerUser(t.app);
    expect((await staff.get('/api/admin/members')).status).toBe(200);
    // Only an admin suspends a moderator.
    const adminAgent = await registerUser(t.app);
    await setRole(t.database, adminAgent, 'admin');
    const admin: Moderator = { id: adminAgent.user!.id, username: adminAgent.user!.username, role: 'admin' };
    await suspendMember(t.database, staff.user!.id, { duration: '7d', note: 'Under review' }, admin, t.clock.now());
    for (const url of ['/api/admin/members', '/api/admin/feedback', '/api/admin/queue', '/api/admin/content'])
      expect((await staff.get(url)).status, url).toBe(404);
    const write = await staff.post(`/api/admin/members/${member.user!.id}/suspend`, { duration: '1d' });
    expect(write.status).toBe(404);
    await liftSuspension(t.database, staff.user!.id, null, admin, t.clock.now());
    expect((await staff.get('/api/admin/members')).status).toBe(200);
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
