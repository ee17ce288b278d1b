/**
 * Review H1, H4 and M1: what a request costs is bounded before the work is
 * done. Writes are counted before their body is parsed or validated, anonymous
 * imports are refused before their body is read, each route has its own body
 * limit, texts are bounded in code units, and a page of comments stays under
 * its byte budget whatever the comments hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../server/http/bodyLimits';
import { loadConfig } from '../../server/config';
import { COMMENT_ANSWER_BYTES_MAX } from '../../server/repositories/comments';
import { LIMITS } from '../../src/api/limits';
import { Agent, TEST_ENV, createTestApp, registerUser, type ApiResponse, type TestApp } from './helpers/app';
import { insertMaximalThreads } from '../../scripts/bench/hostile/data';

/** A character made of a letter and fifteen combining marks: one grapheme, sixteen code units. */
const STACKED = 'a' + '\u0301'.repeat(15);

describe('writes are counted before their body is validated', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_WRITE_ACCOUNT: '2' } });
  });
  afterAll(() => t.close());

  it('answers 429 to a write over the limit even when its body would fail validation', async () => {
    const member = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await member.post('/api/prompts', { title: '', description: STACKED.repeat(2001) })).status);
    expect(statuses).toEqual([400, 400, 429, 429]);
    const refused = await member.post('/api/prompts', { title: 'fine', description: 'fine' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('imports are counted per account before their body is read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_IMPORT_ACCOUNT: '2' } });
  });
  afterAll(() => t.close());

  it('answers 429 to the third import of the hour, whatever its body', async () => {
    const member = await registerUser(t.app);
    const notJson = { headers: { 'content-type': 'application/json' } };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await member.post('/api/me/import', '{"not json', notJson)).status);
    expect(statuses).toEqual([400, 400, 429]);
    const other = await registerUser(t.app);
    expect((await other.post('/api/me/import', '{"not json', notJson)).status).toBe(400);
  });
});

describe('bounds before work', () => {
  let t: TestApp;
  let member: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    member = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('refuses an anonymous import before reading its body as JSON', async () => {
    // Not JSON at all: a server that parsed it would answer 400, one that checks the session first 401.
    const notJson = '{"format":' + 'x'.repeat(2 * 1024 * 1024);
    const anonymous = await new Agent(t.app).post('/api/me/import', notJson, {
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const signedIn = await member.post('/api/me/import', notJson, { headers: { 'content-type': 'application/json' } });
    expect(signedIn.status).toBe(400);
  });

  it('refuses an anonymous write before reading its body', async () => {
    const res = await new Agent(t.app).post('/api/prompts', '{"title":' + 'x'.repeat(100_000), {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
  });

  it('gives each route the body limit its texts need', async () => {
    const overComment = await member.post('/api/comments/curated/1', { text: 'x'.repeat(BODY_LIMITS.comment) });
    expect(overComment.status).toBe(413);
    expect(overComment.body.code).toBe('PAYLOAD_TOO_LARGE');
    // A prompt body far above the default limit but within its own is read (and validated).
    const bigPrompt = await member.post('/api/prompts', {
      title: 'Long',
      description: '中'.repeat(LIMITS.PROMPT_DESCRIPTION_MAX),
    });
    expect(JSON.stringify({ description: '中'.repeat(LIMITS.PROMPT_DESCRIPTION_MAX) }).length).toBeGreaterThan(
      t.config.bodyLimit / 3,
    );
    expect(bigPrompt.status).toBe(201);
    const overLogin = await new Agent(t.app).post('/api/auth/login', {
      login: 'x'.repeat(t.config.bodyLimit),
      password: 'x',
    });
    expect(overLogin.status).toBe(413);
  });

  it('a maximal prompt in any encoding fits its body limit', () => {
    const description = ('中' + '\u0301'.repeat(3)).repeat(LIMITS.PROMPT_DESCRIPTION_MAX);
    const escaped = JSON.stringify({ title: 'T'.repeat(LIMITS.PROMPT_TITLE_MAX * 4), description }).replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(escaped.length).toBeLessThan(BODY_LIMITS.prompt);
  });

  it('refuses a text whose characters carry many code units each, naming the field', async () => {
    // 2,001 characters, far under 8,000, but 32,016 code units: over 4 per character allowed.
    const res = await member.post('/api/prompts', { title: 'Marks', description: STACKED.repeat(2001) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'description' });
    const comment = await member.post('/api/comments/curated/1', { text: STACKED.repeat(501) });
    expect(comment.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
  });

  it('sets request, header and keep-alive timeouts on the server', () => {
    expect(t.app.server.requestTimeout).toBe(t.config.requestTimeoutMs);
    expect(t.app.server.headersTimeout).toBe(t.config.headersTimeoutMs);
    expect(t.app.server.keepAliveTimeout).toBe(t.config.keepAliveTimeoutMs);
    expect(t.config.requestTimeoutMs).toBeGreaterThan(0);
  });
});

describe('a page of comments stays under its byte budget', () => {
  let t: TestApp;
  const threads = 50;
  const repliesEach = 20;
  beforeAll(async () => {
    t = await createTestApp();
    const author = await registerUser(t.app);
    await insertMaximalThreads(t.database.kysely, {
      authorId: author.user!.id,
      ref: 7,
      threads,
      repliesEach,
      since: Date.parse('2026-03-01T00:00:00.000Z'),
    });
  }, 120_000);
  afterAll(() => t.close());

  it('ends the page early, and its cursors still reach every comment exactly once', async () => {
    const visitor = new Agent(t.app);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: ApiResponse = await visitor.get(
        `/api/comments/curated/7?pageSize=${LIMITS.PAGE_SIZE_MAX}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(res.raw.body)).toBeLessThanOrEqual(COMMENT_ANSWER_BYTES_MAX);
      pages += 1;
      for (const thread of res.body.items) {
        seen.add(thread.text.split(' ')[0]);
        for (const reply of thread.replies) seen.add(reply.text.split(' ')[0]);
        let more: string | null = thread.repliesCursor;
        while (more) {
          const page: ApiResponse = await visitor.get(
            `/api/comments/curated/7/threads/${thread.id}/replies?pageSize=${LIMITS.PAGE_SIZE_MAX}&cursor=${more}`,
          );
          expect(Buffer.byteLength(page.raw.body)).toBeLessThanOrEqual(COMMENT_ANSWER_BYTES_MAX);
          for (const reply of page.body.items) seen.add(reply.text.split(' ')[0]);
          more = page.body.nextCursor;
        }
      }
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(seen.size).toBe(threads * (repliesEach + 1));
  }, 120_000);
});

describe('configuration', () => {
  it('refuses production without SITE_URL', () => {
    expect(() => loadConfig({ ...TEST_ENV, NODE_ENV: 'production', SITE_URL: '' })).toThrow(/SITE_URL is required/);
    expect(loadConfig({ ...TEST_ENV, NODE_ENV: 'production', SITE_URL: 'https://prompts.example' }).seedDemo).toBe(
      false,
    );
  });
});
