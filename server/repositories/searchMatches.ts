/**
 * The matches of recent community searches, remembered by this process for as long as the
 * database's search version (db/searchIndex.ts, moved by triggers on every write that can change
 * a match) reads the same. A repeated search, and every further page of it, then reads only its
 * page's rows instead of asking the index and checking the words again; votes and comments do not
 * move the version, so counters stay live.
 *
 * Only searches the index bounds to a few candidates are remembered: their matches are cheap to
 * list in full once, and small to keep.
 */
import { sql, type SqlBool } from 'kysely';
import type { DialectName } from '../db';
import type { SearchPlan } from './search';
import type { Db } from './targets';

/** Searches with more possible matches than this are not remembered (they page through their order's index instead). */
export const MAX_REMEMBERED_MATCHES = 2000;
/** Matches remembered across all searches (an id and a timestamp each: about 12 MB at most). */
const MAX_REMEMBERED_IDS = 200_000;

/** A search's shared matches, newest first (created_at, then id, both descending). */
export interface SearchMatches {
  ids: number[];
  createdAt: string[];
}

interface Remembered extends SearchMatches {
  version: string;
}

/** Searches in order of use, least recent first, and how many ids they hold together. */
interface Memory {
  searches: Map<string, Remembered>;
  ids: number;
}

const memoryOf = new WeakMap<Db, Memory>();

function remember(memory: Memory, key: string, matches: Remembered) {
  forget(memory, key);
  memory.searches.set(key, matches);
  memory.ids += matches.ids.length;
  while (memory.ids > MAX_REMEMBERED_IDS) forget(memory, memory.searches.keys().next().value!);
}

function forget(memory: Memory, key: string) {
  const known = memory.searches.get(key);
  if (!known) return;
  memory.searches.delete(key);
  memory.ids -= known.ids.length;
}

/** The search version of the database: equal readings mean equal matches for every search. */
async function searchVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('search_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return String(row.version);
}

/**
 * A search's shared matches, from memory when the version is unchanged, or undefined when the
 * search is not one to remember. The version is read before the matches, so a write landing in
 * between leaves an entry under the older version, which the next reading replaces.
 */
export async function rememberedMatches(db: Db, dialect: DialectName, plan: SearchPlan): Promise<SearchMatches | undefined> {
  if (plan.scan || !(plan.candidates <= MAX_REMEMBERED_MATCHES)) return undefined;
  let memory = memoryOf.get(db);
  if (!memory) memoryOf.set(db, (memory = { searches: new Map(), ids: 0 }));
  const version = await searchVersion(db);
  const known = memory.searches.get(plan.key);
  if (known?.version === version) {
    remember(memory, plan.key, known);
    return known;
  }
  const rows = await db
    .selectFrom('prompts')
    .innerJoin('users', 'users.id', 'prompts.user_id')
    .select(['prompts.id', 'prompts.created_at'])
    .where(notThroughAnIndex(dialect, 'shared'), '=', 1)
    .where(plan.condition)
    .orderBy(notThroughAnIndex(dialect, 'created_at'), 'desc')
    .orderBy(notThroughAnIndex(dialect, 'id'), 'desc')
    .execute();
  const matches: Remembered = { version, ids: rows.map((row) => row.id), createdAt: rows.map((row) => row.created_at) };
  remember(memory, plan.key, matches);
  return matches;
}

/**
 * A column of `prompts` that SQLite's planner will not reach through an index (a unary `+`), so it
 * reads the few rows the other conditions name instead of walking an index over every shared
 * prompt. PostgreSQL's planner weighs that itself.
 */
export function notThroughAnIndex(dialect: DialectName, column: 'shared' | 'created_at' | 'id' | 'score') {
  return dialect === 'sqlite' ? sql.raw(`+prompts.${column}`) : sql.ref(`prompts.${column}`);
}

/** Where the page after a newest-order cursor (created_at, id) starts among the matches. */
export function indexAfter(matches: SearchMatches, createdAt: string, id: number): number {
  let low = 0;
  let high = matches.ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const before = matches.createdAt[mid]! > createdAt || (matches.createdAt[mid] === createdAt && matches.ids[mid]! >= id);
    if (before) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** `prompts.id` is one of the ids, as one bound value (the statement's text does not depend on how many). */
export function idIsOneOf(dialect: DialectName, ids: number[]) {
  return dialect === 'postgres'
    ? sql<SqlBool>`prompts.id = any(${ids}::integer[])`
    : sql<SqlBool>`prompts.id in (select value from json_each(${JSON.stringify(ids)}))`;
}
