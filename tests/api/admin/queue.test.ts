/**
 * The report queue (GET /api/admin/queue, POST /api/admin/queue/:kind/:id): items with open
 * reports grouped, the longest waiting first, each once across pages, with text, author, hidden
 * state and reports; dismiss (showing again what the reports hid), hide, delete, each closing the
 * item's open reports and optionally suspending its author, in one transaction, logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCounterDrift } from '../../../server/repositories/counters';
import { MODERATION_LIMITS } from '../../../src/api/limits';
import { Agent, createPrompt, createTestApp, registerUser, type ApiResponse, type TestApp } from '../helpers/app';
import { fileTestReport, staffMember } from '../helpers/moderation';

let t: TestApp;
let moderator: Agent;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await staffMember(t, 'moderator');
});
afterAll(async () => {
  await t.close();
});

const later = () => t.clock.advance(60_000);

const queuedItem = (kind: 'prompt' | 'comment', id: number) => (item: { kind: string; id: number }) =>
  item.kind === kind && item.id === id;

async function queue(pageSize = 50) {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse = await moderator.get(
      `/api/admin/queue?pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

async function openReports(kind: 'prompt' | 'comment', id: number) {
  return t.database.kysely
    .selectFrom('reports')
    .select(['resolution', 'resolved_by'])
    .where('target_kind', '=', kind)
    .where('target_ref', '=', id)
    .execute();
}

async function logSince(id: number) {
  return t.database.kysely
    .selectFrom('moderation_log')
    .select(['action', 'actor_name', 'target_kind', 'target_ref', 'subject_name', 'note', 'detail'])
    .where('id', '>', id)
    .orderBy('id')
    .execute();
}

async function lastLogId() {
  const row = await t.database.kysely
    .selectFrom('moderation_log')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** An author with a shared prompt and a comment on it; reporters. */
async function world() {
  const author = await registerUser(t.app);
  const reporters = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
  const prompt = await createPrompt(author, { shared: true, title: 'Cheap pills', description: 'Buy now' });
  const comment = (await author.post(`/api/comments/community/${prompt.id}`, { text: 'Visit my shop' })).body.comment
    .id as number;
  return { author, reporters, prompt, comment };
}

describe('the queue', () => {
  it('groups open reports by item, the longest waiting first, each item once across pages', async () => {
    const before = (await queue()).length;
    const w = await world();
    later();
    await fileTestReport(t, w.reporters[0]!, 'comment', w.comment, { reason: 'spam', note: 'shop link' });
    later();
    await fileTestReport(t, w.reporters[0]!, 'prompt', w.prompt.id, { reason: 'illegal' });
    later();
    // Later reports of the first item do not move it, nor show it twice.
    await fileTestReport(t, w.reporters[1]!, 'comment', w.comment, { reason: 'abuse' });
    await fileTestReport(t, w.reporters[1]!, 'prompt', w.prompt.id, { reason: 'other', note: 'see title' });
    const items = (await queue(1)).slice(before);
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['comment', w.comment],
      ['prompt', w.prompt.id],
    ]);
    expect(items[0]).toMatchObject({
      kind: 'comment',
      title: null,
      text: 'Visit my shop',
      textComplete: true,
      on: { kind: 'community', ref: w.prompt.id },
      author: { id: w.author.user!.id, username: w.author.user!.username },
      hidden: null,
      reportCount: 2,
      reports: [
        { reason: 'abuse', note: null, reporterName: w.reporters[1]!.user!.username },
        { reason: 'spam', note: 'shop link', reporterName: w.reporters[0]!.user!.username },
      ],
    });
    expect(items[1]).toMatchObject({ kind: 'prompt', title: 'Cheap pills', text: 'Buy now', reportCount: 2 });
    expect(items[0].firstReportedAt < items[1].firstReportedAt).toBe(true);
  });

  it(`shows an item's newest ${MODERATION_LIMITS.QUEUE_REPORTS_SHOWN} reports, and counts them all`, async () => {
    const w = await world();
    const many = MODERATION_LIMITS.QUEUE_REPORTS_SHOWN + 2;
    const names: string[] = [];
    for (let i = 0; i < many; i += 1) {
      const reporter = await registerUser(t.app);
      later();
      await fileTestReport(t, reporter, 'prompt', w.prompt.id, { note: `report ${i}` });
      names.push(reporter.user!.username);
    }
    const item = (await queue()).find((entry) => entry.kind === 'prompt' && entry.id === w.prompt.id);
    expect(item.reportCount).toBe(many);
    expect(item.reports.map((report: { reporterName: string }) => report.reporterName)).toEqual(
      names.reverse().slice(0, MODERATION_LIMITS.QUEUE_REPORTS_SHOWN),
    );
  });

  it('dismiss: closes the reports, shows again an item the reports hid, logged', async () => {
    const w = await world();
    for (const reporter of w.reporters) await fileTestReport(t, reporter, 'comment', w.comment, { established: true });
    const visitor = new Agent(t.app);
    const visible = async () =>
      ((await visitor.get(`/api/comments/community/${w.prompt.id}`)).body.items as { id: number }[]).some(
        (c) => c.id === w.comment,
      );
    expect(await visible()).toBe(false);
    const queued = (await queue()).find((item) => item.kind === 'comment' && item.id === w.comment);
    expect(queued.hidden).toMatchObject({ at: expect.any(String), note: null });

    const since = await lastLogId();
    const res = await moderator.post(`/api/admin/queue/comment/${w.comment}`, { action: 'dismiss', note: 'Fine' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ resolvedReports: 3 });
    expect(await visible()).toBe(true);
    expect(await openReports('comment', w.comment)).toEqual(
      w.reporters.map(() => ({ resolution: 'dismissed', resolved_by: moderator.user!.id })),
    );
    expect((await logSince(since)).map((entry) => [entry.action, entry.note])).toEqual([
      ['unhide', 'Fine'],
      ['dismiss', 'Fine'],
    ]);
    expect((await queue()).some((item) => item.id === w.comment && item.kind === 'comment')).toBe(false);
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
  });

  it('hide: hides the item with the note to its author, closes the reports', async () => {
    const w = await world();
    await fileTestReport(t, w.reporters[0]!, 'prompt', w.prompt.id);
    const since = await lastLogId();
    const res = await moderator.post(`/api/admin/queue/prompt/${w.prompt.id}`, { action: 'hide', note: 'No ads' });
    expect(res.body).toEqual({ resolvedReports: 1 });
    expect(await logSince(since)).toEqual([
      {
        action: 'hide',
        actor_name: moderator.user!.username,
        target_kind: 'prompt',
        target_ref: w.prompt.id,
        subject_name: w.author.user!.username,
        note: 'No ads',
        detail: null,
      },
    ]);
    expect((await new Agent(t.app).get(`/api/community/prompts/${w.prompt.id}`)).status).toBe(404);
    expect((await w.author.get(`/api/prompts/${w.prompt.id}`)).body.prompt.hidden).toMatchObject({ note: 'No ads' });
    expect(await openReports('prompt', w.prompt.id)).toEqual([
      { resolution: 'hidden', resolved_by: moderator.user!.id },
    ]);
  });

  it('delete and suspend the author: both, logged, in one go', async () => {
    const w = await world();
    await fileTestReport(t, w.reporters[0]!, 'comment', w.comment);
    const since = await lastLogId();
    const res = await moderator.post(`/api/admin/queue/comment/${w.comment}`, {
      action: 'delete',
      note: 'Spam',
      suspendAuthor: { duration: '1d', note: 'No spam, please' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await new Agent(t.app).get(`/api/comments/community/${w.prompt.id}`)).body.total).toBe(0);
    expect((await w.author.get('/api/auth/me')).body.user.suspension).toEqual({
      until: new Date(t.clock.now().getTime() + 24 * 3600 * 1000).toISOString(),
      note: 'No spam, please',
    });
    expect(
      (await logSince(since)).map((entry) => [entry.action, entry.subject_name, entry.note, entry.detail]),
    ).toEqual([
      ['delete', w.author.user!.username, 'Spam', null],
      ['suspend', w.author.user!.username, 'No spam, please', '1d'],
    ]);
    expect(await findCounterDrift(t.database.kysely)).toEqual([]);
  });

  it('when the author may not be suspended, nothing happens at all', async () => {
    const w = await world();
    const otherModerator = await staffMember(t, 'moderator');
    const theirs = (await otherModerator.post(`/api/comments/community/${w.prompt.id}`, { text: 'Mod comment' })).body
      .comment.id as number;
    await fileTestReport(t, w.reporters[0]!, 'comment', theirs);
    const since = await lastLogId();
    const res = await moderator.post(`/api/admin/queue/comment/${theirs}`, {
      action: 'delete',
      suspendAuthor: { duration: '7d' },
    });
    expect(res.status).toBe(403);
    expect(await logSince(since)).toEqual([]);
    expect(await openReports('comment', theirs)).toEqual([{ resolution: null, resolved_by: null }]);
    expect((await new Agent(t.app).get(`/api/comments/community/${w.prompt.id}`)).body.total).toBe(2);
  });

  it('refuses an unknown action, and items that do not exist', async () => {
    expect((await moderator.post('/api/admin/queue/comment/1', { action: 'burn' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'action',
    });
    expect((await moderator.post('/api/admin/queue/prompt/99999999', { action: 'hide' })).status).toBe(404);
    expect((await moderator.post('/api/admin/queue/comment/99999999', { action: 'dismiss' })).status).toBe(404);
  });
});

describe('what the queue shows: the item as reported, while it is public', () => {
  const reportsOf = (kind: 'prompt' | 'comment', id: number) =>
    t.database.kysely
      .selectFrom('reports')
      .select(['resolution', 'resolved_by', 'network_hash', 'snapshot_text'])
      .where('target_kind', '=', kind)
      .where('target_ref', '=', id)
      .execute();

  it('report, unshare, edit: the reports close as withdrawn, the queue shows neither the item nor its new text', async () => {
    const w = await world();
    const commenter = await registerUser(t.app);
    const onIt = (await commenter.post(`/api/comments/community/${w.prompt.id}`, { text: 'Reply on the pills' })).body
      .comment.id as number;
    const [reporter] = w.reporters;
    for (const [kind, id] of [
      ['prompt', w.prompt.id],
      ['comment', w.comment],
      ['comment', onIt],
    ] as const)
      expect((await reporter!.post('/api/reports', { kind, id, reason: 'spam' })).status).toBe(201);
    expect((await queue()).some(queuedItem('prompt', w.prompt.id))).toBe(true);

    expect((await w.author.patch(`/api/prompts/${w.prompt.id}`, { shared: false })).status).toBe(200);
    const diary = { title: 'PRIVATE diary', description: 'My private note: the door code is 4711.' };
    expect((await w.author.patch(`/api/prompts/${w.prompt.id}`, diary)).status).toBe(200);

    const items = await queue();
    for (const [kind, id] of [
      ['prompt', w.prompt.id],
      ['comment', w.comment],
      ['comment', onIt],
    ] as const)
      expect(items.some(queuedItem(kind, id)), `${kind} ${id}`).toBe(false);
    const page = JSON.stringify(items);
    expect(page).not.toContain('4711');
    expect(page).not.toContain('PRIVATE diary');
    const withdrawn = [{ resolution: 'withdrawn', resolved_by: null, network_hash: null, snapshot_text: null }];
    expect(await reportsOf('prompt', w.prompt.id)).toEqual(withdrawn);
    expect(await reportsOf('comment', w.comment)).toEqual(withdrawn);
    expect(await reportsOf('comment', onIt)).toEqual(withdrawn);
    // Nor can a moderator act on it: it is its author's business alone.
    expect((await moderator.post(`/api/admin/queue/prompt/${w.prompt.id}`, { action: 'hide' })).status).toBe(404);

    // Shared again, it may be reported again, as it is now.
    expect((await w.author.patch(`/api/prompts/${w.prompt.id}`, { shared: true })).status).toBe(200);
    expect((await reporter!.post('/api/reports', { kind: 'prompt', id: w.prompt.id, reason: 'other' })).status).toBe(
      201,
    );
    expect((await queue()).find(queuedItem('prompt', w.prompt.id))).toMatchObject({
      title: diary.title,
      text: diary.description,
      reportCount: 1,
      reports: [{ reason: 'other' }],
    });
  });

  it('leaves out a report left open on a private prompt, and on a comment under it', async () => {
    const w = await world();
    await fileTestReport(t, w.reporters[0]!, 'prompt', w.prompt.id);
    await fileTestReport(t, w.reporters[0]!, 'comment', w.comment);
    // As a report filed before unsharing withdrew them would be: the prompt private, the reports open.
    await t.database.kysely.updateTable('prompts').set({ shared: 0 }).where('id', '=', w.prompt.id).execute();
    const items = await queue();
    expect(items.some(queuedItem('prompt', w.prompt.id))).toBe(false);
    expect(items.some(queuedItem('comment', w.comment))).toBe(false);
  });

  it('shows the text as reported after the author edits a still-shared prompt, bounded', async () => {
    const w = await world();
    const max = MODERATION_LIMITS.REPORT_SNAPSHOT_MAX;
    // Astral characters: one code point, two code units each; the cut counts code points.
    const long = '😀'.repeat(max + 10);
    expect(
      (await w.author.patch(`/api/prompts/${w.prompt.id}`, { title: 'As reported', description: long })).status,
    ).toBe(200);
    expect(
      (await w.reporters[0]!.post('/api/reports', { kind: 'prompt', id: w.prompt.id, reason: 'spam' })).status,
    ).toBe(201);
    const short = 'Short and reported';
    const onIt = (await w.reporters[1]!.post(`/api/comments/community/${w.prompt.id}`, { text: short })).body.comment
      .id as number;
    await fileTestReport(t, w.reporters[2]!, 'comment', onIt);
    const edited = { title: 'Edited since', description: 'Nothing to see here.' };
    expect((await w.author.patch(`/api/prompts/${w.prompt.id}`, edited)).status).toBe(200);

    const items = await queue();
    const prompt = items.find(queuedItem('prompt', w.prompt.id));
    expect(prompt).toMatchObject({ title: 'As reported', text: '😀'.repeat(max), textComplete: false });
    expect(items.find(queuedItem('comment', onIt))).toMatchObject({ title: null, text: short, textComplete: true });
    expect(JSON.stringify(items)).not.toContain(edited.description);
    const [stored] = await reportsOf('prompt', w.prompt.id);
    expect(Array.from(stored!.snapshot_text!)).toHaveLength(max);
  });
});
