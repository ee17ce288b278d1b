/**
 * The connect content script on a site other than the build's (a self-hosted PromptDeck): once the
 * member has granted that site's host permission, the background registers the script for the
 * site's connect page at run time, so the token comes back without copy and paste there too.
 * Chromium keeps the registration (scripting API); Firefox MV2 keeps it while the background
 * lives, so the background registers again each time it starts.
 */
import { browser } from 'wxt/browser';
import { CONNECT_SCRIPT } from '../constants';
import { connectMatchPatterns, connectScriptIsBuiltIn, siteHostPermission } from '../connectPage';
import { DEFAULT_SITE } from './settings';

const SCRIPT_ID = 'promptdeck-connect';

/** Firefox MV2's contentScripts API, missing from WXT's Chromium-based types. */
interface FirefoxContentScripts {
  register(options: { matches: string[]; js: { file: string }[]; runAt: 'document_start' }): Promise<{
    unregister(): Promise<void>;
  }>;
}

let firefoxRegistration: { unregister(): Promise<void> } | undefined;

/** Firefox: drops the registration and makes the one `matches` asks for, if any. */
async function registerInFirefox(matches: string[] | undefined) {
  await firefoxRegistration?.unregister();
  firefoxRegistration = undefined;
  if (!matches) return;
  const { contentScripts } = browser as unknown as { contentScripts: FirefoxContentScripts };
  firefoxRegistration = await contentScripts.register({
    matches,
    js: [{ file: `/${CONNECT_SCRIPT}` }],
    runAt: 'document_start',
  });
}

/** Chromium: keeps a registration that already has `matches` (no gap while a connect page loads), else replaces it. */
async function registerInChromium(matches: string[] | undefined) {
  const [current] = await browser.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (current && matches && current.matches?.join('\n') === matches.join('\n')) return;
  if (current) await browser.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  if (!matches) return;
  await browser.scripting.registerContentScripts([
    { id: SCRIPT_ID, matches, js: [CONNECT_SCRIPT], runAt: 'document_start', persistAcrossSessions: true },
  ]);
}

/** Makes the connect script run on `site`'s connect page where it can; true when it does. */
async function syncConnectScript(site: string): Promise<boolean> {
  const builtIn = connectScriptIsBuiltIn(site, DEFAULT_SITE);
  const allowed = !builtIn && (await browser.permissions.contains({ origins: [siteHostPermission(site)] }));
  const matches = allowed ? connectMatchPatterns(site) : undefined;
  await (import.meta.env.FIREFOX ? registerInFirefox(matches) : registerInChromium(matches));
  return builtIn || allowed;
}

let queue: Promise<unknown> = Promise.resolve();

/** syncConnectScript, one call at a time (a registration must not race the one before it). */
export function updateConnectScript(site: string): Promise<boolean> {
  const next = queue.then(() => syncConnectScript(site));
  queue = next.catch(() => undefined);
  return next;
}
