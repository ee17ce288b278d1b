import { defineConfig } from '@playwright/test';
import { e2eServer } from './scripts/lib/e2eServer';

// The extension's tests: the built extension/.output/chrome-mv3 in Chromium (a persistent
// context per test, tests/extension/support/extension.ts), against the real server for the API.
const PORT = Number(process.env.E2E_EXTENSION_PORT ?? 3110);
process.env.E2E_EXTENSION_PORT = String(PORT);

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
  webServer: e2eServer(PORT, `promptdeck-e2e-extension-${PORT}`),
});
