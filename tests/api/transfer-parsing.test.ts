/**
 * Import documents are read on a worker thread (server/transfer/documentParser.ts): the answers stay
 * those of Fastify's default JSON parser and zod's validator, the main thread never parses the body,
 * at most a couple of documents wait for the worker, and one that overruns its budget costs the
 * worker, not the next import.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportDocument } from '../../src/api/contract';
import { documentParsers } from '../../server/transfer/importBody';
import { MAX_WAITING_DOCUMENTS, type DocumentParser } from '../../server/transfer/documentParser';
import { registerUser, type Agent, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let parser: DocumentParser;
beforeAll(async () => {
  t = await createTestApp();
  parser = documentParsers.get(t.app.deps)!;
});
afterAll(async () => {
  await t.close();
});

const doc = (prompts: unknown[], favorites: unknown[] = []) => ({
  format: 'promptdeck-export',
  version: 1,
  prompts,
  favorites,
});
const json = { headers: { 'content-type': 'application/json' } };
const postRaw = (agent: Agent, url: string, body: string) => agent.post(url, body, json);

describe('import answers, read on the worker', () => {
  it('answers bad JSON, poisoned keys and empty bodies exactly as the default parser does elsewhere', async () => {
    const agent = await registerUser(t.app);
    const bodies = [
      '{"format": ',
      'not json',
      '{"format":"promptdeck-export","version":1,"prompts":[],"__proto__":{"admin":true}}',
      '{"format":"promptdeck-export","version":1,"prompts":[{"title":"a","description":"b","\\u005f_proto__":{}}]}',
      '{"format":"promptdeck-export","version":1,"prompts":[],"favorites":[{"constructor":{"prototype":{"admin":true}}}]}',
      '',
    ];
    for (const body of bodies) {
      const imported = await postRaw(agent, '/api/me/import', body);
      const feedback = await postRaw(agent, '/api/feedback', body);
      expect(feedback.status).toBe(400);
      expect({ body, status: imported.status, answer: imported.body }).toEqual({
        body,
        status: feedback.status,
        answer: feedback.body,
      });
    }
    expect((await postRaw(agent, '/api/me/import', '{"a":1}')).status).toBe(400);
    expect((await postRaw(agent, '/api/me/import', '\ufeff' + JSON.stringify(doc([])))).status).toBe(200);
  });

  it('names the first invalid field as zod does, and a null or non-object body as before', async () => {
    const agent = await registerUser(t.app);
    const broken = await agent.post(
      '/api/me/import',
      doc([
        { title: 'Fine', description: 'ok' },
        { title: 'Broken', description: '' },
      ]),
    );
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Prompt text is required',
      field: 'prompts.1.description',
    });
    const nothing = await postRaw(agent, '/api/me/import', 'null');
    expect(nothing.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Request body is required' });
    const list = await postRaw(agent, '/api/me/import', '[]');
    const zodMessage = ImportDocument.safeParse([]).error!.issues[0]!.message;
    expect(list.body).toEqual({ code: 'VALIDATION_FAILED', message: `Request body is not valid: ${zodMessage}` });
  });

  it('refuses a wrong content type (415) and a body over 40 MB (413)', async () => {
    const agent = await registerUser(t.app);
    const text = await agent.post('/api/me/import', JSON.stringify(doc([])), {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const huge = await postRaw(agent, '/api/me/import', `{"format":"${'x'.repeat(40 * 1024 * 1024)}"}`);
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('import reading off the event loop', () => {
  it('never parses the body on the main thread and validates it once, on the worker', async () => {
    const agent = await registerUser(t.app);
    const marker = `off-thread-${Date.now()}`;
    const before = parser.documentsStarted;
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const res = await agent.post('/api/me/import', doc([{ title: marker, description: 'text' }]));
      expect(res.status).toBe(200);
      expect(res.body.addedPrompts).toBe(1);
      expect(parse.mock.calls.filter(([text]) => String(text).includes(marker))).toEqual([]);
    } finally {
      parse.mockRestore();
    }
    expect(parser.documentsStarted).toBe(before + 1);
    expect((await agent.get('/api/prompts')).body.items.map((p: { title: string }) => p.title)).toEqual([marker]);
  });

  it(`lets ${MAX_WAITING_DOCUMENTS} documents wait while one is read, and refuses the next at once with 503`, async () => {
    const agent = await registerUser(t.app);
    const release = parser.hold();
    let answers: Promise<{ status: number }>[] = [];
    try {
      answers = Array.from({ length: 1 + MAX_WAITING_DOCUMENTS }, (_, i) =>
        agent.post('/api/me/import', doc([{ title: `Queued ${i}`, description: 'x' }])),
      );
      await vi.waitFor(() => expect(parser.full).toBe(true));
      const refused = await agent.post('/api/me/import', doc([{ title: 'One too many', description: 'x' }]));
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(refused.headers['retry-after']).toBe('5');
    } finally {
      release();
    }
    expect((await Promise.all(answers)).map((res) => res.status)).toEqual(answers.map(() => 200));
  });

  it('restarts the worker when a document overruns its budget: that import gets 503, the next one succeeds', async () => {
    const agent = await registerUser(t.app);
    const workers = parser.workersStarted;
    const budget = parser.timeoutMs;
    parser.timeoutMs = 300;
    const release = parser.hold();
    try {
      const overrun = await agent.post('/api/me/import', doc([{ title: 'Too slow', description: 'x' }]));
      expect(overrun.status).toBe(503);
      expect(overrun.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(overrun.headers['retry-after']).toBe('5');
    } finally {
      release();
      parser.timeoutMs = budget;
    }
    const next = await agent.post('/api/me/import', doc([{ title: 'Next', description: 'x' }]));
    expect(next.status).toBe(200);
    expect(parser.workersStarted).toBe(workers + 1);
    expect((await agent.get('/api/prompts')).body.items.map((p: { title: string }) => p.title)).toEqual(['Next']);
  });
});
