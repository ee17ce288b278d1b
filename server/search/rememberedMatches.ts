/**
 * The matches of recent community searches, remembered by this process for as long as the
 * database's search version (indexSchema.ts, moved by triggers on every write that can change
 * a match) reads the same. A repeated search, and every further page of it, then reads only its
 * page's rows instead of asking the index and checking the words again; votes and comments do not
 * move the version, so counters stay live.
 *
 * Only searches the index bounds to a few candidates are remembered, so the lists stay small.
 */
import type { Db, DialectName } from '../db';
import { isShown } from '../db/visibility';
import type { AdmissionTicket } from './admission';
import type { BackgroundReader } from '../db/backgroundReader';
import type { SearchPlan } from './plan';
import { notThroughAnIndex } from './plannerHints';

/** Searches with more possible matches than this are not remembered (they page through their order's index instead). */
export const MAX_REMEMBERED_MATCHES = 2000;
/** Matches remembered across all searches (an id, a timestamp and an author each: about 14 MB at most). */
export const MAX_REMEMBERED_IDS = 200_000;
/** Searches remembered at once, whatever their matches (one with none still costs its key and arrays). */
export const MAX_REMEMBERED_SEARCHES = 5000;

/**
 * A search's shown matches (shared, not hidden), newest first (created_at, then id, both
 * descending), with their authors: whether an author is suspended depends on the time, so the
 * listing leaves out suspended authors' matches when it reads a page, not here.
 */
export interface SearchMatches {
  ids: number[];
  createdAt: string[];
  userIds: number[];
}

interface Remembered extends SearchMatches {
  version: string;
}

/** Searches in order of use, least recent first, and how many ids they hold together. */
interface Memory {
  searches: Map<string, Remembered>;
  ids: number;
  /** The newest search version read: entries of any other are stale and go. */
  version: string | undefined;
  /** The matches being listed in the background, if any. */
  listing: Promise<void> | undefined;
}

const memoryOf = new WeakMap<Db, Memory>();

function remember(memory: Memory, key: string, matches: Remembered) {
  forget(memory, key);
  // Listed under a version that has moved on meanwhile: already stale.
  if (matches.version !== memory.version) return;
  memory.searches.set(key, matches);
  memory.ids += matches.ids.length;
  while (memory.ids > MAX_REMEMBERED_IDS || memory.searches.size > MAX_REMEMBERED_SEARCHES)
    forget(memory, memory.searches.keys().next().value!);
}

/** A reading of the search version: when newer than any seen, every entry remembered is stale. (Readings of concurrent requests may arrive out of order.) */
function seeVersion(memory: Memory, version: string) {
  if (memory.version !== undefined && BigInt(version) <= BigInt(memory.version)) return;
  memory.version = version;
  memory.searches.clear();
  memory.ids = 0;
}

/** How many searches this process remembers for `db`, and their ids together (for tests). */
export function rememberedSize(db: Db): { searches: number; ids: number } {
  const memory = memoryOf.get(db);
  return { searches: memory?.searches.size ?? 0, ids: memory?.ids ?? 0 };
}

function forget(memory: Memory, key: string) {
  const known = memory.searches.get(key);
  if (!known) return;
  memory.searches.delete(key);
  memory.ids -= known.ids.length;
}

/** The search version of the database: equal readings mean equal matches for every search. */
export async function searchVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('search_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return String(row.version);
}

/**
 * A search's shared matches when this process remembers them under the current version; otherwise
 * undefined, and the matches are listed for next time, in the background: on SQLite's worker
 * thread (reading and checking up to MAX_REMEMBERED_MATCHES rows takes tens of milliseconds,
 * too long for the event loop), on PostgreSQL without waiting. This request meanwhile pages through
 * its order's index as any search does. One listing at a time per process, so a run of one-off
 * searches cannot pile work up.
 *
 * The version is read before the matches, so a write landing in between leaves an entry under the
 * older version, which the next reading replaces.
 */
export async function rememberedMatches(
  db: Db,
  dialect: DialectName,
  plan: SearchPlan,
  background?: BackgroundReader,
  admission?: AdmissionTicket,
): Promise<SearchMatches | undefined> {
  if (plan.scan || !(plan.candidates <= MAX_REMEMBERED_MATCHES)) return undefined;
  let memory = memoryOf.get(db);
  if (!memory) memoryOf.set(db, (memory = { searches: new Map(), ids: 0, version: undefined, listing: undefined }));
  const version = await searchVersion(db);
  seeVersion(memory, version);
  const known = memory.searches.get(plan.key);
  if (known?.version === version) {
    remember(memory, plan.key, known);
    return known;
  }
  if (!memory.listing) {
    const list = () => listMatches(db, dialect, plan, background);
    // Bounded by the index to a few candidates: a narrowable search's work, in the priority lane.
    const listing = (admission ? admission.run(list, { narrowable: true }) : list())
      .then((rows) =>
        remember(memory, plan.key, {
          version,
          ids: rows.map((row) => row.id),
          createdAt: rows.map((row) => row.created_at),
          userIds: rows.map((row) => row.user_id),
        }),
      )
      // Not remembered this time (the database is closing, or busy): the next search of these words tries again.
      .catch(() => undefined)
      .finally(() => {
        memory.listing = undefined;
      });
    memory.listing = listing;
  }
  return undefined;
}

/** Resolves when the matches being listed in the background, if any, are remembered. */
export async function rememberingSettled(db: Db): Promise<void> {
  await memoryOf.get(db)?.listing;
}

function listMatches(
  db: Db,
  dialect: DialectName,
  plan: SearchPlan,
  background?: BackgroundReader,
): Promise<{ id: number; created_at: string; user_id: number }[]> {
  const query = db
    .selectFrom('prompts')
    .innerJoin('users', 'users.id', 'prompts.user_id')
    .select(['prompts.id', 'prompts.created_at', 'prompts.user_id'])
    .where(isShown(notThroughAnIndex(dialect, 'shared')))
    .where(plan.condition)
    .orderBy(notThroughAnIndex(dialect, 'created_at'), 'desc')
    .orderBy(notThroughAnIndex(dialect, 'id'), 'desc');
  return background ? background.read(query.compile(), { priority: true }) : query.execute();
}

/** Where the page after a newest-order cursor (created_at, id) starts among the matches. */
export function indexAfter(matches: SearchMatches, createdAt: string, id: number): number {
  let low = 0;
  let high = matches.ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const before =
      matches.createdAt[mid]! > createdAt || (matches.createdAt[mid] === createdAt && matches.ids[mid]! >= id);
    if (before) low = mid + 1;
    else high = mid;
  }
  return low;
}
