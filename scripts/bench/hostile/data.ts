/**
 * What the hostile bench sends and stores: the texts that cost a server the most (combining
 * marks, maximal characters), the big import bodies, the distinct URLs of a search storm and
 * of the public-answer case, and the thread of maximal comments inserted straight into the
 * database before the server starts (posting 1,050 comments through the API takes one account
 * about 9 minutes at the write limit).
 */
import type { Kysely } from 'kysely';
import { CODE_UNITS_PER_CHARACTER_MAX, EXPORT_FORMAT, EXPORT_VERSION, LIMITS } from '../../../src/api/limits';
import { createDatabase, sqliteFileIn, type Database } from '../../../server/db';
import { recomputeAllCounters } from '../../../server/setup/recount';
import { DEMO_USER } from '../../../server/setup/seed';

/** One "character" of sixteen code units: a letter and fifteen combining marks (review H1). */
const STACKED = 'a' + '\u0301'.repeat(15);
/** The longest character the contract accepts: four code units, nine UTF-8 bytes. */
const MAXIMAL_CHARACTER = '中' + '\u0301'.repeat(CODE_UNITS_PER_CHARACTER_MAX - 1);

/** A prompt text of 8,000 combining-mark characters (248 KB of JSON). */
export const COMBINING_DESCRIPTION = STACKED.repeat(LIMITS.PROMPT_DESCRIPTION_MAX);

export const MAXIMAL_COMMENT = MAXIMAL_CHARACTER.repeat(LIMITS.COMMENT_MAX);

/** A prompt at every character limit, each character at its code-unit limit. */
export function maximalPrompt(n: number) {
  const text = (max: number) => `${n} ${MAXIMAL_CHARACTER.repeat(max - String(n).length - 1)}`;
  return {
    title: text(LIMITS.PROMPT_TITLE_MAX),
    description: text(LIMITS.PROMPT_DESCRIPTION_MAX),
    remark: text(LIMITS.PROMPT_REMARK_MAX),
    notes: text(LIMITS.PROMPT_NOTES_MAX),
    shared: true,
  };
}

/** An import document of `count` prompts with the combining-mark text (150: about 37 MB). */
export function combiningImport(count: number): Buffer {
  const prompts = Array.from({ length: count }, (_, i) => ({
    title: `Marks ${i}`,
    description: COMBINING_DESCRIPTION,
  }));
  return Buffer.from(JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, prompts }));
}

/** A JSON import document of about `bytes` bytes made of millions of tiny objects (review M1). */
export function bulkyImport(bytes: number): Buffer {
  const head = `{"format":"${EXPORT_FORMAT}","version":${EXPORT_VERSION},"prompts":[`;
  const item = '{"a":1},';
  const count = Math.max(1, Math.floor((bytes - head.length - 8) / item.length));
  return Buffer.from(`${head}${item.repeat(count - 1)}{"a":1}]}`);
}

/** Distinct two-letter searches with varying page sizes: what no cache and no index can absorb. */
export function stormPaths(count: number): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: count }, (_, k) => {
    const word = letters[k % 26]! + letters[Math.floor(k / 26) % 26]!;
    return `/api/community/prompts?q=${word}&pageSize=${((k * 7) % LIMITS.PAGE_SIZE_MAX) + 1}`;
  });
}

/** 300 distinct community-list URLs (page size, sort, page, search), the heavy pages first. */
export function publicAnswerPaths(): string[] {
  const paths: string[] = [];
  for (const q of ['', '中'])
    for (const sort of ['newest', 'votes'])
      for (let page = 1; page <= 3; page += 1)
        for (let size = LIMITS.PAGE_SIZE_MAX; size > LIMITS.PAGE_SIZE_MAX - 25; size -= 1)
          paths.push(
            `/api/community/prompts?pageSize=${size}&sort=${sort}&page=${page}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
          );
  return paths;
}

/**
 * `threads` top comments × `repliesEach` replies of the maximal comment on curated prompt `ref`
 * by `authorId`, one second apart from `since`, then the counters recomputed as after a bulk
 * load. Each text starts with its position ("3" for a top comment, "3.7" for a reply).
 */
export async function insertMaximalThreads(
  db: Kysely<Database>,
  {
    authorId,
    ref,
    threads = 50,
    repliesEach = LIMITS.REPLIES_PREVIEW,
    since = Date.now() - 24 * 3600_000,
  }: { authorId: number; ref: number; threads?: number; repliesEach?: number; since?: number },
) {
  let clock = 0;
  const at = () => new Date(since + (clock += 1000)).toISOString();
  for (let i = 0; i < threads; i += 1) {
    const root = await db
      .insertInto('comments')
      .values({
        target_kind: 'curated',
        target_ref: ref,
        user_id: authorId,
        parent_id: null,
        root_id: null,
        text: `${i} ${MAXIMAL_COMMENT}`,
        created_at: at(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('comments')
      .values(
        Array.from({ length: repliesEach }, (_, r) => ({
          target_kind: 'curated' as const,
          target_ref: ref,
          user_id: authorId,
          parent_id: root.id,
          root_id: root.id,
          text: `${i}.${r} ${MAXIMAL_COMMENT}`,
          created_at: at(),
        })),
      )
      .execute();
  }
  await recomputeAllCounters(db);
}

/** Words the storm's prompts are made of: some two-letter searches match often, most never (they read every row). */
const STORM_WORDS = [
  'planning',
  'review',
  'summary',
  'translate',
  'outline',
  'debug',
  'recipe',
  'lesson',
  'budget',
  'poem',
];
/** What marks the storm's prompts, so they can be deleted after the case. */
const STORM_REMARK = 'Storm';
const STORM_BATCH = 500;

/**
 * `count` more shared prompts by the demo user (the issue's reproduction had 50,000), inserted in
 * bulk before the search storm and deleted after it, so the other cases keep the small dataset.
 */
export async function insertStormPrompts(databaseUrl: string | undefined, dataDir: string, count: number) {
  const database = createDatabase({ databaseUrl, sqliteFile: sqliteFileIn(dataDir) });
  try {
    const db = database.kysely;
    const author = await db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', DEMO_USER.username)
      .executeTakeFirstOrThrow();
    const since = Date.now() - 365 * 24 * 3600_000;
    for (let start = 0; start < count; start += STORM_BATCH) {
      const rows = Array.from({ length: Math.min(STORM_BATCH, count - start) }, (_, k) => {
        const i = start + k;
        const at = new Date(since + i * 1000).toISOString();
        const word = (n: number) => STORM_WORDS[n % STORM_WORDS.length]!;
        return {
          user_id: author.id,
          title: `Storm ${word(i)} ${i}`,
          description: `A prompt for ${word(i * 7)} and ${word(i * 13)}, number ${i}. `.repeat(4),
          remark: STORM_REMARK,
          notes: null,
          shared: 1,
          created_at: at,
          updated_at: at,
        };
      });
      await db.insertInto('prompts').values(rows).execute();
    }
  } finally {
    await database.destroy();
  }
}

export async function deleteStormPrompts(databaseUrl: string | undefined, dataDir: string) {
  const database = createDatabase({ databaseUrl, sqliteFile: sqliteFileIn(dataDir) });
  try {
    await database.kysely.deleteFrom('prompts').where('remark', '=', STORM_REMARK).execute();
  } finally {
    await database.destroy();
  }
}

/** The maximal thread on curated prompt `ref` of the bench's database, by the demo user. */
export async function insertCommentThread(databaseUrl: string | undefined, dataDir: string, ref: number) {
  const database = createDatabase({ databaseUrl, sqliteFile: sqliteFileIn(dataDir) });
  try {
    const author = await database.kysely
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', DEMO_USER.username)
      .executeTakeFirstOrThrow();
    await insertMaximalThreads(database.kysely, { authorId: author.id, ref });
  } finally {
    await database.destroy();
  }
}
