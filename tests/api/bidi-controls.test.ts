/**
 * Bidi controls (BIDI_CONTROL, U+202A–U+202E and U+2066–U+2069) are refused in prompt titles and
 * report notes, as in token names: an override inside a title reads "Invoice \u202Egnp.exe" as an .exe,
 * in the community list and in the console alike. Other texts keep them (right-to-left prompts use isolates).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrompt, createTestApp, registerUser, type Agent, type TestApp } from './helpers/app';

let t: TestApp;
let author: Agent;
let reporter: Agent;
beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t.app);
  reporter = await registerUser(t.app);
});
afterAll(async () => t.close());

describe('bidi controls', () => {
  it('are refused in a title, when a prompt is created and when it is edited', async () => {
    const created = await author.post('/api/prompts', { title: 'Invoice \u202Egnp.exe', description: 'Pay it' });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'title',
      message: 'Title cannot contain control characters',
    });
    const prompt = await createPrompt(author, { title: 'Invoice', shared: true });
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const edited = await author.patch(`/api/prompts/${prompt.id}`, { title: `Invoice ${control}x` });
      expect(edited.status).toBe(400);
      expect(edited.body.field).toBe('title');
    }
    expect((await author.get(`/api/prompts/${prompt.id}`)).body.prompt.title).toBe('Invoice');
  });

  it('are refused in a report note', async () => {
    const prompt = await createPrompt(author, { shared: true });
    const refused = await reporter.post('/api/reports', {
      kind: 'prompt',
      id: prompt.id,
      reason: 'other',
      note: '\u2066ton si siht',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'note' });
    const override = await reporter.post('/api/reports', {
      kind: 'prompt',
      id: prompt.id,
      reason: 'other',
      note: '\u202Eton si siht',
    });
    expect(override.status).toBe(400);
    expect(override.body.field).toBe('note');
    const plain = await reporter.post('/api/reports', { kind: 'prompt', id: prompt.id, reason: 'other', note: 'fine' });
    expect(plain.status).toBe(201);
  });

  it('stay allowed in a prompt’s text, where right-to-left writing isolates code', async () => {
    const prompt = await createPrompt(author, { title: 'مرحبا', description: 'اكتب \u2066npm test\u2069 ثم انتظر' });
    expect(prompt.title).toBe('مرحبا');
  });
});
