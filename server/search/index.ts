/**
 * Community search, in one folder; this module is its entry for the listings
 * (repositories/community.ts, prompts.ts), the routes and the app. A search
 * matches prompts holding every word of the query, anywhere in the title,
 * text, remark or author's name, as a substring in any script.
 *
 * - plan.ts: how a query runs (its words, the trigram index and how common
 *   each trigram is), and the search over one member's own prompts;
 * - rememberedMatches.ts: the matches of recent searches, kept by this process
 *   for as long as the database's search version reads the same;
 * - plannerHints.ts: SQL that steers SQLite's planner (read by ids, keep off an index);
 * - backgroundReader.ts (+ its worker): SQLite reads that may walk most of a
 *   table, run off the event loop;
 * - admission.ts: the bounded door in front of expensive searches, in two lanes (anonymous scans;
 *   members' and narrowable searches) and one slot at most per request;
 *   readLimits.ts: per-address and per-account limits on reads and searches;
 * - indexSchema.ts: the full-text index, its vocabulary and the search
 *   version, as the migrations create them.
 */
import type { CompiledQuery, RawBuilder, SqlBool } from 'kysely';
import type { Db, DialectName } from '../db';
import type { SearchLanes } from './admission';
import type { BackgroundReader } from '../db/backgroundReader';
import { FEW_MATCHES, planSearch } from './plan';
import { idIsOneOf } from './plannerHints';
import { rememberedMatches, type SearchMatches } from './rememberedMatches';

export { searchAdmission, type SearchLanes } from './admission';
export { canonicalSearch, matchesEveryWord, matchesOwnSearch } from './plan';
export { notThroughAnIndex } from './plannerHints';
export { readLimits, tokenKey } from './readLimits';
export { indexAfter, searchVersion, type SearchMatches } from './rememberedMatches';

/** What bounds the expensive searches of a process (admission.ts); absent, they run unbounded (scripts, tests). */
export interface SearchBounds {
  /** The lanes of the database; each listing takes one ticket of them (at most one slot at a time). */
  admission?: SearchLanes;
  /** SQLite: how long a search may run on the background reader before it fails with 503. */
  timeoutMs?: number;
}

/** A community search as a listing applies it. */
export interface CommunitySearch {
  /** What every match meets, over `prompts` joined with `users`: the remembered ids when this process knows them. */
  condition: RawBuilder<SqlBool>;
  /** Few enough matches to read them by id and sort them, instead of walking the order's index. */
  fewMatches: boolean;
  /** The matches, newest first, when this process remembers them. */
  remembered?: SearchMatches;
  /** Runs a listing of the matches: on the background reader when it scans, through the admission when it is expensive. */
  read<Row>(query: { compile(): CompiledQuery<Row>; execute(): Promise<Row[]> }): Promise<Row[]>;
}

/**
 * The community search for `q`, or undefined when it has no words. Its matches are the remembered
 * ones when this process knows them under the current search version; otherwise the plan's
 * condition, and the matches are listed for next time in the background.
 */
export async function communitySearch(
  db: Db,
  dialect: DialectName,
  q: string | undefined,
  /** A member searches (their searches go in the priority lane), or a visitor. */
  member: boolean,
  /** Where a search the index cannot narrow runs (SQLite: off the event loop). */
  background?: BackgroundReader,
  bounds: SearchBounds = {},
): Promise<CommunitySearch | undefined> {
  // One ticket for everything this search asks of the lanes: never two slots at once.
  const ticket = bounds.admission?.ticket(member);
  const planned = await planSearch(db, dialect, q, ticket);
  if (!planned) return undefined;
  const remembered = await rememberedMatches(db, dialect, planned, background, ticket);
  // Remembered: a listing reads those ids only (most voted walks its order's index for them or, when they are few, reads and sorts them by their live score).
  const plan = remembered
    ? { ...planned, condition: idIsOneOf(dialect, remembered.ids), fewMatches: remembered.ids.length <= FEW_MATCHES }
    : planned;
  // A search the index does not narrow reads until its page is full, which can be every shared
  // prompt: on SQLite the scan path (run on the background reader); on PostgreSQL also words whose
  // every trigram is common (no count under the bound), which read most of the table too.
  const expensive = plan.scan || (dialect === 'postgres' && plan.candidates === Infinity);
  const kind = { narrowable: !expensive };
  return {
    condition: plan.condition,
    fewMatches: plan.fewMatches,
    remembered,
    read(query) {
      const run = () =>
        plan.scan && background
          ? background.read(query.compile(), { timeoutMs: bounds.timeoutMs, priority: ticket?.isPriority(kind) })
          : query.execute();
      return ticket && expensive ? ticket.run(run, kind) : run();
    },
  };
}
