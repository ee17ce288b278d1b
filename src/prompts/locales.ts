/** Locale facts shared by the site config, the prompt loader and the tests. */
export const LOCALES = ['zh', 'en', 'ja', 'ko', 'es', 'fr', 'de', 'it', 'ru', 'pt', 'hi', 'ar', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** Prompt ids run from 1 to this number with no gaps. */
export const PROMPT_COUNT = 278;

/** A site path in a locale: the default locale lives at the root, every other under `/<locale>`. */
export function localePath(locale: Locale, path = ''): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}
