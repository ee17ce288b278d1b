/**
 * Tells apart the database failures that are not a bug of the request: the database is out of
 * reach for a moment (a PostgreSQL restart, failover or terminated backend, a timeout, SQLite
 * locked by another process), or it cannot store anything (disk full, read-only, I/O error).
 * The error handler answers these 503 SERVICE_UNAVAILABLE with Retry-After instead of 500, and
 * storage failures are remembered here so /api/health can report them. Also the 503 of a read
 * the database has no room for now (storageBusy).
 */
import { errors } from '../errors';

export type DatabaseFailure =
  /** Connection lost or refused, server shutting down or starting, too many connections, a timeout. */
  | 'unavailable'
  /** SQLite: another connection holds the lock (SQLITE_BUSY / SQLITE_LOCKED). */
  | 'busy'
  /** Nothing can be written: disk full, read-only file, connection or standby, I/O error. */
  | 'storage';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS: Record<DatabaseFailure, number> = { unavailable: 5, busy: 1, storage: 30 };

/** Node socket errors of a connection that was lost or could not be made. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg and pg-pool errors that carry no code, only a message. */
const PG_UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect/, // pool: no connection free within connectionTimeoutMillis
  /^timeout expired/, // client: the connection was not made in time
  /is not queryable/, // a client whose connection already failed
  /^Cannot use a pool after calling end on the pool/,
];

/** PostgreSQL SQLSTATEs of a database that cannot store anything. */
const PG_STORAGE_STATES = new Set([
  '53100', // disk_full
  '25006', // read_only_sql_transaction (a standby after failover, or default_transaction_read_only)
  '58030', // io_error
]);

function classifyOne(error: { code?: unknown; message?: unknown }): DatabaseFailure | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy';
  if (/^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/.test(code)) return 'storage';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    if (PG_STORAGE_STATES.has(code)) return 'storage';
    // 08: connection exception; 53: insufficient resources (too many connections, out of memory);
    // 57P01-03: admin or crash shutdown, cannot connect now; 57014: statement_timeout.
    if (code.startsWith('08') || code.startsWith('53') || /^57P0[123]$/.test(code) || code === '57014')
      return 'unavailable';
    return undefined;
  }
  if (SOCKET_CODES.has(code)) return 'unavailable';
  const message = typeof error.message === 'string' ? error.message : '';
  if (PG_UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
  return undefined;
}

/** What kind of database failure `error` is, or undefined for any other error (a bug: 500). */
export function classifyDatabaseFailure(error: unknown): DatabaseFailure | undefined {
  // Wrapped errors: pg-pool's connection timeout keeps the socket error as `cause`, and a failed
  // connection to a host with several addresses is an AggregateError.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const found = classifyOne(current as { code?: unknown; message?: unknown });
    if (found) return found;
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) {
      for (const each of inner) {
        const kind =
          each && typeof each === 'object' ? classifyOne(each as { code?: unknown; message?: unknown }) : undefined;
        if (kind) return kind;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** How long /api/health keeps reporting a storage failure that a request ran into. */
export const STORAGE_FAILURE_MEMORY_MS = 30_000;

/**
 * The last storage failure (disk full, read-only, I/O error) any query ran into. A small write
 * probe can succeed on a full disk (SQLite reuses its WAL file) while real writes fail, so what
 * requests saw counts too.
 */
export class StorageFailures {
  private last: { at: number; code: string } | undefined;

  /** Remembers `error` when it is a storage failure; returns its kind. */
  note(error: unknown, now: Date): DatabaseFailure | undefined {
    const kind = classifyDatabaseFailure(error);
    if (kind === 'storage') {
      const code = (error as { code?: unknown }).code;
      this.last = { at: now.getTime(), code: typeof code === 'string' ? code : 'unknown' };
    }
    return kind;
  }

  /** The code of a storage failure seen within STORAGE_FAILURE_MEMORY_MS before `now`, if any. */
  recent(now: Date): string | undefined {
    if (!this.last) return undefined;
    const age = now.getTime() - this.last.at;
    return age >= 0 && age < STORAGE_FAILURE_MEMORY_MS ? this.last.code : undefined;
  }
}

/** How long a read refused by storageBusy is asked to wait before trying again. */
export const BUSY_READ_RETRY_AFTER_SECONDS = 5;

/**
 * 503 SERVICE_UNAVAILABLE with Retry-After for a read the database cannot take now: too many
 * reads already wait for SQLite's background reader (backgroundReader.ts), or the one running
 * took too long; the search lanes (search/admission.ts) refuse their callers the same way.
 */
export const storageBusy = (message = 'Search is busy, try again in a few seconds') =>
  errors.unavailable(message, BUSY_READ_RETRY_AFTER_SECONDS);
