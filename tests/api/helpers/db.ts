/**
 * A fresh, migrated database per test file: SQLite in a temp folder by
 * default, or a uniquely named database on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped afterwards). Like server/main.ts, it migrates on
 * a connection without limits, then opens the one the app uses with the
 * request limits of the configuration (DB_STATEMENT_TIMEOUT_MS, …, from `env`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../../server/config';
import { createDatabase, type AppDatabase, type DatabaseOptions } from '../../../server/db';
import { migrateToLatest } from '../../../server/db/migrations';

export interface TestDatabase {
  database: AppDatabase;
  /** postgres URL of the fresh database (PostgreSQL runs only). */
  url?: string;
  dispose(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(
  options: { poolSize?: number; migrate?: boolean; env?: Record<string, string>; onConnectionError?: DatabaseOptions['onConnectionError'] } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const limits = { ...loadConfig({ NODE_ENV: 'test', ...options.env }).databaseLimits, onConnectionError: options.onConnectionError };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `promptdeck_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    if (migrate) {
      const setup = createDatabase({ databaseUrl: url.toString() });
      await migrateToLatest(setup.kysely, setup.dialect).finally(() => setup.destroy());
    }
    const database = createDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize ?? 10, ...limits });
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
  const file = path.join(dir, 'test.sqlite');
  if (migrate) {
    const setup = createDatabase({ sqliteFile: file });
    await migrateToLatest(setup.kysely, setup.dialect).finally(() => setup.destroy());
  }
  const database = createDatabase({ sqliteFile: file, ...limits });
  return {
    database,
    async dispose() {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
