/**
 * Plural forms and numbers outside React components (error messages are
 * built in plain functions), with Docusaurus's convention: a translated
 * message holds its plural forms separated by "|", in the order zero, one,
 * two, few, many, other, keeping only the forms the language has
 * (Intl.PluralRules), as `usePluralForm` reads them in components.
 */

const FORM_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The language of the page (its `<html lang>`), or English outside a browser. */
export function pageLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

/** The form of `forms` ("one form|other form") that `count` takes in `locale`; the last form when the message has fewer. */
export function selectPlural(locale: string, count: number, forms: string): string {
  const parts = forms.split('|');
  if (parts.length === 1) return parts[0]!;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const order = FORM_ORDER.filter((form) => rules.resolvedOptions().pluralCategories.includes(form));
  const index = order.indexOf(rules.select(count));
  return parts[Math.min(index < 0 ? parts.length - 1 : index, parts.length - 1)]!;
}

/** `count` written as the locale writes numbers (2,000 · 2.000 · 2 000 · ২,০০০). */
export function formatCount(locale: string, count: number): string {
  try {
    return new Intl.NumberFormat(locale).format(count);
  } catch {
    return String(count);
  }
}
