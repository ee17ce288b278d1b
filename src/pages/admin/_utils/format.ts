/**
 * Dates and counts as the page language writes them: dates through
 * Intl.DateTimeFormat, counts through the plural rules (messages hold their
 * plural forms separated by "|", see src/i18n/plural.ts).
 */
import { LOCALE_FACTS, type Locale } from '@site/src/config/locales';
import { formatCount, selectPlural } from '@site/src/i18n/plural';

/** The BCP 47 tag Intl takes for a site locale ('zh' → 'zh-CN'). */
export function intlLocale(locale: string): string {
  return LOCALE_FACTS[locale as Locale]?.htmlLang ?? locale;
}

export function formatDate(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** `count` written in the locale's digits, for a message's {count}. */
export const countValue = (locale: string, count: number) => formatCount(intlLocale(locale), count);

/** The form of a translated message ("one|other", {count} filled in) that `count` takes. */
export const pluralForm = (locale: string, count: number, forms: string) =>
  selectPlural(intlLocale(locale), count, forms);

/** A site locale's own name ("Deutsch"), or the code itself when it is not one of the site's. */
export function languageName(locale: string | null): string | null {
  if (!locale) return null;
  return LOCALE_FACTS[locale as Locale]?.label ?? locale;
}
