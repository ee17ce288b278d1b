/**
 * How a search runs: text search over prompts through the full-text index of the migrations
 * (indexSchema.ts). Every word of the query must match, anywhere in the
 * title, text, remark or author's name, as a substring in any script.
 *
 * Words of three or more characters go through the index (SQLite FTS5 trigram,
 * PostgreSQL pg_trgm). A trigram index cannot answer shorter words (学习, "ai"):
 * with only short words the list is read in its own index order and filtered,
 * which stops as soon as a page is full.
 *
 * Words are folded as the in-page search folds them (src/prompts/fold.ts: Arabic marks and the
 * hamza forms of alef, the Devanagari and Bengali nukta), and so is the text the index holds
 * (migration 0008): `موجه` finds `موجّه`. A word of those scripts is therefore never checked with
 * LIKE against the columns as written: the index decides it, or LIKE on the folded column.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { foldScripts, hasFoldedScript } from '../../src/prompts/fold';
import { SQLITE_CASEFOLD, type DialectName } from '../db';
import type { Database } from '../db/schema';
import type { AdmissionTicket } from './admission';
import { foldSql } from './fold';

const MAX_WORDS = 8;

function searchWords(q: string): string[] {
  const words = q.trim().split(/\s+/u).filter(Boolean).slice(0, MAX_WORDS);
  // A word of marks alone (a lone shadda) folds to nothing: it asks for nothing.
  return [...new Set(words.map(foldScripts).filter(Boolean))];
}

const searchKey = (words: string[]) => [...new Set(words)].sort().join(' ');

/**
 * The query as far as its matches go: the words searched (the first MAX_WORDS distinct ones),
 * case-folded, deduplicated and sorted ('' for none). Every search matches case-insensitively and
 * in any word order, so queries with the same canonical text have the same matches (the public
 * cache keys its answers with it).
 */
export const canonicalSearch = (q: string | undefined): string =>
  searchKey(searchWords(q ?? '').map((word) => word.toLowerCase()));

const isIndexable = (word: string) => Array.from(word).length >= 3;

function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/**
 * Every word appears in one of the columns (LIKE: case-insensitive for ASCII on SQLite, as typed on
 * PostgreSQL); a word of a folded script is looked for in the columns folded (fold.ts).
 */
function containsEveryWord(
  dialect: DialectName,
  words: string[],
  columns: RawBuilder<unknown>[],
): RawBuilder<SqlBool>[] {
  return words.map((word) => {
    const pattern = likeContains(word);
    const searched = hasFoldedScript(word) ? columns.map((column) => foldSql(dialect, column)) : columns;
    return sql<SqlBool>`(${sql.join(
      searched.map((column) => sql`${column} like ${pattern} escape '\\'`),
      sql` or `,
    )})`;
  });
}

const all = (conditions: RawBuilder<SqlBool>[]) => sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

/**
 * How a community search runs: a condition on `prompts` (joined with `users`)
 * that every word matches, and whether the index says the matches are few.
 */
export interface SearchPlan {
  condition: RawBuilder<SqlBool>;
  /** At most FEW_MATCHES prompts can match: a listing reads them by id and sorts them instead of walking its order's index. */
  fewMatches: boolean;
  /**
   * No word narrows the search through the index: the listing walks its order's index and checks
   * each row, which is quick when matches are dense and reads every shared prompt when they are
   * rare (SQLite runs such a listing off the event loop).
   */
  scan: boolean;
  /** At most this many prompts can match (every match holds every trigram of every word); Infinity when the index does not say. */
  candidates: number;
  /** The words, deduplicated and sorted: searches with the same key have the same matches. */
  key: string;
}

/** Above this many possible matches, a listing walks its order's index and stops at a full page. */
export const FEW_MATCHES = 200;

/**
 * Every character of the word outside ASCII is caseless (CJK, digits, punctuation): SQLite's LIKE,
 * which folds ASCII case only, then decides exactly what the case-folding trigram index decides.
 * Not for a word of a folded script: the index holds its text folded, the columns as written.
 */
const likeDecidesLikeTheIndex = (word: string) =>
  !hasFoldedScript(word) && Array.from(word).every((ch) => ch <= '\x7f' || ch.toLowerCase() === ch.toUpperCase());

function trigrams(word: string): string[] {
  const chars = Array.from(word.toLowerCase());
  const result = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) result.add(chars.slice(i, i + 3).join(''));
  return [...result];
}

/** How many of a word's trigrams go to the index: the rarest two narrow a word about as well as all of them. */
const TRIGRAMS_PER_WORD = 2;

/** The trigrams of a word the index is asked for. */
const rarestTrigrams = (word: string, frequency: (trigram: string) => number) =>
  trigrams(word)
    .sort((a, b) => frequency(a) - frequency(b))
    .slice(0, TRIGRAMS_PER_WORD);
/**
 * A word whose rarest trigram is in more prompts than this is left to LIKE alone: reading its
 * matches out of the index ("the" is in most prompts) costs more than walking to a full page.
 */
const DENSE_TRIGRAM = 5000;

/**
 * The plan for a community search, or undefined when the query has no words.
 *
 * SQLite: a phrase of every trigram of a word reads the position lists of its common trigrams
 * ("tes" is in 40 % of prompts), which made a search for a word found in 1 % of prompts cost
 * milliseconds. Instead the index is asked for the word's two rarest trigrams (document
 * frequencies from the index's vocabulary, remembered for a while: they only steer the plan) and
 * LIKE checks the whole word on those candidates, as the page fills. Words with cased letters
 * beyond ASCII (Привет, café) keep the exact phrase, since LIKE would not fold their case. Words
 * the index cannot narrow (shorter than three characters, or made of very common trigrams) are
 * checked by LIKE alone.
 */
export async function planSearch(
  db: Kysely<Database>,
  dialect: DialectName,
  q: string | undefined,
  admission?: AdmissionTicket,
): Promise<SearchPlan | undefined> {
  const words = searchWords(q ?? '');
  if (words.length === 0) return undefined;
  if (dialect === 'postgres') return planPostgresSearch(db, words, admission);
  const indexable = words.filter(isIndexable);
  const frequency = await trigramFrequencies(db, 'sqlite', indexable.flatMap(trigrams));
  const rarestFrequency = (word: string) => Math.min(...trigrams(word).map(frequency));
  const indexed = indexable.filter((word) => rarestFrequency(word) <= DENSE_TRIGRAM || !likeDecidesLikeTheIndex(word));
  const checked = words.filter((word) => !indexed.includes(word) || likeDecidesLikeTheIndex(word));
  const conditions: RawBuilder<SqlBool>[] = [];
  if (indexed.length > 0) {
    const terms = indexed.flatMap((word) =>
      likeDecidesLikeTheIndex(word) ? rarestTrigrams(word, frequency).map(ftsPhrase) : [ftsPhrase(word)],
    );
    conditions.push(
      sql<SqlBool>`prompts.id in (select rowid from prompts_fts where prompts_fts match ${terms.join(' ')})`,
    );
  }
  conditions.push(
    ...containsEveryWord('sqlite', checked, [
      sql`prompts.title`,
      sql`prompts.description`,
      sql`coalesce(prompts.remark, '')`,
      sql`users.username`,
    ]),
  );
  // Every match holds every trigram of every word: the rarest bounds how many there can be.
  const candidates = indexed.length > 0 ? Math.min(...indexable.map(rarestFrequency)) : Infinity;
  return {
    condition: all(conditions),
    fewMatches: candidates <= FEW_MATCHES,
    scan: indexed.length === 0,
    candidates,
    key: searchKey(words),
  };
}

/** Letters and digits of ASCII: pg_trgm takes every trigram of such a word, in any database locale. */
const PLAIN_WORD = /^[a-z0-9]+$/;

/**
 * PostgreSQL: `search_text` (lower-cased and folded) contains every word. For a plain word the GIN index is
 * asked for its two rarest trigrams only (a condition the word implies, so the answer is the same)
 * and strpos checks the word on those rows; pg_trgm would otherwise intersect the lists of all of
 * its trigrams, common ones included.
 */
async function planPostgresSearch(
  db: Kysely<Database>,
  words: string[],
  admission?: AdmissionTicket,
): Promise<SearchPlan> {
  const lowered = words.map((word) => word.toLowerCase());
  const plain = lowered.filter((word) => isIndexable(word) && PLAIN_WORD.test(word));
  const frequency = await trigramFrequencies(db, 'postgres', plain.flatMap(trigrams), admission);
  const conditions = lowered.map((word) => {
    if (!plain.includes(word)) return sql<SqlBool>`prompts.search_text like ${likeContains(word)} escape '\\'`;
    return all([
      ...rarestTrigrams(word, frequency).map(
        (trigram) => sql<SqlBool>`prompts.search_text like ${likeContains(trigram)}`,
      ),
      sql<SqlBool>`strpos(prompts.search_text, ${word}) > 0`,
    ]);
  });
  // Counts stop at POSTGRES_COUNT_BOUND: only a count below it bounds the matches.
  const counted = plain
    .map((word) => Math.min(...trigrams(word).map(frequency)))
    .filter((count) => count < POSTGRES_COUNT_BOUND);
  return {
    condition: all(conditions),
    fewMatches: false,
    scan: !words.some(isIndexable),
    candidates: counted.length > 0 ? Math.min(...counted) : Infinity,
    key: searchKey(lowered),
  };
}

/**
 * The search over one member's own prompts (few rows, already narrowed by
 * their index): every word in the title, text, remark or notes.
 */
export function matchesOwnSearch(dialect: DialectName, q: string | undefined): RawBuilder<SqlBool> | undefined {
  return matchesEveryWord(dialect, q, ['prompts.title', 'prompts.description', 'prompts.remark', 'prompts.notes']);
}

/**
 * Every word of `q` in one of the columns (null reads as empty), case-insensitively in every script
 * (СЛОВО finds слово, CAFÉ finds café): for rows already narrowed by an index, as one member's
 * prompts or a bounded page of the console are. Undefined when `q` has no words.
 */
export function matchesEveryWord(
  dialect: DialectName,
  q: string | undefined,
  columns: string[],
): RawBuilder<SqlBool> | undefined {
  const words = searchWords(q ?? '');
  if (words.length === 0) return undefined;
  const fold = (column: string) =>
    dialect === 'postgres' ? sql`lower(${sql.ref(column)})` : sql`${sql.raw(SQLITE_CASEFOLD)}(${sql.ref(column)})`;
  const lowered = words.map((word) => word.toLowerCase());
  return all(
    containsEveryWord(
      dialect,
      lowered,
      columns.map((column) => sql`coalesce(${fold(column)}, '')`),
    ),
  );
}

const FREQUENCY_TTL_MS = 5 * 60_000;
const POSTGRES_COUNT_BOUND = 2000;
const MAX_REMEMBERED_TRIGRAMS = 50_000;
const remembered = new WeakMap<Kysely<Database>, Map<string, { documents: number; expires: number }>>();

/**
 * In how many prompts each trigram occurs: SQLite's FTS5 vocabulary table, or a bounded count on
 * PostgreSQL. A lookup per trigram not seen for a while; counting a common trigram costs up to a
 * millisecond or two, so counts are kept (they only steer which trigrams are asked for).
 */
async function trigramFrequencies(
  db: Kysely<Database>,
  dialect: DialectName,
  wanted: string[],
  admission?: AdmissionTicket,
): Promise<(trigram: string) => number> {
  let known = remembered.get(db);
  if (!known) remembered.set(db, (known = new Map()));
  const now = Date.now();
  const missing = [...new Set(wanted)].filter((trigram) => !((known.get(trigram)?.expires ?? 0) > now));
  if (missing.length > 0) {
    // PostgreSQL counts each new trigram's rows (a random word costs up to a second): an expensive read of the
    // index, admitted as a search the index narrows (the priority lane).
    const count = () =>
      (dialect === 'sqlite'
        ? sql<{
            term: string;
            doc: number;
          }>`select term, doc from prompts_fts_vocab where term in (${sql.join(missing)})`
        : // pg_trgm keeps no counts: count the rows of each trigram, up to a bound that is plenty to tell rare from common.
          sql<{ term: string; doc: number }>`${sql.join(
            missing.map(
              (trigram) =>
                sql`select ${trigram}::text as term, (select count(*) from (select 1 from prompts where search_text like ${likeContains(trigram)} limit ${POSTGRES_COUNT_BOUND}) bounded) as doc`,
            ),
            sql` union all `,
          )}`
      ).execute(db);
    const { rows } = await (admission && dialect === 'postgres' ? admission.run(count, { narrowable: true }) : count());
    const found = new Map(rows.map((row) => [row.term, Number(row.doc)]));
    if (known.size + missing.length > MAX_REMEMBERED_TRIGRAMS) known.clear();
    for (const trigram of missing)
      known.set(trigram, { documents: found.get(trigram) ?? 0, expires: now + FREQUENCY_TTL_MS });
  }
  return (trigram) => known.get(trigram)?.documents ?? 0;
}
