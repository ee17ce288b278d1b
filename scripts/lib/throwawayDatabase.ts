/**
 * A throwaway PostgreSQL database on the server a postgres:// URL names (the cluster
 * scripts/with-postgres.sh starts, or TEST_DATABASE_URL's): created under a unique name, dropped
 * with its connections when done. The API tests take one per test file, the benches one per step.
 */
import crypto from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** postgres:// URL of the new, empty database. */
  url: string;
  /** Drops the database, closing the connections still open to it. */
  drop(): Promise<void>;
}

/** One statement on the server's own database (create and drop cannot run inside the database concerned). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `prefix` is a plain SQL identifier (letters, digits, underscores): the name is not quoted. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** Runs `fn` on a fresh database and drops it afterwards, whether `fn` succeeded or not. */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  prefix: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const database = await createThrowawayDatabase(serverUrl, prefix);
  try {
    return await fn(database.url);
  } finally {
    await database.drop();
  }
}
