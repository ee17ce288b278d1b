/**
 * The console's feedback inbox (GET /api/admin/feedback, POST /api/admin/feedback/:id/handled):
 * newest first with author, contact, page language and user agent; open and handled apart; paging
 * by cursor through every message once; handling and reopening logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type Agent, type TestApp } from '../helpers/app';
import { lastLogEntry, staffMember } from '../helpers/moderation';

let t: TestApp;
let moderator: Agent;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await staffMember(t, 'moderator');
});
afterAll(async () => {
  await t.close();
});

/** Every page of a status, following nextCursor. */
async function allPages(status: 'open' | 'handled', pageSize: number) {
  const pages: { id: number }[][] = [];
  let cursor: string | null = null;
  do {
    const query: string = `status=${status}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await moderator.get(`/api/admin/feedback?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return pages;
}

describe('feedback inbox', () => {
  it('lists open messages newest first with who sent them from where, and pages through each once', async () => {
    const sender = await registerUser(t.app);
    const sent: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await sender.post(
        '/api/feedback',
        { message: `Message ${i}`, contact: i === 0 ? 'me@example.test' : undefined, locale: 'ar' },
        { headers: { 'user-agent': 'TestBrowser/1.0' } },
      );
      expect(res.status).toBe(201);
      sent.push(res.body.id);
      // Two messages in the same instant: the id orders them.
      if (i % 2 === 0) t.clock.advance(1000);
    }
    const first = await moderator.get('/api/admin/feedback?pageSize=1');
    expect(first.body.items[0]).toEqual({
      id: sent[6],
      message: 'Message 6',
      contact: null,
      authorName: sender.user!.username,
      locale: 'ar',
      userAgent: 'TestBrowser/1.0',
      createdAt: expect.any(String),
      handledAt: null,
      handledBy: null,
    });
    const pages = await allPages('open', 3);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((item) => item.id)).toEqual([...sent].reverse());
  });

  it('marks a message handled (and open again), moving it between the lists, logged each time', async () => {
    const sender = await registerUser(t.app);
    const id = (await sender.post('/api/feedback', { message: 'Please add dark mode' })).body.id as number;
    const handled = await moderator.post(`/api/admin/feedback/${id}/handled`, { handled: true });
    expect(handled.status).toBe(200);
    expect(handled.body.item).toMatchObject({
      id,
      handledAt: t.clock.now().toISOString(),
      handledBy: moderator.user!.username,
    });
    expect(await lastLogEntry(t)).toMatchObject({
      action: 'feedback_handled',
      actor_name: moderator.user!.username,
      target_kind: 'feedback',
      target_ref: id,
      subject_name: sender.user!.username,
    });
    expect((await allPages('open', 50)).flat().map((item) => item.id)).not.toContain(id);
    expect((await allPages('handled', 50)).flat().map((item) => item.id)).toContain(id);

    // Marking it handled again changes nothing and logs nothing.
    const logged = await lastLogEntry(t);
    expect((await moderator.post(`/api/admin/feedback/${id}/handled`, { handled: true })).status).toBe(200);
    expect((await lastLogEntry(t)).id).toBe(logged.id);

    const reopened = await moderator.post(`/api/admin/feedback/${id}/handled`, { handled: false });
    expect(reopened.body.item).toMatchObject({ id, handledAt: null, handledBy: null });
    expect(await lastLogEntry(t)).toMatchObject({ action: 'feedback_reopened', target_ref: id });
    expect((await allPages('open', 50)).flat().map((item) => item.id)).toContain(id);
  });

  it('answers 404 for a message that does not exist, and refuses a body without `handled`', async () => {
    expect((await moderator.post('/api/admin/feedback/987654/handled', { handled: true })).status).toBe(404);
    const res = await moderator.post('/api/admin/feedback/1/handled', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'handled' });
  });
});
