/**
 * The site's locales, in one home: the list (the default first, served at /)
 * and each one's facts. Shared by the site config, the server, the prompt
 * loader, the scripts and the tests.
 */
export const LOCALES = ['zh', 'en', 'ja', 'ko', 'es', 'fr', 'de', 'it', 'ru', 'pt', 'hi', 'ar', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** A site path in a locale: the default locale lives at the root, every other under `/<locale>`. */
export function localePath(locale: Locale, path = ''): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

export interface LocaleFacts {
  /** The locale's own name for itself, shown in the language dropdown. */
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** Folder name of the locale in the URL and in i18n/. */
  path: string;
}

export const LOCALE_FACTS: Record<Locale, LocaleFacts> = {
  zh: { label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', path: 'zh' },
  en: { label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' },
  ja: { label: '日本語', direction: 'ltr', htmlLang: 'ja', path: 'ja' },
  ko: { label: '한국어', direction: 'ltr', htmlLang: 'ko', path: 'ko' },
  es: { label: 'Español', direction: 'ltr', htmlLang: 'es', path: 'es' },
  fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', path: 'fr' },
  de: { label: 'Deutsch', direction: 'ltr', htmlLang: 'de', path: 'de' },
  it: { label: 'Italiano', direction: 'ltr', htmlLang: 'it', path: 'it' },
  ru: { label: 'Русский', direction: 'ltr', htmlLang: 'ru', path: 'ru' },
  pt: { label: 'Português', direction: 'ltr', htmlLang: 'pt-BR', path: 'pt' },
  hi: { label: 'हिन्दी', direction: 'ltr', htmlLang: 'hi', path: 'hi' },
  ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar', path: 'ar' },
  bn: { label: 'বাংলা', direction: 'ltr', htmlLang: 'bn', path: 'bn' },
};
