/**
 * Opens the database: a SQLite file under the data folder by default, or
 * PostgreSQL when a postgres:// URL is configured. The connection that serves
 * requests gets limits (statement and connect timeouts, a short SQLite busy
 * wait: see DatabaseOptions) so a slow or locked database answers 503 instead
 * of holding requests; migrations, seeding and scripts open one without them.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { BackgroundReader } from './backgroundReader';
import { StorageFailures } from './failures';
import { POSTGRES_POOL_SIZE } from './poolSize';
import { withStatementCache } from './statementCache';
import type { Database } from './schema';

export type { Database } from './schema';

/** The two databases the server runs on; code that differs between them branches on this. */
export type DialectName = 'sqlite' | 'postgres';

/** The query builder over the database, or a transaction of it: every repository function takes one first. */
export type Db = Kysely<Database>;

/** A SQLite function every connection of the server has: lower case in every script (`lower()` knows ASCII only). */
export const SQLITE_CASEFOLD = 'casefold';

/** The SQLite file of a data folder (DATA_DIR), for the server and the scripts that prepare its data. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'promptdeck.sqlite');
}

export interface AppDatabase {
  /** The query builder over this database. */
  kysely: Kysely<Database>;
  dialect: DialectName;
  /**
   * SQLite: runs the rare queries that may read most of a table on a worker thread, off the event
   * loop. Absent on PostgreSQL, whose queries never hold the event loop.
   */
  background?: BackgroundReader;
  /** Where it lives, without credentials (for logs). */
  description: string;
  /** The last disk-full / read-only / I/O failure a query ran into, for /api/health. */
  storageFailures: StorageFailures;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string;
  /** SQLite file (used when no databaseUrl); its folder is created if missing. */
  sqliteFile?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL: the server cancels a statement running longer (SQLSTATE 57014). Unset: no limit. */
  statementTimeoutMs?: number;
  /** PostgreSQL: the longest wait for a pooled connection, or to open one. Unset: no limit. */
  connectTimeoutMs?: number;
  /**
   * SQLite: how long a statement waits for a lock another process holds before SQLITE_BUSY.
   * The connection is synchronous, so the whole event loop waits. Default 5000 (scripts, migrations).
   */
  sqliteBusyTimeoutMs?: number;
  /**
   * PostgreSQL: called when a connection the pool handed out fails (restart, failover,
   * pg_terminate_backend). The query in flight, if any, fails on its own; without this listener
   * the client's 'error' event would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

export function createDatabase(options: DatabaseOptions): AppDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? POSTGRES_POOL_SIZE,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    const onConnectionError = options.onConnectionError ?? (() => {});
    // pg-pool listens for errors of idle clients only ('error' on the pool); it removes that
    // listener while a client is checked out, and Kysely adds none. A client that loses its
    // connection then (between queries of a transaction, or with a query in flight: pg emits
    // 'error' besides failing the query) would throw an unhandled 'error' event. The pool drops
    // such a client when it is released (it is no longer queryable).
    pool.on('connect', (client) => client.on('error', onConnectionError));
    // An idle client's error reaches the listener above as well; the pool only drops the client.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    return {
      kysely: db,
      dialect: 'postgres',
      description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      storageFailures: new StorageFailures(),
      destroy: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? sqliteFileIn(path.resolve('data'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.sqliteBusyTimeoutMs ?? 5000))}`);
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's lower() and LIKE fold ASCII letters only: searches that compare text themselves fold with this.
  sqlite.function(SQLITE_CASEFOLD, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const background = new BackgroundReader(file);
  return {
    kysely: db,
    dialect: 'sqlite',
    background,
    description: `SQLite ${file}`,
    storageFailures: new StorageFailures(),
    destroy: async () => {
      await background.close();
      await db.destroy();
    },
  };
}

/** Turns a count or sum from either dialect (PostgreSQL returns bigints as strings) into a number. */
export function toInt(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** Unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
