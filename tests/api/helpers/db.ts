/**
 * A fresh, migrated database per test file: SQLite in a temp folder by
 * default, or a uniquely named database on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped afterwards). Like server/main.ts, it migrates on
 * a connection without limits, then opens the one the app uses with the
 * request limits of the configuration (DB_STATEMENT_TIMEOUT_MS, …, from `env`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/config';
import { createDatabase, type AppDatabase, type DatabaseOptions } from '../../../server/db';
import { migrateToLatest } from '../../../server/setup/migrations';
import { createThrowawayDatabase } from '../../../scripts/lib/throwawayDatabase';

export interface TestDatabase {
  database: AppDatabase;
  /** postgres URL of the fresh database (PostgreSQL runs only). */
  url?: string;
  dispose(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(
  options: {
    poolSize?: number;
    migrate?: boolean;
    env?: Record<string, string>;
    onConnectionError?: DatabaseOptions['onConnectionError'];
  } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const limits = {
    ...loadConfig({ NODE_ENV: 'test', ...options.env }).databaseLimits,
    onConnectionError: options.onConnectionError,
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const throwaway = await createThrowawayDatabase(serverUrl, 'promptdeck_test');
    if (migrate) {
      const setup = createDatabase({ databaseUrl: throwaway.url });
      await migrateToLatest(setup.kysely, setup.dialect).finally(() => setup.destroy());
    }
    const database = createDatabase({ databaseUrl: throwaway.url, poolSize: options.poolSize ?? 10, ...limits });
    return {
      database,
      url: throwaway.url,
      async dispose() {
        await database.destroy();
        await throwaway.drop();
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
