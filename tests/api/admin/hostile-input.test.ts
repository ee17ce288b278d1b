/**
 * Hostile input to the console is answered cheaply with clear codes: huge search texts, cursors
 * that are not ours, ids out of range and page sizes out of bounds are refused by validation
 * (400 VALIDATION_FAILED naming the field) before any query; and anyone who is not a moderator
 * gets 404 before the input is even looked at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../server/repositories/cursor';
import { Agent, createTestApp, registerUser, type TestApp } from '../helpers/app';
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

const huge = 'a'.repeat(100_000);
const notOurs = encodeCursor(['x', 'y', 'z']);

const CASES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; field: string }[] = [
  { method: 'GET', url: `/api/admin/content?q=${huge}`, field: 'q' },
  { method: 'GET', url: `/api/admin/content?author=${huge}`, field: 'author' },
  { method: 'GET', url: '/api/admin/content?author=no%20spaces', field: 'author' },
  { method: 'GET', url: '/api/admin/content?kind=bogus', field: 'kind' },
  { method: 'GET', url: '/api/admin/content?visibility=some', field: 'visibility' },
  { method: 'GET', url: '/api/admin/content?cursor=not*valid', field: 'cursor' },
  { method: 'GET', url: `/api/admin/content?cursor=${notOurs}`, field: 'cursor' },
  { method: 'GET', url: `/api/admin/content?cursor=${'A'.repeat(5000)}`, field: 'cursor' },
  { method: 'GET', url: `/api/admin/members?q=${huge}`, field: 'q' },
  { method: 'GET', url: `/api/admin/members?cursor=${notOurs}`, field: 'cursor' },
  // A cursor of a listing without text is not one of a search.
  { method: 'GET', url: `/api/admin/members?q=a&cursor=${encodeCursor(['newest', 5])}`, field: 'cursor' },
  { method: 'GET', url: '/api/admin/members?role=overlord', field: 'role' },
  { method: 'GET', url: '/api/admin/members?pageSize=0', field: 'pageSize' },
  { method: 'GET', url: '/api/admin/members?pageSize=1000000000', field: 'pageSize' },
  { method: 'GET', url: '/api/admin/queue?pageSize=-1', field: 'pageSize' },
  { method: 'GET', url: `/api/admin/queue?cursor=${encodeCursor([1, 'x'])}`, field: 'cursor' },
  { method: 'GET', url: `/api/admin/feedback?cursor=${notOurs}`, field: 'cursor' },
  { method: 'GET', url: '/api/admin/feedback?status=archived', field: 'status' },
  { method: 'GET', url: `/api/admin/log?actor=${huge}`, field: 'actor' },
  { method: 'GET', url: `/api/admin/log?cursor=${notOurs}`, field: 'cursor' },
  { method: 'GET', url: '/api/admin/members/0', field: 'id' },
  { method: 'GET', url: '/api/admin/members/-4', field: 'id' },
  { method: 'GET', url: '/api/admin/members/99999999999999', field: 'id' },
  { method: 'POST', url: '/api/admin/members/2147483648/lift', body: {}, field: 'id' },
  { method: 'POST', url: '/api/admin/content/prompt/abc/hide', body: {}, field: 'id' },
  { method: 'POST', url: '/api/admin/content/user/1/hide', body: {}, field: 'kind' },
  {
    method: 'POST',
    url: '/api/admin/members/1/suspend',
    body: { duration: '1d', note: 'n'.repeat(501) },
    field: 'note',
  },
  {
    method: 'POST',
    url: '/api/admin/queue/comment/1',
    body: { action: 'hide', suspendAuthor: { duration: 3 } },
    field: 'suspendAuthor.duration',
  },
  { method: 'PUT', url: '/api/admin/members/1/role', body: { role: ['moderator'] }, field: 'role' },
  { method: 'DELETE', url: '/api/admin/members/1', body: { password: 'p'.repeat(1000) }, field: 'password' },
];

describe('hostile input to the console', () => {
  it.each(CASES.map((c) => [`${c.method} ${c.url.slice(0, 80)}`, c] as const))(
    '%s → 400 naming the field',
    async (_, c) => {
      const res = await admin.request(c.method, c.url, c.body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: c.field, message: expect.any(String) });
    },
  );

  it('an id in range that matches nothing is 404', async () => {
    for (const url of ['/api/admin/members/2147483647', '/api/admin/feedback/2147483647/handled']) {
      const res = url.endsWith('handled') ? await admin.post(url, { handled: true }) : await admin.get(url);
      expect(res.status, url).toBe(404);
    }
  });

  it('for a member, every one of these is the 404 of a route that does not exist, whatever the input', async () => {
    const member = await registerUser(t.app);
    for (const c of CASES) {
      const res = await member.request(c.method, c.url, c.body);
      expect(res.status, c.url.slice(0, 80)).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      const anonymous = await new Agent(t.app).request(c.method, c.url, c.body);
      expect(anonymous.status, c.url.slice(0, 80)).toBe(404);
    }
  });

  it('a note past the body limit is refused by its size (413) before it is read', async () => {
    const res = await admin.post('/api/admin/members/1/suspend', { duration: '1d', note: 'n'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
