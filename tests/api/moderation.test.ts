/**
 * Moderators' actions (server/repositories/moderation.ts): hide, unhide, delete and dismiss on
 * items, suspend and lift on members. Each writes its log entry and keeps the counters exact;
 * who may act on whom is refused with 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCounterDrift } from '../../server/repositories/counters';
import {
  deleteItem,
  dismissReports,
  hideItem,
  liftSuspension,
  suspendMember,
  unhideItem,
  type Moderator,
} from '../../server/repositories/moderation';
import { countOpenReports } from '../../server/repositories/reports';
import { rememberingSettled } from '../../server/search/rememberedMatches';
import { createPrompt, createTestApp, registerUser, setRole, type Agent, type TestApp } from './helpers/app';

let t: TestApp;
let moderator: Moderator;
let modAgent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  modAgent = await registerUser(t.app);
  await setRole(t.database, modAgent, 'moderator');
  moderator = { id: modAgent.user!.id, username: modAgent.user!.username, role: 'moderator' };
});
afterAll(async () => {
  await t.close();
});

const now = () => t.clock.now().toISOString();
const log = () =>
  t.database.kysely
    .selectFrom('moderation_log')
    .select(['actor_name', 'action', 'target_kind', 'target_ref', 'subject_name', 'note', 'detail'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

async function report(agent: Agent, kind: 'prompt' | 'comment', id: number) {
  await t.database.kysely
    .insertInto('reports')
    .values({
      reporter_id: agent.user!.id,
      target_kind: kind,
      target_ref: id,
      target_user_id: null,
      reason: 'spam',
      note: null,
      created_at: now(),
    })
    .execute();
}

describe('hiding and unhiding a prompt', () => {
  it('takes it out of the community for others, shows it to its author and moderators, and logs it', async () => {
    const author = await registerUser(t.app);
    const visitor = await registerUser(t.app);
    const prompt = await createPrompt(author, { shared: true, title: 'Zebra crossing helper' });
    await visitor.put(`/api/favorites/community/${prompt.id}`);
    await report(visitor, 'prompt', prompt.id);
    // Searched before it is hidden, so the search's matches are remembered: hiding must move them.
    expect((await visitor.get('/api/community/prompts?q=Zebra')).body.items).toHaveLength(1);
    await rememberingSettled(t.database.kysely);

    const { resolvedReports } = await hideItem(t.database, 'prompt', prompt.id, 'Looks like spam', moderator, now());
    expect(resolvedReports).toBe(1);
    expect(await countOpenReports(t.database.kysely, 'prompt', prompt.id)).toBe(0);
    expect(await log()).toEqual({
      actor_name: moderator.username,
      action: 'hide',
      target_kind: 'prompt',
      target_ref: prompt.id,
      subject_name: author.user!.username,
      note: 'Looks like spam',
      detail: null,
    });

    const listed = await visitor.get('/api/community/prompts?q=Zebra');
    expect(listed.body.items).toEqual([]);
    expect((await visitor.get(`/api/community/prompts/${prompt.id}`)).status).toBe(404);
    const favorites = await visitor.get('/api/favorites');
    expect(favorites.body.items[0]).toMatchObject({ ref: prompt.id, available: false });

    const own = await author.get(`/api/prompts/${prompt.id}`);
    expect(own.body.prompt.hidden).toEqual({ at: now(), note: 'Looks like spam' });
    const page = await author.get(`/api/community/prompts/${prompt.id}`);
    expect(page.body.prompt.hidden).toEqual({ at: now(), note: 'Looks like spam' });
    expect((await modAgent.get(`/api/community/prompts/${prompt.id}`)).body.prompt.hidden).toBeDefined();

    await unhideItem(t.database, 'prompt', prompt.id, null, moderator, now());
    expect((await log()).action).toBe('unhide');
    const back = await visitor.get('/api/community/prompts?q=Zebra');
    expect(back.body.items.map((item: { id: number }) => item.id)).toEqual([prompt.id]);
    expect(back.body.items[0].hidden).toBeUndefined();
  });

  it('refuses private prompts and missing items with 404', async () => {
    const author = await registerUser(t.app);
    const mine = await createPrompt(author, { shared: false });
    await expect(hideItem(t.database, 'prompt', mine.id, null, moderator, now())).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(hideItem(t.database, 'comment', 999_999, null, moderator, now())).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('hiding, unhiding and deleting comments', () => {
  it('keeps a hidden top comment with replies as a placeholder, drops one without, and keeps counters exact', async () => {
    const author = await registerUser(t.app);
    const other = await registerUser(t.app);
    const prompt = await createPrompt(author, { shared: true });
    const url = `/api/comments/community/${prompt.id}`;
    const top = (await other.post(url, { text: 'top with a reply' })).body.comment.id as number;
    const reply = (await author.post(url, { text: 'a reply', parentId: top })).body.comment.id as number;
    const lone = (await other.post(url, { text: 'lonely comment' })).body.comment.id as number;

    await hideItem(t.database, 'comment', top, 'Rude', moderator, now());
    await hideItem(t.database, 'comment', lone, null, moderator, now());
    await hideItem(t.database, 'comment', reply, null, moderator, now());
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);

    const seen = await author.get(url);
    expect(seen.body.total).toBe(0);
    // The author of the reply sees their reply (hidden); the top comment is someone else's, a placeholder.
    // Reply counts count what everyone sees: the hidden reply is not among them.
    expect(seen.body.items).toHaveLength(1);
    expect(seen.body.items[0]).toMatchObject({ id: top, deleted: true, text: '', author: null, replyCount: 0 });
    expect(seen.body.items[0].replies).toMatchObject([{ id: reply, hidden: { note: null } }]);
    const visitor = await registerUser(t.app);
    // Someone else sees neither: the top comment's thread has no reply they see.
    expect((await visitor.get(url)).body.items).toEqual([]);

    const byAuthor = await other.get(url);
    expect(
      byAuthor.body.items.map((item: { id: number; hidden?: unknown }) => [item.id, Boolean(item.hidden)]),
    ).toEqual([
      [lone, true],
      [top, true],
    ]);
    const byModerator = await modAgent.get(url);
    expect(byModerator.body.items).toHaveLength(2);

    await unhideItem(t.database, 'comment', reply, null, moderator, now());
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
    expect((await visitor.get(url)).body.total).toBe(1);

    await report(visitor, 'comment', lone);
    const deleted = await deleteItem(t.database, 'comment', lone, 'Spam link', moderator, now());
    expect(deleted.resolvedReports).toBe(1);
    expect((await log()).action).toBe('delete');
    await deleteItem(t.database, 'comment', top, null, moderator, now());
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
    const after = await other.get(url);
    expect(after.body.items).toMatchObject([{ id: top, deleted: true, replies: [{ id: reply, deleted: false }] }]);
  });

  it('deletes a prompt with its comments and closes the reports of both', async () => {
    const author = await registerUser(t.app);
    const other = await registerUser(t.app);
    const prompt = await createPrompt(author, { shared: true });
    const comment = (await author.post(`/api/comments/community/${prompt.id}`, { text: 'x' })).body.comment.id;
    await report(other, 'prompt', prompt.id);
    await report(other, 'comment', comment);
    await deleteItem(t.database, 'prompt', prompt.id, null, moderator, now());
    expect(await countOpenReports(t.database.kysely, 'comment', comment)).toBe(0);
    expect((await author.get(`/api/prompts/${prompt.id}`)).status).toBe(404);
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
  });

  it('dismisses reports, leaving the item as it is', async () => {
    const author = await registerUser(t.app);
    const other = await registerUser(t.app);
    const prompt = await createPrompt(author, { shared: true });
    await report(other, 'prompt', prompt.id);
    expect((await dismissReports(t.database, 'prompt', prompt.id, 'Fine', moderator, now())).resolvedReports).toBe(1);
    expect((await log()).action).toBe('dismiss');
    expect((await other.get(`/api/community/prompts/${prompt.id}`)).status).toBe(200);
  });
});

describe('suspending and lifting', () => {
  it('suspends for a duration or until lifted, shows it to the member, and logs the duration', async () => {
    const member = await registerUser(t.app);
    const suspended = await suspendMember(
      t.database,
      member.user!.id,
      { duration: '7d', note: 'Spam' },
      moderator,
      t.clock.now(),
    );
    expect(suspended.suspended_until).toBe(new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString());
    expect(await log()).toMatchObject({ action: 'suspend', note: 'Spam', detail: '7d' });
    expect((await member.get('/api/auth/me')).body.user.suspension).toEqual({
      until: suspended.suspended_until,
      note: 'Spam',
    });
    await suspendMember(t.database, member.user!.id, { duration: 'indefinite' }, moderator, t.clock.now());
    expect((await member.get('/api/auth/me')).body.user.suspension).toEqual({ until: null, note: null });
    await liftSuspension(t.database, member.user!.id, 'Apologised', moderator, t.clock.now());
    expect((await member.get('/api/auth/me')).body.user.suspension).toBeNull();
    expect(await log()).toMatchObject({ action: 'lift', note: 'Apologised' });
  });

  it('refuses to act on oneself, on admins, and (for moderators) on moderators', async () => {
    const otherModerator = await registerUser(t.app);
    await setRole(t.database, otherModerator, 'moderator');
    const admin = await registerUser(t.app);
    await setRole(t.database, admin, 'admin');
    const suspend = (userId: number, actor: Moderator) =>
      suspendMember(t.database, userId, { duration: '1d' }, actor, t.clock.now());
    await expect(suspend(moderator.id, moderator)).rejects.toMatchObject({ statusCode: 403 });
    await expect(suspend(admin.user!.id, moderator)).rejects.toMatchObject({ statusCode: 403 });
    await expect(suspend(otherModerator.user!.id, moderator)).rejects.toMatchObject({ statusCode: 403 });
    const asAdmin: Moderator = { id: admin.user!.id, username: admin.user!.username, role: 'admin' };
    await expect(suspend(otherModerator.user!.id, asAdmin)).resolves.toMatchObject({ id: otherModerator.user!.id });
    await expect(suspend(999_999, asAdmin)).rejects.toMatchObject({ statusCode: 404 });
  });
});
