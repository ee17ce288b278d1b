/**
 * The member's settings, kept in storage.local only: the site's address, the personal access
 * token, the prompt language and the interface language (null: follow the browser).
 */
import { browser } from 'wxt/browser';
import type { Locale } from '@site/src/config/locales';
import { chooseUiLocale } from '../i18n';
import { SETTINGS_KEY } from './storageKeys';

export interface Settings {
  /** The site's address as parseSiteAddress (extension/lib/siteAddress.ts) gives it. */
  site: string;
  /** The personal access token, or null when not connected. */
  token: string | null;
  /** The catalogue's language; null: the interface language. */
  promptLocale: Locale | null;
  /** The interface language; null: the browser's. */
  uiLocale: Locale | null;
}

/** The site the build was made for (PROMPTDECK_SITE), until the member sets another one. */
export const DEFAULT_SITE: string = import.meta.env.WXT_PROMPTDECK_SITE;

const DEFAULTS: Settings = { site: DEFAULT_SITE, token: null, promptLocale: null, uiLocale: null };

export async function readSettings(): Promise<Settings> {
  const stored = (await browser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY] as Partial<Settings> | undefined;
  return { ...DEFAULTS, ...stored };
}

export async function writeSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = { ...(await readSettings()), ...patch };
  await browser.storage.local.set({ [SETTINGS_KEY]: next });
  return next;
}

/** The interface language the settings give (the browser's languages when none was chosen). */
export function uiLocaleOf(settings: Settings): Locale {
  return chooseUiLocale(settings.uiLocale ?? 'browser', navigator.languages);
}

/** The prompt language the settings give: the interface language unless the member chose one. */
export function promptLocaleOf(settings: Settings): Locale {
  return settings.promptLocale ?? uiLocaleOf(settings);
}

/** The site's origin (a self-hosted site may live under a path; pages and messages carry origins). */
export const siteOrigin = (site: string) => new URL(site).origin;
