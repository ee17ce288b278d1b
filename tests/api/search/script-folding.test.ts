/**
 * The server's search folds what the in-page search folds (src/prompts/fold.ts): Arabic marks,
 * tatweel and the hamza forms of alef, the Devanagari and Bengali nukta. The community search
 * (through the index, and LIKE for short words) and one's own prompts, on SQLite and PostgreSQL,
 * and a database whose index was filled before the folding (migration 0008).
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InCodeMigrationProvider } from '../../../server/setup/migrations';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';

let t: TestApp;
let author: Agent;
let reader: Agent;

/** Titles as written; each search below types them another way. */
const WRITTEN = {
  shadda: 'موجّه للكتابة',
  harakat: 'مُوَجِّهٌ ثانٍ',
  hamza: 'تاريخ الإسلام',
  madda: 'آداب الحوار',
  tatweel: 'الكتـــابة الإبداعية',
  hindi: 'ज़रूरत की सूची',
  hindiDecomposed: 'फ\u093cिल्म समीक्षा',
  bengali: 'নয়া দিনের গল্প',
  short: 'دُب قطبي',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t.app, 'folding_author');
  reader = await registerUser(t.app, 'folding_reader');
  for (const title of Object.values(WRITTEN))
    await createPrompt(author, { title, description: 'A prompt to search for', shared: true });
  // Not shared: found among the author's own prompts only.
  await createPrompt(author, { title: 'مسوّدة خاصة', description: 'إعادة صياغة' });
});
afterAll(async () => {
  await t.close();
});

/** Signed in, so the public cache stays out of the way. */
const community = async (q: string) => {
  const res = await reader.get(`/api/community/prompts?q=${encodeURIComponent(q)}&pageSize=50`);
  expect(res.status).toBe(200);
  return res.body.items.map((p: { title: string }) => p.title) as string[];
};
const own = async (q: string) => {
  const res = await author.get(`/api/prompts?q=${encodeURIComponent(q)}&pageSize=50`);
  expect(res.status).toBe(200);
  return res.body.items.map((p: { title: string }) => p.title) as string[];
};

describe('community search folds scripts', () => {
  it.each([
    ['موجه', [WRITTEN.shadda, WRITTEN.harakat]],
    ['موجّه', [WRITTEN.shadda, WRITTEN.harakat]],
    ['اسلام', [WRITTEN.hamza]],
    ['إسلام', [WRITTEN.hamza]],
    ['اداب', [WRITTEN.madda]],
    ['الكتابة', [WRITTEN.tatweel]],
    ['الكتـابة الابداعية', [WRITTEN.tatweel]],
    ['जरूरत', [WRITTEN.hindi]],
    ['ज़रूरत', [WRITTEN.hindi]],
    ['फ़िल्म', [WRITTEN.hindiDecomposed]],
    ['फिल्म', [WRITTEN.hindiDecomposed]],
    ['নয়া', [WRITTEN.bengali]],
    ['নযা', [WRITTEN.bengali]],
    // Shorter than a trigram: LIKE on the folded columns.
    ['دب', [WRITTEN.short]],
    ['دُبّ', [WRITTEN.short]],
  ])('%s', async (q, titles) => {
    expect((await community(q)).sort()).toEqual([...titles].sort());
  });

  it('still tells different words apart', async () => {
    expect(await community('موجز')).toEqual([]);
    expect(await community('सूचीबद्ध')).toEqual([]);
  });

  it('answers a query of marks alone with the whole list', async () => {
    expect((await community('\u0651')).length).toBeGreaterThanOrEqual(Object.keys(WRITTEN).length);
  });

  it('keeps the index in step with edits', async () => {
    const prompt = await createPrompt(author, { title: 'مسودة', description: 'نص', shared: true });
    await author.patch(`/api/prompts/${prompt.id}`, { title: 'ملخّص أسبوعي' });
    expect(await community('ملخص اسبوعي')).toEqual(['ملخّص أسبوعي']);
  });
});

describe('one’s own prompts fold scripts too', () => {
  it.each([
    ['مسودة', ['مسوّدة خاصة']],
    ['اعادة', ['مسوّدة خاصة']],
    ['جرورत', []],
    ['जरूरत', [WRITTEN.hindi]],
    ['নযা', [WRITTEN.bengali]],
  ])('%s', async (q, titles) => {
    expect(await own(q)).toEqual(titles);
  });
});

describe('migration 0008 on an index filled before the folding', () => {
  it('indexes the existing prompts folded, and back as written on the way down', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const db = fresh.database.kysely;
      const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(fresh.database.dialect) });
      expect((await migrator.migrateTo('0007_console_and_account_deletion')).error).toBeUndefined();
      const now = new Date().toISOString();
      const user = await db
        .insertInto('users')
        .values({
          username: 'before',
          username_lower: 'before',
          email: 'before@example.test',
          password_hash: 'x',
          terms_accepted_at: now,
          created_at: now,
          updated_at: now,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('prompts')
        .values({
          user_id: user.id,
          title: 'موجّه قديم',
          description: 'ज़रूरत',
          shared: 1,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      const indexed = async () =>
        fresh.database.dialect === 'sqlite'
          ? (await sql<{ text: string }>`select title || ' ' || description as text from prompts_fts`.execute(db))
              .rows[0]!.text
          : (await sql<{ text: string }>`select search_text as text from prompts`.execute(db)).rows[0]!.text;
      const version = async () =>
        Number((await sql<{ v: unknown }>`select version as v from search_version`.execute(db)).rows[0]!.v);
      expect(await indexed()).toContain('موجّه');
      const before = await version();
      const up = await migrator.migrateTo('0008_fold_search_scripts');
      expect(up.error).toBeUndefined();
      expect(up.results?.map((result) => result.migrationName)).toEqual(['0008_fold_search_scripts']);
      expect(await indexed()).toContain('موجه قديم');
      expect(await indexed()).toContain('जरूरत');
      expect(await version()).toBeGreaterThan(before);
      expect((await migrator.migrateTo('0007_console_and_account_deletion')).error).toBeUndefined();
      expect(await indexed()).toContain('موجّه قديم');
    } finally {
      await fresh.dispose();
    }
  });
});
