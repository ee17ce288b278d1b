/**
 * Text search over prompts through the full-text index of the migrations
 * (db/searchIndex.ts). Every word of the query must match, anywhere in the
 * title, text, remark or author's name, as a substring in any script.
 *
 * Words of three or more characters go through the index (SQLite FTS5 trigram,
 * PostgreSQL pg_trgm). A trigram index cannot answer shorter words (学习, "ai"):
 * with only short words the list is read in its own index order and filtered,
 * which stops as soon as a page is full.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db';
import type { Database } from '../db/schema';

const MAX_WORDS = 8;

function searchWords(q: string): string[] {
  return [...new Set(q.trim().split(/\s+/u).filter(Boolean))].slice(0, MAX_WORDS);
}

const isIndexable = (word: string) => Array.from(word).length >= 3;

function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/** Every word appears in one of the columns (LIKE: case-insensitive for ASCII on SQLite, as typed on PostgreSQL). */
function containsEveryWord(words: string[], columns: RawBuilder<unknown>[]): RawBuilder<SqlBool>[] {
  return words.map((word) => {
    const pattern = likeContains(word);
    return sql<SqlBool>`(${sql.join(
      columns.map((column) => sql`${column} like ${pattern} escape '\\'`),
      sql` or `,
    )})`;
  });
}

const all = (conditions: RawBuilder<SqlBool>[]) => sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

/**
 * A condition on `prompts` (joined with `users`) that every word of the
 * community search matches, or undefined when the query has no words.
 */
export function matchesSearch(dialect: DialectName, q: string | undefined, { ftsIds }: { ftsIds?: number[] } = {}): RawBuilder<SqlBool> | undefined {
  const words = searchWords(q ?? '');
  if (words.length === 0) return undefined;
  if (dialect === 'postgres') {
    return all(words.map((word) => sql<SqlBool>`prompts.search_text like ${likeContains(word.toLowerCase())} escape '\\'`));
  }
  const conditions: RawBuilder<SqlBool>[] = [];
  const indexed = words.filter(isIndexable);
  if (indexed.length > 0) {
    conditions.push(
      ftsIds
        ? sql<SqlBool>`prompts.id in (select value from json_each(${JSON.stringify(ftsIds)}))`
        : sql<SqlBool>`prompts.id in (select rowid from prompts_fts where prompts_fts match ${indexed.map(ftsPhrase).join(' ')})`,
    );
  }
  const short = words.filter((word) => !isIndexable(word));
  conditions.push(...containsEveryWord(short, [sql`prompts.title`, sql`prompts.description`, sql`coalesce(prompts.remark, '')`, sql`users.username`]));
  return all(conditions);
}

/**
 * The search over one member's own prompts (few rows, already narrowed by
 * their index): every word in the title, text, remark or notes.
 */
export function matchesOwnSearch(dialect: DialectName, q: string | undefined): RawBuilder<SqlBool> | undefined {
  const words = searchWords(q ?? '');
  if (words.length === 0) return undefined;
  const fold = (column: string) => (dialect === 'postgres' ? sql`lower(${sql.ref(column)})` : sql.ref(column));
  const lowered = dialect === 'postgres' ? words.map((word) => word.toLowerCase()) : words;
  return all(containsEveryWord(lowered, [fold('prompts.title'), fold('prompts.description'), sql`coalesce(${fold('prompts.remark')}, '')`, sql`coalesce(${fold('prompts.notes')}, '')`]));
}

/** Above this many index matches, a listing walks its order's index and stops at a full page. */
export const FEW_MATCHES = 200;
/** Up to this many index matches are fetched once and passed to the listing as a list of ids. */
const MAX_FETCHED_MATCHES = 2000;

/**
 * SQLite: the rowids the FTS index matches for the query's indexed words, evaluated once, when
 * there are at most MAX_FETCHED_MATCHES of them (undefined otherwise, or when no word is indexed).
 * A listing passes them to `matchesSearch` (`ftsIds`) instead of evaluating the index again; with
 * FEW_MATCHES or fewer it reads those rows by id and sorts them, rather than walking its order's
 * index through rows that never match (a search that matches nothing walked every shared prompt).
 */
export async function indexedMatchIds(db: Kysely<Database>, dialect: DialectName, q: string | undefined): Promise<number[] | undefined> {
  if (dialect !== 'sqlite') return undefined;
  const indexed = searchWords(q ?? '').filter(isIndexable);
  if (indexed.length === 0) return undefined;
  const match = indexed.map(ftsPhrase).join(' ');
  const { rows } = await sql<{ id: number }>`select rowid as id from prompts_fts where prompts_fts match ${match} limit ${MAX_FETCHED_MATCHES + 1}`.execute(db);
  return rows.length > MAX_FETCHED_MATCHES ? undefined : rows.map((row) => Number(row.id));
}
