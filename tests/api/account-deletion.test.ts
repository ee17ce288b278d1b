/**
 * Deleting an account (DELETE /api/auth/account by its member, DELETE /api/admin/members/:id by
 * an admin): what goes and what stays (repositories/accountDeletion.ts), checked table by table
 * by the member's id and by the targets of their prompts; threads keep their sense; every
 * counter matches a recount; the member cannot sign in again and their name is free.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCounterDrift } from '../../server/repositories/counters';
import { hideItem } from '../../server/repositories/moderation';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';
import { fileTestReport, lastLogEntry, staffMember } from './helpers/moderation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function comment(agent: Agent, target: string, text: string, parentId?: number): Promise<number> {
  const res = await agent.post(`/api/comments/${target}`, { text, ...(parentId ? { parentId } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.comment.id;
}

/** Every row that names the account, table by table (an empty list for each when nothing is left). */
async function rowsNaming(userId: number) {
  const db = t.database.kysely;
  const by = async (table: string, column: string) =>
    (
      await sql<{
        n: unknown;
      }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db)
    ).rows.map((row) => Number(row.n))[0];
  return {
    users: await by('users', 'id'),
    sessions: await by('sessions', 'user_id'),
    access_tokens: await by('access_tokens', 'user_id'),
    password_resets: await by('password_resets', 'user_id'),
    prompts: await by('prompts', 'user_id'),
    votes: await by('votes', 'user_id'),
    favorites: await by('favorites', 'user_id'),
    comments: await by('comments', 'user_id'),
    feedback: await by('feedback', 'user_id'),
    feedback_handled_by: await by('feedback', 'handled_by'),
    reports_filed: await by('reports', 'reporter_id'),
    reports_against: await by('reports', 'target_user_id'),
    reports_resolved_by: await by('reports', 'resolved_by'),
    log_actor: await by('moderation_log', 'actor_id'),
    log_subject: await by('moderation_log', 'subject_user_id'),
  };
}

/** Rows on the given community prompts (or reports of them and of their comments). */
async function rowsOnPrompts(ids: number[], commentIds: number[]) {
  const db = t.database.kysely;
  const on = (table: 'votes' | 'favorites' | 'comments') =>
    db.selectFrom(table).select('id').where('target_kind', '=', 'community').where('target_ref', 'in', ids).execute();
  return {
    votes: (await on('votes')).length,
    favorites: (await on('favorites')).length,
    comments: (await on('comments')).length,
    promptReports: (
      await db
        .selectFrom('reports')
        .select('id')
        .where('target_kind', '=', 'prompt')
        .where('target_ref', 'in', ids)
        .execute()
    ).length,
    commentReports: (
      await db
        .selectFrom('reports')
        .select('id')
        .where('target_kind', '=', 'comment')
        .where('target_ref', 'in', commentIds)
        .execute()
    ).length,
  };
}

const ZERO_NAMING = {
  users: 0,
  sessions: 0,
  access_tokens: 0,
  password_resets: 0,
  prompts: 0,
  votes: 0,
  favorites: 0,
  comments: 0,
  feedback: 0,
  feedback_handled_by: 0,
  reports_filed: 0,
  reports_against: 0,
  reports_resolved_by: 0,
  log_actor: 0,
  log_subject: 0,
};

/** The counters as stored, for every prompt and curated counter row. */
async function storedCounters() {
  const db = t.database.kysely;
  return {
    prompts: await db
      .selectFrom('prompts')
      .select(['id', 'ups', 'downs', 'score', 'comment_count'])
      .orderBy('id')
      .execute(),
    curated: await db.selectFrom('curated_counters').selectAll().orderBy('ref').execute(),
    threads: await db
      .selectFrom('comments')
      .select(['id', 'reply_count'])
      .where('root_id', 'is', null)
      .orderBy('id')
      .execute(),
  };
}

/**
 * A member who did a bit of everything, with others around them: returns them, the others, and
 * the ids the checks need.
 */
let nextCurated = 10;

async function busyMember() {
  // A curated prompt of its own, so earlier worlds' votes and comments do not count here.
  const curated = (nextCurated += 1);
  const member = await registerUser(t.app);
  const x = await registerUser(t.app);
  const y = await registerUser(t.app);
  const moderator = await staffMember(t, 'moderator');
  const shared = await createPrompt(member, { shared: true, title: 'Member shared' });
  const secret = await createPrompt(member, { shared: false, title: 'Member private' });
  const xPrompt = await createPrompt(x, { shared: true, title: 'X shared' });
  const yPrompt = await createPrompt(y, { shared: true, title: 'Y shared' });

  // On the member's shared prompt: others vote, keep it, comment in a thread, and report one comment.
  expect((await x.put(`/api/votes/community/${shared.id}`, { value: 1 })).status).toBe(200);
  expect((await y.put(`/api/votes/community/${shared.id}`, { value: -1 })).status).toBe(200);
  expect((await x.put(`/api/favorites/community/${shared.id}`)).status).toBe(200);
  const onShared = await comment(x, `community/${shared.id}`, 'X on the member prompt');
  const onSharedReply = await comment(y, `community/${shared.id}`, 'Y answers X there', onShared);
  await fileTestReport(t, y, 'prompt', shared.id);
  await fileTestReport(t, y, 'comment', onShared);

  // The member's votes and favorites elsewhere.
  expect((await member.put(`/api/votes/community/${xPrompt.id}`, { value: 1 })).status).toBe(200);
  expect((await member.put(`/api/votes/community/${yPrompt.id}`, { value: -1 })).status).toBe(200);
  expect((await member.put(`/api/votes/curated/${curated}`, { value: 1 })).status).toBe(200);
  expect((await x.put(`/api/votes/curated/${curated}`, { value: 1 })).status).toBe(200);
  expect((await member.put(`/api/favorites/community/${xPrompt.id}`)).status).toBe(200);
  expect((await member.put(`/api/favorites/curated/${curated}`)).status).toBe(200);

  // The member's comments elsewhere.
  const alone = await comment(member, `curated/${curated}`, 'Member alone, nobody answered');
  const answered = await comment(member, `community/${xPrompt.id}`, 'Member opens a thread X answers');
  const xAnswer = await comment(x, `community/${xPrompt.id}`, 'X answers the member', answered);
  const xTop = await comment(x, `community/${xPrompt.id}`, 'X top comment');
  const memberReply = await comment(member, `community/${xPrompt.id}`, 'Member replies to X', xTop);
  const selfThread = await comment(member, `community/${yPrompt.id}`, 'Member talks to themselves');
  await comment(member, `community/${yPrompt.id}`, '...and answers themselves', selfThread);
  // X's comment that X deleted, kept as a placeholder only for the member's reply.
  const xGone = await comment(x, `community/${yPrompt.id}`, 'X said something, then deleted it');
  await comment(member, `community/${yPrompt.id}`, 'Member answered X', xGone);
  expect((await x.delete(`/api/comments/${xGone}`)).status).toBe(200);
  // A deep chain: the member answers Y, Y answers the member (the member's reply stays for Y's).
  const yTop = await comment(y, `curated/${curated}`, 'Y top on curated');
  const memberMiddle = await comment(member, `curated/${curated}`, 'Member in the middle', yTop);
  const yLast = await comment(y, `curated/${curated}`, 'Y answers the member', memberMiddle);
  // A hidden comment of the member, and reports both ways.
  const hidden = await comment(member, `community/${xPrompt.id}`, 'Member spam, hidden');
  await hideItem(
    t.database,
    'comment',
    hidden,
    'spam',
    { id: moderator.user!.id, username: moderator.user!.username, role: 'moderator' },
    t.clock.now().toISOString(),
  );
  await fileTestReport(t, x, 'comment', answered, { note: 'stays for a moderator' });
  await fileTestReport(t, y, 'comment', alone);
  await fileTestReport(t, member, 'comment', xTop);

  // Another device, a reset code, a feedback message and an access token.
  const otherDevice = new Agent(t.app);
  expect(
    (await otherDevice.post('/api/auth/login', { login: member.user!.username, password: member.password })).status,
  ).toBe(200);
  expect((await new Agent(t.app).post('/api/auth/forgot-password', { email: member.user!.email })).status).toBe(202);
  expect((await member.post('/api/feedback', { message: 'Thanks for the site' })).status).toBe(201);
  expect((await member.post('/api/tokens', { name: 'Assistant', scope: 'write', expiresInDays: 30 })).status).toBe(201);

  expect(await findCounterDrift(t.database.kysely)).toEqual([]);
  return {
    curated,
    member,
    otherDevice,
    x,
    y,
    moderator,
    memberPrompts: [shared.id, secret.id],
    commentsOnMemberPrompts: [onShared, onSharedReply],
    xPrompt: xPrompt.id,
    yPrompt: yPrompt.id,
    answered,
    xAnswer,
    xTop,
    memberReply,
    selfThread,
    xGone,
    yTop,
    memberMiddle,
    yLast,
    alone,
  };
}

describe('DELETE /api/auth/account', () => {
  it('refuses a wrong password (400 WRONG_PASSWORD) and changes nothing', async () => {
    const world = await busyMember();
    const before = await rowsNaming(world.member.user!.id);
    const res = await world.member.delete('/api/auth/account', { password: 'not the password' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    expect(await rowsNaming(world.member.user!.id)).toEqual(before);
    expect((await world.member.get('/api/auth/me')).status).toBe(200);
  });

  it('needs a session (401) and a password (400 naming it)', async () => {
    expect((await new Agent(t.app).delete('/api/auth/account', { password: 'x' })).status).toBe(401);
    const member = await registerUser(t.app);
    expect((await member.delete('/api/auth/account', {})).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'password',
    });
  });

  it('deletes what is theirs, keeps answered comments by a deleted member, and leaves every counter exact', async () => {
    const world = await busyMember();
    const { member, curated } = world;
    const id = member.user!.id;
    const res = await member.delete('/api/auth/account', { password: member.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // Signed out here, and everywhere else.
    expect(member.cookie).toBeUndefined();
    expect((await world.otherDevice.get('/api/auth/me')).status).toBe(401);

    // Nothing names the account any more, and nothing is left on its prompts.
    expect(await rowsNaming(id)).toEqual(ZERO_NAMING);
    expect(await rowsOnPrompts(world.memberPrompts, world.commentsOnMemberPrompts)).toEqual({
      votes: 0,
      favorites: 0,
      comments: 0,
      promptReports: 0,
      commentReports: 0,
    });
    const promptsLeft = await t.database.kysely
      .selectFrom('prompts')
      .select('id')
      .where('id', 'in', world.memberPrompts)
      .execute();
    expect(promptsLeft).toEqual([]);

    // Counters: exact by the drift check, and a recount changes nothing.
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
    const stored = await storedCounters();
    const { recomputeAllCounters } = await import('../../server/setup/recount');
    await recomputeAllCounters(t.database.kysely);
    expect(await storedCounters()).toEqual(stored);
    expect((await world.x.get(`/api/votes/community/${world.xPrompt}`)).body).toMatchObject({ ups: 0, downs: 0 });
    expect((await world.x.get(`/api/votes/curated/${curated}`)).body).toMatchObject({ ups: 1, score: 1, myVote: 1 });

    // Threads keep their sense: the answered comments stay, by a deleted member.
    const threads = (await new Agent(t.app).get(`/api/comments/community/${world.xPrompt}?pageSize=50`)).body;
    const answered = threads.items.find((c: { id: number }) => c.id === world.answered);
    expect(answered).toMatchObject({
      text: 'Member opens a thread X answers',
      deleted: false,
      author: null,
      authorDeleted: true,
      mine: false,
    });
    expect(answered.replies).toEqual([
      expect.objectContaining({
        id: world.xAnswer,
        text: 'X answers the member',
        author: { username: world.x.user!.username },
      }),
    ]);
    const xTop = threads.items.find((c: { id: number }) => c.id === world.xTop);
    expect(xTop).toMatchObject({ replyCount: 0, replies: [] });
    expect(threads.items.map((c: { id: number }) => c.id).sort()).toEqual([world.answered, world.xTop].sort());
    const onCurated = (await new Agent(t.app).get(`/api/comments/curated/${curated}?pageSize=50`)).body;
    expect(onCurated.items.map((c: { id: number }) => c.id)).toEqual([world.yTop]);
    expect(
      onCurated.items[0].replies.map((r: { id: number; authorDeleted?: boolean }) => [r.id, r.authorDeleted]),
    ).toEqual([
      [world.memberMiddle, true],
      [world.yLast, undefined],
    ]);
    expect(onCurated.items[0].replies[1].replyTo).toBeNull();
    // Gone: their unanswered comments, their self-thread, and X's placeholder that only they answered.
    const yThreads = (await new Agent(t.app).get(`/api/comments/community/${world.yPrompt}?pageSize=50`)).body;
    expect(yThreads).toMatchObject({ items: [], total: 0 });
    expect(
      await t.database.kysely
        .selectFrom('comments')
        .select('id')
        .where('id', 'in', [world.alone, world.memberReply, world.selfThread, world.xGone])
        .execute(),
    ).toEqual([]);

    // The report on the comment that stays is still open for moderators, unlinked from the account.
    const kept = await t.database.kysely
      .selectFrom('reports')
      .select(['target_user_id', 'resolved_at', 'note'])
      .where('target_kind', '=', 'comment')
      .where('target_ref', '=', world.answered)
      .execute();
    expect(kept).toEqual([{ target_user_id: null, resolved_at: null, note: 'stays for a moderator' }]);

    // The log keeps the deletion, with the name as it was.
    expect(await lastLogEntry(t)).toMatchObject({
      action: 'delete_own_account',
      actor_id: null,
      actor_name: member.user!.username,
      subject_user_id: null,
      subject_name: member.user!.username,
    });

    // They cannot sign in again, and the name and email are free.
    const login = await new Agent(t.app).post('/api/auth/login', {
      login: member.user!.username,
      password: member.password,
    });
    expect(login.status).toBe(401);
    expect(login.body.code).toBe('INVALID_CREDENTIALS');
    const again = await new Agent(t.app).post('/api/auth/register', {
      username: member.user!.username,
      email: member.user!.email,
      password: 'a brand new password 1',
      agreeToTerms: true,
    });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(id);
  });

  it('refuses an admin (named by ADMIN_USERNAMES) with 403', async () => {
    const admin = await staffMember(t, 'admin');
    const res = await admin.delete('/api/auth/account', { password: admin.password });
    expect(res.status).toBe(403);
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });

  it('lets a moderator delete their own account', async () => {
    const moderator = await staffMember(t, 'moderator');
    expect((await moderator.delete('/api/auth/account', { password: moderator.password })).status).toBe(200);
    expect(await rowsNaming(moderator.user!.id)).toEqual(ZERO_NAMING);
  });
});

describe('DELETE /api/admin/members/:id', () => {
  it('deletes a member like their own deletion, after the admin types their password, and logs the note', async () => {
    const world = await busyMember();
    const admin = await staffMember(t, 'admin');
    const id = world.member.user!.id;
    const wrong = await admin.delete(`/api/admin/members/${id}`, { password: 'nope', note: 'spammer' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    expect((await world.member.get('/api/auth/me')).status).toBe(200);

    const res = await admin.delete(`/api/admin/members/${id}`, { password: admin.password, note: 'spammer' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rowsNaming(id)).toEqual(ZERO_NAMING);
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
    expect((await world.member.get('/api/auth/me')).status).toBe(401);
    expect(await lastLogEntry(t)).toMatchObject({
      action: 'delete_account',
      actor_id: admin.user!.id,
      actor_name: admin.user!.username,
      subject_user_id: null,
      subject_name: world.member.user!.username,
      note: 'spammer',
    });
    // Gone already: 404.
    expect((await admin.delete(`/api/admin/members/${id}`, { password: admin.password })).status).toBe(404);
  });

  it('refuses admins (their own account included) with 403, and is a route only admins see', async () => {
    const admin = await staffMember(t, 'admin');
    const other = await staffMember(t, 'admin');
    const moderator = await staffMember(t, 'moderator');
    const member = await registerUser(t.app);
    for (const target of [admin, other]) {
      const res = await admin.delete(`/api/admin/members/${target.user!.id}`, { password: admin.password });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const asModerator = await moderator.delete(`/api/admin/members/${member.user!.id}`, {
      password: moderator.password,
    });
    expect(asModerator.status).toBe(404);
    expect((await member.get('/api/auth/me')).status).toBe(200);
    // A moderator's account is an admin's to delete.
    expect((await admin.delete(`/api/admin/members/${moderator.user!.id}`, { password: admin.password })).status).toBe(
      200,
    );
  });
});

describe('rate limit', () => {
  it('counts password guesses per account, as a change of password does', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '2' },
    });
    try {
      const member = await registerUser(limited.app);
      for (let i = 0; i < 2; i += 1)
        expect((await member.delete('/api/auth/account', { password: 'guess' })).status).toBe(400);
      const res = await member.delete('/api/auth/account', { password: member.password });
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('RATE_LIMITED');
      expect((await member.get('/api/auth/me')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
