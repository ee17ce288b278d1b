/**
 * Kysely's SQLite driver prepares every query again; preparing a listing with
 * a search costs about a tenth of a millisecond, as much as running it. This
 * hands Kysely the same prepared statement for the same SQL text. Safe because
 * Kysely runs one query at a time on the connection and reads each result whole
 * (`all`); nothing here streams (`iterate`) a result.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept; queries with a varying number of parameters (`in (…)`) make new texts, so the cache is bounded. */
const MAX_STATEMENTS = 500;

export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
