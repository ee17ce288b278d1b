/**
 * The fixture chat pages (tests/extension/fixtures: the real editors) served with context.route()
 * on their services' real addresses, and what a test reads back from them: the editor's OWN state,
 * the messages the page sent (the extension must send none) and its send button.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { CHAT_SERVICES } from '../../../src/config/chatServices';
import { SETTINGS_KEY } from '../../../extension/lib/data/storageKeys';
import type { FixtureId } from '../fixtures/fixtureApi';
import { FIXTURE_PAGES_DIR } from './paths';

export type { FixtureId };

/** The element a person clicks to type in each fixture (tests/extension/fixtures/checkInsertion.mjs, an ES module). */
const fixtureEditors = async () =>
  (await import('../fixtures/checkInsertion.mjs')).FIXTURE_EDITORS as Record<FixtureId, { editor: string }>;

/** Opens a fixture chat page on its service's address, the editor clicked (focused, caret at its end). */
export async function openChat(context: BrowserContext, id: FixtureId): Promise<Page> {
  const service = CHAT_SERVICES.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`No chat service ${id}`);
  const html = fs.readFileSync(path.join(FIXTURE_PAGES_DIR, `${id}.html`), 'utf8');
  const origin = new URL(service.start).origin;
  await context.route(
    (url) => url.origin === origin,
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  const page = await context.newPage();
  await page.goto(service.start);
  await page.locator((await fixtureEditors())[id].editor).click();
  return page;
}

/** The editor's own state: the text its model holds, one line per paragraph. */
export const editorState = (page: Page) => page.evaluate(() => window.__fixture.state());
/** The messages the page sent. */
export const sentMessages = (page: Page) => page.evaluate(() => window.__fixture.sent());
/** The page's send button (each site names it its own way). */
export const sendButton = (page: Page) => page.getByRole('button', { name: /^Send/ });
/** The editable element of a fixture page. */
export const editor = async (page: Page, id: FixtureId) => page.locator((await fixtureEditors())[id].editor);

interface LocalStorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

/** What the extension keeps in storage.local under `key`. */
export async function storedValue(background: Worker, key: string): Promise<unknown> {
  return background.evaluate(async (key) => {
    const { storage } = (globalThis as unknown as { chrome: { storage: { local: LocalStorageArea } } }).chrome;
    return (await storage.local.get(key))[key];
  }, key);
}

/** The extension's settings as stored. */
export async function storedSettings(background: Worker): Promise<Record<string, unknown>> {
  return ((await storedValue(background, SETTINGS_KEY)) ?? {}) as Record<string, unknown>;
}

/** Changes the extension's settings as the options page would store them. */
export async function setSettings(background: Worker, patch: Record<string, unknown>): Promise<void> {
  await background.evaluate(
    async ([key, values]) => {
      // The extension's own worker, where chrome.storage is (the tests' types do not describe it).
      const { storage } = (globalThis as unknown as { chrome: { storage: { local: LocalStorageArea } } }).chrome;
      const stored = (await storage.local.get(key))[key] as Record<string, unknown> | undefined;
      await storage.local.set({ [key]: { ...stored, ...values } });
    },
    [SETTINGS_KEY, patch] as const,
  );
}
