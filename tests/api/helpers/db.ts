/**
 * A fresh, migrated database per test file: SQLite in a temp folder by
 * default, or a uniquely named database on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped afterwards).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type AppDatabase } from '../../../server/db';
import { migrateToLatest } from '../../../server/db/migrations';

export interface TestDatabase {
  database: AppDatabase;
  /** postgres URL of the fresh database (PostgreSQL runs only). */
  url?: string;
  dispose(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(options: { poolSize?: number; migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `promptdeck_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = createDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize ?? 10 });
    if (migrate) await migrateToLatest(database.kysely, database.dialect);
    return {
      database,
      url: url.toString(),
      async dispose() {
        await database.destroy();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-api-test-'));
  const database = createDatabase({ sqliteFile: path.join(dir, 'test.sqlite') });
  if (migrate) await migrateToLatest(database.kysely, database.dialect);
  return {
    database,
    async dispose() {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
