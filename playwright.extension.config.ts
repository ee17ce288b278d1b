import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The extension's tests: the built extension/.output/chrome-mv3 in Chromium (a persistent
// context per test, tests/extension/support/extension.ts), against the real server for the API.
const PORT = Number(process.env.E2E_EXTENSION_PORT ?? 3110);
process.env.E2E_EXTENSION_PORT = String(PORT);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `promptdeck-e2e-extension-${PORT}`);

export default defineConfig({
  testDir: 'tests/extension',
  testMatch: '*.spec.ts',
  // Each test starts its own browser with the extension: one at a time on a small machine.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  globalSetup: './tests/extension/support/globalSetup.ts',
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off', screenshot: 'only-on-failure' },
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
