// Which API test files run how: the one home of both lists, read by vitest.config.ts (the `api` and
// `api-serial` projects) and scripts/test.mjs (which files run again on PostgreSQL).

/**
 * Files that must run alone, after every other API file: they restart a process or the whole
 * PostgreSQL cluster, or hold something the other files share. Every other API file gets its own
 * SQLite file or PostgreSQL database (tests/api/helpers/db.ts), so those run in parallel.
 */
export const SERIAL_API_FILES = [
  // Restarts the throwaway cluster (TEST_PG_CTL): every other file's connections would drop.
  'tests/api/postgres-restart.test.ts',
  // Starts the server as a child process and stops it with signals; measures how long it drains.
  'tests/api/shutdown.test.ts',
  // Holds SQLite's lock from another process and PostgreSQL row locks until statements time out:
  // timings that a loaded machine would blur.
  'tests/api/database-unavailable.test.ts',
  // Uses the one redis-server of the run (REDIS_URL), which no other file may touch meanwhile.
  'tests/api/rate-limit-redis.test.ts',
];

/**
 * Files whose behaviour depends on the database, run a second time on PostgreSQL by `npm test`
 * (`npm run test:postgres:all` runs every API file there). Paths ending in `/` name a folder.
 */
export const POSTGRES_API_FILES = [
  // Full-text search: SQLite FTS5 against PostgreSQL's tsvector and trigram queries, the background reader.
  'tests/api/search/',
  // Counters kept by triggers and recounted in SQL; rows locked (FOR UPDATE) while they change.
  'tests/api/counters.test.ts',
  // Votes flipped by many requests at once: the counters under concurrent transactions.
  'tests/api/votes.test.ts',
  // The schema written by each dialect's migrations.
  'tests/api/migrations.test.ts',
  // A read-only or full database, each driver's error mapped to the same answer.
  'tests/api/database-storage.test.ts',
  // Locks and statement timeouts: SQLite's busy timeout against PostgreSQL's statement_timeout.
  'tests/api/database-unavailable.test.ts',
  // Only meaningful on PostgreSQL: connections lost while requests are in flight.
  'tests/api/postgres-restart.test.ts',
  // Keyset paging: ordering and tie-breaks as each database sorts them.
  'tests/api/paging.test.ts',
  // Long texts of astral and combining characters cut by SQL's substr, which must count code points on both.
  'tests/api/community-list-size.test.ts',
  // The public cache across writes, with a PostgreSQL-only search case.
  'tests/api/public-cache.test.ts',
  // The console's member search: case-insensitive prefix matching depends on the collation.
  'tests/api/admin/members.test.ts',
  // Account caps: the account row locked (FOR UPDATE) so only one of simultaneous requests takes the last place.
  'tests/api/account-caps.test.ts',
  // Account deletion locks the member's row against a concurrent role change.
  'tests/api/account-deletion.test.ts',
  // Reset codes spent by simultaneous requests: one transaction wins, under each isolation model.
  'tests/api/reset-codes.test.ts',
];
