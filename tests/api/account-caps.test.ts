/**
 * The account caps (ACCOUNT_CAPS): prompts kept, prompts shared a day,
 * comments an hour, favorites kept; what export and import do with them.
 * Rows are inserted straight into the database where a test needs many.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CAPS } from '../../src/api/limits';
import { createPrompt as createPromptRow } from '../../server/repositories/prompts';
import { createPrompt, createTestApp, registerUser, type Agent, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const now = () => t.clock.now().toISOString();
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();
const doc = (prompts: unknown[], favorites: unknown[] = []) => ({
  format: 'promptdeck-export',
  version: 1,
  prompts,
  favorites,
});

/** Adds `count` prompts to the agent's account without going through the API (and its caps). */
async function insertPrompts(agent: Agent, count: number, fields: { shared_at?: string | null; prefix?: string } = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: agent.user!.id,
    title: `${fields.prefix ?? 'Bulk'} ${i}`,
    description: `Text number ${i} of a bulk insert`,
    remark: i % 2 ? 'Role' : null,
    notes: null,
    shared: fields.shared_at ? 1 : 0,
    shared_at: fields.shared_at ?? null,
    created_at: now(),
    updated_at: now(),
  }));
  for (let i = 0; i < rows.length; i += 200)
    await t.database.kysely
      .insertInto('prompts')
      .values(rows.slice(i, i + 200))
      .execute();
}

async function countOf(agent: Agent, table: 'prompts' | 'favorites', where: { shared?: number } = {}) {
  let query = t.database.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', agent.user!.id);
  if (where.shared !== undefined) query = (query as any).where('shared', '=', where.shared);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('prompts kept per account', () => {
  it('refuses the prompt after the cap with QUOTA_EXCEEDED naming the cap and its number; room comes back after a delete', async () => {
    const agent = await registerUser(t.app);
    await insertPrompts(agent, ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX - 1);
    const last = await agent.post('/api/prompts', { title: 'The last one', description: 'fits' });
    expect(last.status).toBe(201);
    const over = await agent.post('/api/prompts', { title: 'One too many', description: 'does not fit' });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'prompts',
      limit: ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX,
    });
    expect(await countOf(agent, 'prompts')).toBe(ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX);

    await agent.delete(`/api/prompts/${last.body.prompt.id}`);
    expect((await agent.post('/api/prompts', { title: 'One too many', description: 'fits now' })).status).toBe(201);
  });

  it('lets exactly one of several simultaneous requests take the last place', async () => {
    const agent = await registerUser(t.app);
    await insertPrompts(agent, ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX - 1);
    // Straight to the repository, so the transactions overlap on separate connections (PostgreSQL),
    // opened beforehand so that none waits for its connection while the others finish.
    if (t.database.dialect === 'postgres')
      await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.05)`.execute(t.database.kysely)));
    const answers = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        createPromptRow(t.database, agent.user!.id, { title: `Racer ${i}`, description: 'go' }, now()),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers)
      if (answer.status === 'rejected')
        expect(answer.reason).toMatchObject({ code: 'QUOTA_EXCEEDED', field: 'prompts' });
    expect(await countOf(agent, 'prompts')).toBe(ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX);
  });
});

describe('prompts shared per day', () => {
  it('counts shares by create and by edit, answers 429 with Retry-After when spent, and frees a place as the day moves on', async () => {
    const agent = await registerUser(t.app);
    // Shared 23 hours ago: they leave the day's window in an hour.
    await insertPrompts(agent, ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY - 2, { shared_at: ago(23 * HOUR) });
    const byCreate = await createPrompt(agent, { title: 'Shared by create', shared: true });
    const draft = await createPrompt(agent, { title: 'Shared by edit', shared: false });
    expect((await agent.patch(`/api/prompts/${draft.id}`, { shared: true })).status).toBe(200);

    const refused = await agent.post('/api/prompts', {
      title: 'One share too many',
      description: 'kept private?',
      shared: true,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'shared',
      limit: ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY,
    });
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    const privateOne = await createPrompt(agent, { title: 'Private is fine', shared: false });
    const patched = await agent.patch(`/api/prompts/${privateOne.id}`, { shared: true });
    expect(patched.status).toBe(429);
    expect(patched.body).toMatchObject({ code: 'QUOTA_EXCEEDED', field: 'shared' });
    expect((await agent.get(`/api/prompts/${privateOne.id}`)).body.prompt.shared).toBe(false);

    // Editing a shared prompt, or sharing again one shared today, uses no more of the budget.
    expect((await agent.patch(`/api/prompts/${byCreate.id}`, { title: 'Renamed' })).status).toBe(200);
    expect((await agent.patch(`/api/prompts/${draft.id}`, { shared: false })).status).toBe(200);
    expect((await agent.patch(`/api/prompts/${draft.id}`, { shared: true })).status).toBe(200);

    t.clock.advance(HOUR + 1000);
    expect((await agent.patch(`/api/prompts/${privateOne.id}`, { shared: true })).status).toBe(200);
  });
});

describe('comments per hour', () => {
  it('refuses the comment after the hour budget with 429 naming the cap, and stores nothing', async () => {
    const agent = await registerUser(t.app);
    for (let i = 0; i < ACCOUNT_CAPS.COMMENTS_PER_HOUR; i += 1) {
      const res = await agent.post(`/api/comments/curated/${(i % 5) + 40}`, { text: `Comment ${i}` });
      expect(res.status).toBe(201);
      t.clock.advance(1000);
    }
    const over = await agent.post('/api/comments/curated/44', { text: 'One too many' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'comments',
      limit: ACCOUNT_CAPS.COMMENTS_PER_HOUR,
    });
    expect(Number(over.headers['retry-after'])).toBe(3600 - ACCOUNT_CAPS.COMMENTS_PER_HOUR);
    const thread = await agent.get('/api/comments/curated/44?pageSize=50');
    expect(thread.body.items.map((c: { text: string }) => c.text)).not.toContain('One too many');

    t.clock.advance(HOUR);
    expect((await agent.post('/api/comments/curated/44', { text: 'An hour later' })).status).toBe(201);
  });
});

describe('favorites kept per account', () => {
  it('refuses a new favorite after the cap; one already kept stays idempotent', async () => {
    const agent = await registerUser(t.app);
    const rows = Array.from({ length: ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX - 1 }, (_, i) => ({
      user_id: agent.user!.id,
      target_kind: 'community' as const,
      target_ref: 10_000_000 + i,
      created_at: now(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.database.kysely
        .insertInto('favorites')
        .values(rows.slice(i, i + 200))
        .execute();
    expect((await agent.put('/api/favorites/curated/1')).status).toBe(200);
    const over = await agent.put('/api/favorites/curated/2');
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'favorites',
      limit: ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX,
    });
    expect((await agent.put('/api/favorites/curated/1')).status).toBe(200);
    expect(await countOf(agent, 'favorites')).toBe(ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX);
  });
});

describe('export and import within the caps', () => {
  it('exports 1,500 prompts, and the file imports whole into another account', async () => {
    const owner = await registerUser(t.app);
    await insertPrompts(owner, 1500, { prefix: 'Exported' });
    await owner.put('/api/favorites/curated/7');
    const exported = await owner.get('/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.prompts).toHaveLength(1500);

    const other = await registerUser(t.app);
    const imported = await other.post('/api/me/import', exported.body);
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({
      addedPrompts: 1500,
      skippedPrompts: 0,
      addedFavorites: 1,
      skippedFavorites: 0,
      keptPrivate: 0,
    });
    expect(await countOf(other, 'prompts')).toBe(1500);
  });

  it('imports nothing when the file would take the account over its prompts cap', async () => {
    const agent = await registerUser(t.app);
    await insertPrompts(agent, 1000, { prefix: 'Kept' });
    const prompts = Array.from({ length: ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX - 1000 + 1 }, (_, i) => ({
      title: `Fresh ${i}`,
      description: 'new',
    }));
    const res = await agent.post('/api/me/import', doc(prompts, [{ kind: 'curated', ref: 9 }]));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'prompts',
      limit: ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX,
    });
    expect(await countOf(agent, 'prompts')).toBe(1000);
    expect(await countOf(agent, 'favorites')).toBe(0);
    // Duplicates of kept prompts take no room: exactly up to the cap fits.
    const fits = await agent.post(
      '/api/me/import',
      doc([...prompts.slice(1), { title: 'Kept 0', description: 'Text number 0 of a bulk insert' }]),
    );
    expect(fits.body).toMatchObject({ addedPrompts: ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX - 1000, skippedPrompts: 1 });
  });

  it('imports nothing when the file would take the account over its favorites cap', async () => {
    const agent = await registerUser(t.app);
    const rows = Array.from({ length: ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX - 1 }, (_, i) => ({
      user_id: agent.user!.id,
      target_kind: 'community' as const,
      target_ref: 20_000_000 + i,
      created_at: now(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.database.kysely
        .insertInto('favorites')
        .values(rows.slice(i, i + 200))
        .execute();
    const res = await agent.post(
      '/api/me/import',
      doc(
        [{ title: 'Fresh', description: 'new' }],
        [
          { kind: 'curated', ref: 1 },
          { kind: 'curated', ref: 2 },
        ],
      ),
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'favorites',
      limit: ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX,
    });
    expect(await countOf(agent, 'prompts')).toBe(0);
  });

  it('publishes only what is left of the day’s share budget; the rest is added private and counted', async () => {
    const agent = await registerUser(t.app);
    await createPrompt(agent, { title: 'Shared earlier today', shared: true });
    const prompts = Array.from({ length: 100 }, (_, i) => ({
      title: `Import ${i}`,
      description: 'shared in the file',
      shared: true,
    }));
    const res = await agent.post('/api/me/import', doc(prompts));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ addedPrompts: 100, keptPrivate: 100 - (ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY - 1) });
    expect(await countOf(agent, 'prompts', { shared: 1 })).toBe(ACCOUNT_CAPS.SHARED_PROMPTS_PER_DAY);
    expect((await agent.post('/api/prompts', { title: 'More', description: 'later', shared: true })).status).toBe(429);
  });
});
