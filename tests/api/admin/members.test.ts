/**
 * Members in the console: search by username or email prefix (case-insensitive, every match
 * once across pages), detail with counts and latest activity, suspend and lift, end sessions,
 * grant and revoke moderator; who may act on whom; every action logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from '../helpers/app';
import { fileTestReport, lastLogEntry, staffMember } from '../helpers/moderation';

let t: TestApp;
let moderator: Agent;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await staffMember(t, 'moderator');
  admin = await staffMember(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

async function register(username: string, email: string) {
  const agent = new Agent(t.app);
  const res = await agent.post('/api/auth/register', {
    username,
    email,
    password: `pw-${username}-secret`,
    agreeToTerms: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  agent.user = res.body.user;
  agent.password = `pw-${username}-secret`;
  return agent;
}

async function search(query: string, pageSize: number) {
  const found: { username: string; email: string }[][] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/admin/members?${query}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await moderator.get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    found.push(res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return found.flat();
}

describe('finding members', () => {
  it('by username prefix then email prefix, case-insensitive, each match once across pages', async () => {
    await register('Quokka_b', 'zed1@example.test');
    await register('quokka_A', 'zed2@example.test');
    await register('someone1', 'QUOKKA.fan@example.test');
    await register('quokka_c', 'quokka_c@example.test');
    await register('other', 'other@example.test');
    const found = await search('q=QuOkKa', 2);
    expect(found.map((member) => member.username)).toEqual(['quokka_A', 'Quokka_b', 'quokka_c', 'someone1']);
    expect(found[3]!.email).toBe('quokka.fan@example.test');
    expect((await search('q=quokka_', 50)).map((member) => member.username)).toEqual([
      'quokka_A',
      'Quokka_b',
      'quokka_c',
    ]);
    expect(await search('q=zzznobody', 5)).toEqual([]);
  });

  it('without text: newest accounts first; by role', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const first = (await moderator.get('/api/admin/members?pageSize=2')).body;
    expect(first.items.map((member: { id: number }) => member.id)).toEqual([b.user!.id, a.user!.id]);
    const staff = await search('role=moderator', 1);
    expect(staff.map((member) => member.username)).toContain(moderator.user!.username);
    expect(staff.map((member) => member.username)).not.toContain(admin.user!.username);
  });
});

describe('one member', () => {
  it('shows counts and latest activity', async () => {
    const member = await registerUser(t.app);
    const other = await registerUser(t.app);
    const shared = await createPrompt(member, { shared: true });
    await createPrompt(member, { shared: false });
    const theirs = await createPrompt(other, { shared: true });
    await member.put(`/api/votes/community/${theirs.id}`, { value: 1 });
    await member.put('/api/favorites/curated/3');
    await member.post('/api/comments/curated/3', { text: 'hello' });
    await fileTestReport(t, member, 'prompt', theirs.id);
    await fileTestReport(t, other, 'prompt', shared.id);
    t.clock.advance(2 * 60 * 60 * 1000);
    await member.get('/api/auth/me');
    const res = await moderator.get(`/api/admin/members/${member.user!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({
      id: member.user!.id,
      username: member.user!.username,
      role: 'member',
      suspension: null,
      counts: {
        prompts: 2,
        sharedPrompts: 1,
        comments: 1,
        votes: 1,
        favorites: 1,
        reportsFiled: 1,
        reportsAgainst: 1,
        sessions: 1,
      },
      lastActiveAt: t.clock.now().toISOString(),
    });
    expect((await moderator.get('/api/admin/members/99999999')).status).toBe(404);
  });
});

describe('actions on members', () => {
  it('suspends and lifts, logged with the duration and notes', async () => {
    const member = await registerUser(t.app);
    const res = await moderator.post(`/api/admin/members/${member.user!.id}/suspend`, {
      duration: '7d',
      note: 'Spam links',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.member.suspension).toEqual({
      until: new Date(t.clock.now().getTime() + 7 * 24 * 3600 * 1000).toISOString(),
      note: 'Spam links',
    });
    expect(await lastLogEntry(t)).toMatchObject({
      action: 'suspend',
      actor_name: moderator.user!.username,
      subject_name: member.user!.username,
      note: 'Spam links',
      detail: '7d',
    });
    const lifted = await moderator.post(`/api/admin/members/${member.user!.id}/lift`, { note: 'Appeal accepted' });
    expect(lifted.body.member.suspension).toBeNull();
    expect(await lastLogEntry(t)).toMatchObject({ action: 'lift', note: 'Appeal accepted' });
    expect(
      (await moderator.post(`/api/admin/members/${member.user!.id}/suspend`, { duration: 'forever' })).body,
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'duration' });
  });

  it('ends every session and access token of a member', async () => {
    const member = await registerUser(t.app);
    const phone = new Agent(t.app);
    await phone.post('/api/auth/login', { login: member.user!.username, password: member.password });
    const token = await member.post('/api/tokens', { name: 'Script', scope: 'write', expiresInDays: 30 });
    const asToken = () =>
      new Agent(t.app).request('GET', '/api/auth/me', undefined, {
        csrf: false,
        headers: { authorization: `Bearer ${token.body.secret as string}` },
      });
    expect((await asToken()).status).toBe(200);
    const res = await moderator.post(`/api/admin/members/${member.user!.id}/end-sessions`, {});
    expect(res.status).toBe(200);
    expect(res.body.member.counts.sessions).toBe(0);
    expect((await member.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await asToken()).status).toBe(401);
    expect(await lastLogEntry(t)).toMatchObject({ action: 'end_sessions', subject_name: member.user!.username });
  });

  it('grants and revokes moderator (admins only), logged; the new moderator sees the console at once', async () => {
    const member = await registerUser(t.app);
    expect((await member.get('/api/admin/queue')).status).toBe(404);
    const granted = await admin.put(`/api/admin/members/${member.user!.id}/role`, { role: 'moderator' });
    expect(granted.status).toBe(200);
    expect(granted.body.member.role).toBe('moderator');
    expect(await lastLogEntry(t)).toMatchObject({ action: 'grant_moderator', subject_name: member.user!.username });
    expect((await member.get('/api/admin/queue')).status).toBe(200);
    // The same role again: nothing to log.
    const logged = await lastLogEntry(t);
    await admin.put(`/api/admin/members/${member.user!.id}/role`, { role: 'moderator' });
    expect((await lastLogEntry(t)).id).toBe(logged.id);
    await admin.put(`/api/admin/members/${member.user!.id}/role`, { role: 'member' });
    expect(await lastLogEntry(t)).toMatchObject({ action: 'revoke_moderator' });
    expect((await member.get('/api/admin/queue')).status).toBe(404);
    expect((await admin.put(`/api/admin/members/${member.user!.id}/role`, { role: 'admin' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'role',
    });
  });

  it('refuses: moderators on moderators and admins, anyone on an admin or on themselves (403); moderators changing roles (404)', async () => {
    const otherModerator = await staffMember(t, 'moderator');
    const otherAdmin = await staffMember(t, 'admin');
    const member = await registerUser(t.app);
    const refusals: [Agent, string, string, unknown][] = [
      [moderator, 'POST', `/api/admin/members/${otherModerator.user!.id}/suspend`, { duration: '1d' }],
      [moderator, 'POST', `/api/admin/members/${otherModerator.user!.id}/end-sessions`, {}],
      [moderator, 'POST', `/api/admin/members/${otherAdmin.user!.id}/suspend`, { duration: '1d' }],
      [moderator, 'POST', `/api/admin/members/${moderator.user!.id}/suspend`, { duration: '1d' }],
      [admin, 'POST', `/api/admin/members/${otherAdmin.user!.id}/suspend`, { duration: '1d' }],
      [admin, 'POST', `/api/admin/members/${otherAdmin.user!.id}/end-sessions`, {}],
      [admin, 'PUT', `/api/admin/members/${otherAdmin.user!.id}/role`, { role: 'member' }],
      [admin, 'PUT', `/api/admin/members/${admin.user!.id}/role`, { role: 'moderator' }],
      [admin, 'POST', `/api/admin/members/${admin.user!.id}/end-sessions`, {}],
    ];
    const before = await lastLogEntry(t);
    for (const [agent, method, url, body] of refusals) {
      const res = await agent.request(method as 'POST', url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await lastLogEntry(t)).id).toBe(before.id);
    expect((await otherModerator.get('/api/auth/me')).body.user.suspension).toBeNull();
    // Moderators do not see role changes at all.
    expect((await moderator.put(`/api/admin/members/${member.user!.id}/role`, { role: 'moderator' })).status).toBe(404);
    // An admin acts on a moderator.
    expect(
      (await admin.post(`/api/admin/members/${otherModerator.user!.id}/suspend`, { duration: 'indefinite' })).body
        .member.suspension,
    ).toEqual({ until: null, note: null });
  });
});
