import os from 'node:os';
import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * The real server over the production build (scripts/serve-e2e.mjs) that a Playwright config
 * starts, on `port` with a data folder of its own. E2E_DATA_DIR is set in this process too, so
 * tests (which inherit it) can read the server's mail outbox.
 */
export function e2eServer(port: number, dataDirName: string): NonNullable<PlaywrightTestConfig['webServer']> {
  process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), dataDirName);
  return {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}
