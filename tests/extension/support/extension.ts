/**
 * Chromium with the built extension: a persistent context per test (extensions load only there),
 * headless, with the same switches as the other browser tests, and the extension's id read from
 * its service worker's address.
 */
import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium';
import { EXTENSION_BUILD_DIR } from './paths';

export interface ExtensionFixtures {
  context: BrowserContext;
  background: Worker;
  extensionId: string;
  /** Opens one of the extension's pages (`sidepanel.html`, `options.html`) in a tab. */
  openExtensionPage: (file: string) => Promise<Page>;
}

export const test = base.extend<ExtensionFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
  context: async ({}, provide) => {
    const context = await chromium.launchPersistentContext('', {
      executablePath: chromiumLaunchOptions.executablePath,
      headless: true,
      args: [
        ...chromiumLaunchOptions.args,
        `--disable-extensions-except=${EXTENSION_BUILD_DIR}`,
        `--load-extension=${EXTENSION_BUILD_DIR}`,
      ],
    });
    await provide(context);
    await context.close();
  },
  background: async ({ context }, provide) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await provide(worker);
  },
  extensionId: async ({ background }, provide) => {
    await provide(new URL(background.url()).host);
  },
  openExtensionPage: async ({ context, extensionId }, provide) => {
    await provide(async (file) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${file}`);
      return page;
    });
  },
});

export { expect } from '@playwright/test';
