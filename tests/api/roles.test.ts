/**
 * Roles (server/auth/roles.ts): ADMIN_USERNAMES is the one source of admins, applied at start-up
 * with each change logged, to accounts registered before the start that first read the name; the signed-in account carries its role and suspension; the demo seed
 * brings a moderator and the admin the ADMIN_USERNAMES default names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suspensionOf, SUSPENDED_INDEFINITELY } from '../../server/rules/suspensionPeriod';
import { applyAdminUsernames } from '../../server/setup/adminUsernames';
import { Argon2Hasher } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import { DEMO_ADMIN, DEMO_MODERATOR, seedDemo } from '../../server/setup/seed';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const roleOf = async (username: string) =>
  (
    await t.database.kysely
      .selectFrom('users')
      .select('role')
      .where('username_lower', '=', username.toLowerCase())
      .executeTakeFirstOrThrow()
  ).role;

describe('ADMIN_USERNAMES at start-up', () => {
  it('makes the named accounts admins, other admins members, logs each change and reports unknown names', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const first = await applyAdminUsernames(t.database.kysely, [alice.user!.username.toUpperCase(), 'nobody_here']);
    expect(first.unknown).toEqual(['nobody_here']);
    expect(await roleOf(alice.user!.username)).toBe('admin');
    expect(await roleOf(bob.user!.username)).toBe('member');
    expect((await alice.get('/api/auth/me')).body.user).toMatchObject({ role: 'admin', suspension: null });

    await applyAdminUsernames(t.database.kysely, [bob.user!.username]);
    expect(await roleOf(alice.user!.username)).toBe('member');
    expect(await roleOf(bob.user!.username)).toBe('admin');
    const log = await t.database.kysely
      .selectFrom('moderation_log')
      .select(['actor_id', 'actor_name', 'action', 'subject_name'])
      .where('action', 'in', ['grant_admin', 'revoke_admin'])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { actor_id: null, actor_name: 'system', action: 'grant_admin', subject_name: alice.user!.username },
      { actor_id: null, actor_name: 'system', action: 'grant_admin', subject_name: bob.user!.username },
      { actor_id: null, actor_name: 'system', action: 'revoke_admin', subject_name: alice.user!.username },
    ]);
    // Applying the same list again changes and logs nothing; no accounts are created for unknown names.
    const users = await t.database.kysely.selectFrom('users').select('id').execute();
    const entries = (await t.database.kysely.selectFrom('moderation_log').select('id').execute()).length;
    await applyAdminUsernames(t.database.kysely, [bob.user!.username]);
    expect(await t.database.kysely.selectFrom('moderation_log').select('id').execute()).toHaveLength(entries);
    expect(await t.database.kysely.selectFrom('users').select('id').execute()).toHaveLength(users.length);
    await applyAdminUsernames(t.database.kysely, []);
    expect(await roleOf(bob.user!.username)).toBe('member');
  });

  it('applies a name only to an account registered before the start that first read it, and names the skipped', async () => {
    const start = () => {
      t.clock.advance(60_000);
      return applyAdminUsernames(t.database.kysely, ['Ops-Lead', 'early_admin'], t.clock.now());
    };
    const early = await registerUser(t.app, 'early_admin');
    t.clock.advance(60_000);
    // The first start that lists ops-lead: nobody has the name yet.
    expect(await start()).toEqual({ unknown: ['Ops-Lead'], skipped: [] });
    expect(await roleOf(early.user!.username)).toBe('admin');

    // Anyone registers the name after that start: the next starts do not make them admin, and say why.
    t.clock.advance(60_000);
    const late = await registerUser(t.app, 'ops-lead');
    const createdAt = (
      await t.database.kysely
        .selectFrom('users')
        .select('created_at')
        .where('id', '=', late.user!.id)
        .executeTakeFirstOrThrow()
    ).created_at;
    const next = await start();
    expect(next.unknown).toEqual([]);
    expect(next.skipped).toEqual([{ name: 'ops-lead', createdAt, listedSince: expect.any(String) }]);
    expect(next.skipped[0]!.listedSince < createdAt).toBe(true);
    expect(await roleOf('ops-lead')).toBe('member');
    expect((await late.get('/api/admin/log')).status).toBe(404);
    expect((await start()).skipped.map((skip) => skip.name)).toEqual(['ops-lead']);
    expect(await roleOf('ops-lead')).toBe('member');
    // Another name joining the list does not move ops-lead's first start.
    t.clock.advance(60_000);
    expect(
      (await applyAdminUsernames(t.database.kysely, ['Ops-Lead', 'early_admin', 'someone_else'], t.clock.now()))
        .skipped,
    ).toHaveLength(1);

    // The operator takes the name out for one start and puts it back: now the account predates the list.
    t.clock.advance(60_000);
    await applyAdminUsernames(t.database.kysely, ['early_admin'], t.clock.now());
    expect(await start()).toEqual({ unknown: [], skipped: [] });
    expect(await roleOf('ops-lead')).toBe('admin');
    const names = await t.database.kysely
      .selectFrom('moderation_log')
      .select('detail')
      .where('action', '=', 'admin_names_set')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(names.detail).toBe('early_admin,ops-lead');
  });

  it('a new account is a member without suspension', async () => {
    const carol = await registerUser(t.app);
    expect(carol.user).toMatchObject({ role: 'member', suspension: null });
  });
});

describe('suspensionOf', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  it('reads a timed, an indefinite, an expired and no suspension', () => {
    expect(suspensionOf({ suspended_until: '2026-03-02T12:00:00.000Z', suspension_note: 'n' }, now)).toEqual({
      until: '2026-03-02T12:00:00.000Z',
      note: 'n',
    });
    expect(suspensionOf({ suspended_until: SUSPENDED_INDEFINITELY, suspension_note: null }, now)).toEqual({
      until: null,
      note: null,
    });
    expect(suspensionOf({ suspended_until: now.toISOString(), suspension_note: 'over' }, now)).toBeNull();
    expect(suspensionOf({ suspended_until: null, suspension_note: null }, now)).toBeNull();
  });
});

describe('the demo seed', () => {
  it('brings a moderator and the admin that the default ADMIN_USERNAMES names, who can sign in', async () => {
    await seedDemo(t.database.kysely, new Argon2Hasher(t.config.argon2));
    await applyAdminUsernames(t.database.kysely, loadConfig({}).adminUsernames);
    expect(await roleOf(DEMO_MODERATOR.username)).toBe('moderator');
    expect(await roleOf(DEMO_ADMIN.username)).toBe('admin');
    for (const [account, role] of [
      [DEMO_MODERATOR, 'moderator'],
      [DEMO_ADMIN, 'admin'],
    ] as const) {
      const agent = new Agent(t.app);
      const res = await agent.post('/api/auth/login', { login: account.username, password: account.password });
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(role);
    }
    const reports = await t.database.kysely.selectFrom('reports').select('id').execute();
    const feedback = await t.database.kysely.selectFrom('feedback').select('id').execute();
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(feedback.length).toBeGreaterThanOrEqual(2);
    // Seeding again adds nothing.
    await seedDemo(t.database.kysely, new Argon2Hasher(t.config.argon2));
    expect(await t.database.kysely.selectFrom('reports').select('id').execute()).toHaveLength(reports.length);
    expect(await t.database.kysely.selectFrom('feedback').select('id').execute()).toHaveLength(feedback.length);
  });
});
