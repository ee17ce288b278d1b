/**
 * Spam basics (server/repositories/spam.ts, caps.ts): accounts younger than NEW_ACCOUNT_HOURS may
 * not post links in comments or shared prompts and have lower caps; the same comment text spread
 * over several prompts in a short window is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SPAM_RULES } from '../../src/api/limits';
import { NEW_ACCOUNT_CAPS } from '../../server/repositories/caps';
import { createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const HOUR = 60 * 60 * 1000;

async function world(hours: string) {
  t = await createTestApp({ env: { NEW_ACCOUNT_HOURS: hours } });
  return t;
}

describe('links from new accounts', () => {
  it('are refused in comments, naming when they are allowed, and allowed once the account is established', async () => {
    const { app, clock } = await world('24');
    const member = await registerUser(app);
    const allowedAt = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    const refused = await member.post('/api/comments/curated/1', { text: 'Better version at www.example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'LINKS_NOT_ALLOWED_YET', field: 'text', allowedAt });
    expect((await member.post('/api/comments/curated/1', { text: 'No link here, e.g. node.js' })).status).toBe(201);
    clock.advance(24 * HOUR);
    expect((await member.post('/api/comments/curated/1', { text: 'See https://example.com/x' })).status).toBe(201);
  });

  it('are refused in shared prompts (creating, sharing, editing) but not in private ones, and kept private on import', async () => {
    const { app } = await world('24');
    const member = await registerUser(app);
    const shared = await member.post('/api/prompts', {
      title: 'Tips',
      description: 'Read cheap-pills.shop first',
      shared: true,
    });
    expect(shared.status).toBe(403);
    expect(shared.body).toMatchObject({ code: 'LINKS_NOT_ALLOWED_YET', field: 'description' });
    const own = await createPrompt(member, { title: 'Tips', description: 'Read cheap-pills.shop first' });
    const sharing = await member.patch(`/api/prompts/${own.id}`, { shared: true });
    expect(sharing.body).toMatchObject({ code: 'LINKS_NOT_ALLOWED_YET', field: 'description' });
    const clean = await createPrompt(member, { title: 'Clean', description: 'No links', shared: true });
    const editing = await member.patch(`/api/prompts/${clean.id}`, { remark: 'by http://spam.example' });
    expect(editing.body).toMatchObject({ code: 'LINKS_NOT_ALLOWED_YET', field: 'remark' });
    const imported = await member.post('/api/me/import', {
      format: 'promptdeck-export',
      version: 1,
      prompts: [
        { title: 'With link', description: 'Go to bit.ly/x', shared: true },
        { title: 'Without', description: 'Plain', shared: true },
      ],
    });
    expect(imported.body).toMatchObject({ addedPrompts: 2, keptPrivate: 1 });
  });

  it('are free for every account when NEW_ACCOUNT_HOURS is 0', async () => {
    const { app } = await world('0');
    const member = await registerUser(app);
    expect((await member.post('/api/comments/curated/1', { text: 'https://example.com' })).status).toBe(201);
  });
});

describe('the caps of new accounts', () => {
  it('allow fewer comments an hour, naming the lower number', async () => {
    const { app, clock } = await world('24');
    const established = await registerUser(app);
    clock.advance(24 * HOUR);
    const member = await registerUser(app);
    for (let i = 0; i < NEW_ACCOUNT_CAPS.COMMENTS_PER_HOUR; i += 1)
      expect((await member.post(`/api/comments/curated/${i + 1}`, { text: `note ${i}` })).status).toBe(201);
    const over = await member.post('/api/comments/curated/99', { text: 'one more' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'comments',
      limit: NEW_ACCOUNT_CAPS.COMMENTS_PER_HOUR,
    });
    // An established account has the ordinary budget.
    for (let i = 0; i <= NEW_ACCOUNT_CAPS.COMMENTS_PER_HOUR; i += 1)
      expect((await established.post(`/api/comments/curated/${i + 1}`, { text: `mine ${i}` })).status).toBe(201);
  });

  it('allow fewer shared prompts a day', async () => {
    const { app } = await world('24');
    const member = await registerUser(app);
    for (let i = 0; i < NEW_ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY; i += 1)
      await createPrompt(member, { title: `Shared ${i}`, shared: true });
    const over = await member.post('/api/prompts', { title: 'One more', description: 'x', shared: true });
    expect(over.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'shared',
      limit: NEW_ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY,
    });
  });
});

describe('the same text on many prompts', () => {
  const spam = 'Earn $500 a day from home, message me now';

  it('is refused on one prompt more than the rule allows, whatever its case and spacing, until the window passes', async () => {
    const { app, clock } = await world('0');
    const member = await registerUser(app);
    for (let i = 0; i < SPAM_RULES.REPEATED_TEXT_ITEMS_MAX; i += 1)
      expect((await member.post(`/api/comments/curated/${i + 1}`, { text: spam })).status).toBe(201);
    // The same prompt again is not spreading it.
    expect((await member.post('/api/comments/curated/1', { text: spam })).status).toBe(201);
    clock.advance(60_000);
    const refused = await member.post('/api/comments/curated/50', { text: `  ${spam.toUpperCase()}\n` });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'REPEATED_TEXT', field: 'text' });
    expect(Number(refused.headers['retry-after'])).toBe(SPAM_RULES.REPEATED_TEXT_WINDOW_MS / 1000 - 60);
    expect((await member.post('/api/comments/curated/50', { text: 'Something of my own' })).status).toBe(201);
    clock.advance(SPAM_RULES.REPEATED_TEXT_WINDOW_MS);
    expect((await member.post('/api/comments/curated/50', { text: spam })).status).toBe(201);
  });

  it('leaves short texts and other members alone', async () => {
    const { app } = await world('0');
    const member = await registerUser(app);
    for (let i = 0; i < SPAM_RULES.REPEATED_TEXT_ITEMS_MAX + 2; i += 1)
      expect((await member.post(`/api/comments/curated/${i + 1}`, { text: 'Thanks!' })).status).toBe(201);
    for (let i = 0; i < SPAM_RULES.REPEATED_TEXT_ITEMS_MAX + 1; i += 1) {
      const other = await registerUser(app);
      expect((await other.post(`/api/comments/curated/${i + 1}`, { text: spam })).status).toBe(201);
    }
  });
});
