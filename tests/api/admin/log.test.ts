/**
 * The moderation log (GET /api/admin/log, admins only): every action newest first with who,
 * what, whom and the note; filtered by action and by actor (an account's id; or a name: the
 * account that has it now and, without an account, "system" or an account since deleted, whose
 * entries keep its name and no id); paged by cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAdminUsernames } from '../../../server/setup/adminUsernames';
import { createTestApp, registerUser, type Agent, type ApiResponse, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/moderation';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffMember(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

async function entries(query: string, pageSize = 50) {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse = await admin.get(
      `/api/admin/log?${query}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

describe('the moderation log', () => {
  it('lists actions newest first, filtered by action and by actor, kept when the actor is gone', async () => {
    const moderator = await staffMember(t, 'moderator');
    const member = await registerUser(t.app);
    await moderator.post(`/api/admin/members/${member.user!.id}/suspend`, { duration: '1d', note: 'Calm down' });
    t.clock.advance(1000);
    await moderator.post(`/api/admin/members/${member.user!.id}/lift`, {});
    t.clock.advance(1000);
    await admin.put(`/api/admin/members/${member.user!.id}/role`, { role: 'moderator' });
    await applyAdminUsernames(t.database.kysely, [admin.user!.username, member.user!.username], t.clock.now());

    const mine = await entries(`actor=${moderator.user!.username.toUpperCase()}`, 1);
    expect(mine.map((entry) => entry.action)).toEqual(['lift', 'suspend']);
    expect(mine[1]).toEqual({
      id: expect.any(Number),
      actorId: moderator.user!.id,
      actorName: moderator.user!.username,
      action: 'suspend',
      target: null,
      subjectName: member.user!.username,
      note: 'Calm down',
      detail: '1d',
      createdAt: expect.any(String),
    });
    expect((await entries('action=grant_moderator')).map((entry) => entry.subjectName)).toContain(
      member.user!.username,
    );
    const system = await entries('actor=system');
    expect(system.map((entry) => [entry.action, entry.subjectName])).toContainEqual([
      'grant_admin',
      member.user!.username,
    ]);
    expect(system.every((entry) => entry.actorName === 'system')).toBe(true);
    const everything = await entries('', 2);
    const times = everything.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(everything.map((entry) => entry.id)).size).toBe(everything.length);

    // The moderator deletes their account: their entries stay, under their name.
    expect((await moderator.delete('/api/auth/account', { password: moderator.password })).status).toBe(200);
    expect((await entries(`actor=${moderator.user!.username}`)).map((entry) => entry.action)).toEqual([
      'delete_own_account',
      'lift',
      'suspend',
    ]);
    expect((await entries('actor=nobody_at_all')).length).toBe(0);
  });

  it('keeps a deleted account’s entries under its name when someone registers the name again (race1)', async () => {
    const first = await staffMember(t, 'moderator', 'race1');
    const member = await registerUser(t.app);
    await first.post(`/api/admin/members/${member.user!.id}/suspend`, { duration: '1d' });
    t.clock.advance(1000);
    expect((await first.delete('/api/auth/account', { password: first.password })).status).toBe(200);
    const before = await entries('actor=race1');
    expect(before.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['delete_own_account', null],
      ['suspend', null],
    ]);

    // Anyone registers race1 again, and acts: the old entries stay, told apart by the account's id.
    t.clock.advance(1000);
    const second = await staffMember(t, 'moderator', 'race1');
    expect(second.user!.id).not.toBe(first.user!.id);
    expect(await entries('actor=race1')).toEqual(before);
    await second.post(`/api/admin/members/${member.user!.id}/lift`, {});
    const both = await entries('actor=RACE1');
    expect(both.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['lift', second.user!.id],
      ['delete_own_account', null],
      ['suspend', null],
    ]);
    // By id, an account's entries only: the new one's, never the deleted one's.
    expect((await entries(`actorId=${second.user!.id}`)).map((entry) => entry.action)).toEqual(['lift']);
    expect(await entries(`actorId=${first.user!.id}`)).toEqual([]);
    expect((await entries(`actor=race1&actorId=${second.user!.id}&action=lift`)).length).toBe(1);
    expect((await admin.get('/api/admin/log?actorId=0')).body).toMatchObject({ field: 'actorId' });
  });

  it('is for admins only: moderators get 404', async () => {
    const moderator = await staffMember(t, 'moderator');
    const res = await moderator.get('/api/admin/log');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('refuses an unknown action filter', async () => {
    expect((await admin.get('/api/admin/log?action=launch_missiles')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'action',
    });
  });
});
