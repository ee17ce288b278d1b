/**
 * What /api/health checks: that the database answers, and that it can be written. A database
 * that answers reads but refuses writes (disk full, read-only file or connection, a PostgreSQL
 * standby after failover) must not report healthy: signed-in users and every write would fail.
 *
 * Kept cheap for a public, unauthenticated route polled by load balancers:
 *  - the probe runs at most once per PROBE_MEMORY_MS per app; callers in between (and callers
 *    while it runs) share its result;
 *  - SQLite: a real write of one header field (`PRAGMA user_version`, rewritten with its own
 *    value; nothing in the app reads it), which fails on a read-only file or connection
 *    (SQLITE_READONLY) or an I/O error. It needs no new page, so on a full disk it may still
 *    succeed while inserts fail: hence the second signal below;
 *  - PostgreSQL: asks whether the connection would accept writes (not a standby, not
 *    read-only), without writing: a write would cost a WAL record per probe;
 *  - besides the probe, any storage failure a request ran into in the last
 *    STORAGE_FAILURE_MEMORY_MS (disk full, read-only, I/O error; recorded by the error handler
 *    and the session refresh in AppDatabase.storageFailures) reports the database unwritable.
 */
import { sql } from 'kysely';
import type { AppDatabase, Db } from '../db';
import { classifyDatabaseFailure } from '../db/failures';

/** How long one probe's result is reused. */
export const PROBE_MEMORY_MS = 5_000;

export type DatabaseHealth = 'ok' | 'unreachable' | 'busy' | 'read-only';

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Throws when the database cannot be written; resolves when a write went through (SQLite) or would (PostgreSQL). */
async function probeWrite(database: AppDatabase): Promise<void> {
  const db = database.kysely;
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
    const version = Math.trunc(Number(rows[0]?.user_version ?? 0)) || 0;
    await sql.raw(`pragma user_version = ${version}`).execute(db);
    return;
  }
  const { rows } = await sql<{ recovery: boolean; read_only: string }>`
    select pg_is_in_recovery() as recovery, current_setting('transaction_read_only') as read_only`.execute(db);
  if (rows[0]?.recovery || rows[0]?.read_only === 'on') {
    throw Object.assign(new Error('The PostgreSQL connection is read-only'), { code: '25006' });
  }
}

/** The database's health, probed at most once per PROBE_MEMORY_MS (one instance per app). */
export class DatabaseHealthCheck {
  private last: { at: number; result: DatabaseHealth } | undefined;
  private running: Promise<DatabaseHealth> | undefined;

  constructor(private readonly database: AppDatabase) {}

  async check(now: Date): Promise<DatabaseHealth> {
    const probed = await this.probe(now);
    if (probed !== 'ok') return probed;
    return this.database.storageFailures.recent(now) ? 'read-only' : 'ok';
  }

  private probe(now: Date): Promise<DatabaseHealth> {
    const age = this.last ? now.getTime() - this.last.at : Infinity;
    if (this.last && age >= 0 && age < PROBE_MEMORY_MS) return Promise.resolve(this.last.result);
    this.running ??= this.run(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(now: Date): Promise<DatabaseHealth> {
    let result: DatabaseHealth;
    try {
      await pingDatabase(this.database.kysely);
      try {
        await probeWrite(this.database);
        result = 'ok';
      } catch (error) {
        // Not noted in storageFailures: this result is reused only until the next probe.
        const kind = classifyDatabaseFailure(error);
        result = kind === 'storage' ? 'read-only' : kind === 'busy' ? 'busy' : 'unreachable';
      }
    } catch {
      result = 'unreachable';
    }
    this.last = { at: now.getTime(), result };
    return result;
  }
}
