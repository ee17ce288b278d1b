/**
 * The member's settings, kept in storage.local only: the site's address, the personal access
 * token, the prompt language and the interface language (null: follow the browser).
 */
import { browser } from 'wxt/browser';
import { LOCALES, type Locale } from '@site/src/config/locales';
import { SETTINGS_KEY } from './storageKeys';

export interface Settings {
  /** The site's origin, `https://prompts.example.com`. */
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

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The site locale a browser language tag falls back to (`pt-BR` → pt, `zh-TW` → zh), else English. */
export function localeOfLanguage(tag: string): Locale {
  const base = tag.toLowerCase().split('-')[0];
  return isLocale(base) ? base : 'en';
}

export function browserLocale(): Locale {
  return localeOfLanguage(browser.i18n.getUILanguage());
}

export async function readSettings(): Promise<Settings> {
  const stored = (await browser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY] as Partial<Settings> | undefined;
  return { ...DEFAULTS, ...stored };
}

export async function writeSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = { ...(await readSettings()), ...patch };
  await browser.storage.local.set({ [SETTINGS_KEY]: next });
  return next;
}

/** The interface language the settings give. */
export function uiLocaleOf(settings: Settings): Locale {
  return settings.uiLocale ?? browserLocale();
}

/** The prompt language the settings give: the interface language unless the member chose one. */
export function promptLocaleOf(settings: Settings): Locale {
  return settings.promptLocale ?? uiLocaleOf(settings);
}

/** A site address as the settings keep it (its origin), or null when it is not an http(s) URL. */
export function normalizeSite(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
