/**
 * The extension's UI strings: `i18n/<locale>/extension.json` (code.json's shape, ids
 * `extension.*`, checked with the site's glossary and whole-sentence tests), the UI language
 * (the browser's, or the one chosen in the options) and `t(id, values)`.
 *
 * Numbers are written with the site's formatCount (the locale's digits and grouping); a message
 * with plural forms ("one|other", Docusaurus's convention) is listed in src/i18n/countMessages.ts,
 * whose `pluralBy` names the placeholder that picks the form, with the site's selectPlural.
 */
import english from '@site/i18n/en/extension.json';
import { COUNT_MESSAGES } from '@site/src/i18n/countMessages';
import { formatCount, selectPlural } from '@site/src/i18n/plural';
import { LOCALE_FACTS, LOCALES, type Locale } from '@site/src/config/locales';

export type ExtensionMessages = Readonly<Record<string, { message: string; description?: string }>>;

/** Every id of the extension's strings (English is the source, so a misspelt id does not compile). */
export type MessageId = keyof typeof english;

export type MessageValues = Readonly<Record<string, string | number>>;

/** Each locale's strings, loaded on demand: a page carries one language, not thirteen. */
const LOADERS: Record<Locale, () => Promise<{ default: ExtensionMessages }>> = {
  zh: () => import('@site/i18n/zh/extension.json'),
  en: () => Promise.resolve({ default: english }),
  ja: () => import('@site/i18n/ja/extension.json'),
  ko: () => import('@site/i18n/ko/extension.json'),
  es: () => import('@site/i18n/es/extension.json'),
  fr: () => import('@site/i18n/fr/extension.json'),
  de: () => import('@site/i18n/de/extension.json'),
  it: () => import('@site/i18n/it/extension.json'),
  ru: () => import('@site/i18n/ru/extension.json'),
  pt: () => import('@site/i18n/pt/extension.json'),
  hi: () => import('@site/i18n/hi/extension.json'),
  ar: () => import('@site/i18n/ar/extension.json'),
  bn: () => import('@site/i18n/bn/extension.json'),
};

export async function loadMessages(locale: Locale): Promise<ExtensionMessages> {
  return (await LOADERS[locale]()).default;
}

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The site locale of a BCP 47 language tag (`pt-BR` → pt, `zh-TW` → zh), or undefined. */
export function localeOfLanguageTag(tag: string): Locale | undefined {
  const language = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(language) ? language : undefined;
}

/** The options' UI language: a locale, or `browser` to follow the browser. */
export type UiLanguageChoice = Locale | 'browser';

/** The language a UI is shown in when the browser names none of the 13. */
export const FALLBACK_UI_LOCALE: Locale = 'en';

/**
 * The UI language: the one chosen in the options, else the first of the browser's languages
 * (`navigator.languages`, most preferred first) that the extension has, else English.
 */
export function chooseUiLocale(choice: UiLanguageChoice | undefined, browserLanguages: readonly string[]): Locale {
  if (choice && choice !== 'browser') return choice;
  for (const tag of browserLanguages) {
    const locale = localeOfLanguageTag(tag);
    if (locale) return locale;
  }
  return FALLBACK_UI_LOCALE;
}

export interface Translator {
  locale: Locale;
  /** The locale's language tag, for `lang` attributes and number formats. */
  lang: string;
  direction: 'ltr' | 'rtl';
  t(id: MessageId, values?: MessageValues): string;
}

/** `t` over `messages` of `locale`; an id the locale lacks reads the English string. */
export function createTranslator(locale: Locale, messages: ExtensionMessages): Translator {
  const { htmlLang: lang, direction } = LOCALE_FACTS[locale];
  const t = (id: MessageId, values: MessageValues = {}): string => {
    const message = messages[id]?.message ?? english[id].message;
    const filled = message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      return typeof value === 'number' ? formatCount(lang, value) : value;
    });
    const pluralBy = COUNT_MESSAGES[id]?.pluralBy;
    const count = pluralBy === undefined ? undefined : values[pluralBy];
    return typeof count === 'number' ? selectPlural(lang, count, filled) : filled;
  };
  return { locale, lang, direction, t };
}

/** The translator of `locale`, its strings loaded. */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  return createTranslator(locale, await loadMessages(locale));
}
