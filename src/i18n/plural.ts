/**
 * Plural forms and numbers outside React components (error messages are
 * built in plain functions), with Docusaurus's convention: a translated
 * message holds its plural forms separated by "|", in the order zero, one,
 * two, few, many, other, keeping only the forms the language has
 * (Intl.PluralRules, see messageForms), as `usePluralForm` reads them in
 * components. Every message with a number is listed in ./countMessages.ts.
 */

const FORM_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Counts the site shows stay far below this; a category only larger numbers take gets no form. */
const COUNTS_BELOW = 10_000;

const rulesFor = (locale: string): Intl.PluralRules => {
  try {
    return new Intl.PluralRules(locale);
  } catch {
    return new Intl.PluralRules('en');
  }
};

const formsCache = new Map<string, Intl.LDMLPluralRule[]>();

/**
 * The plural forms a message of `locale` holds, in Docusaurus's order: the language's
 * categories (Intl.PluralRules), less `many` where no count below COUNTS_BELOW takes it.
 * That is es, fr, it, pt (and ca), where `many` is for multiples of a million: their
 * messages have two forms, `one|other`, so an engine whose CLDR predates that `many`
 * (older Safari and Chromium) still reads form 2 as `other`, never "5 de prompts".
 * The one home of this rule: selectPlural, the count-message test and
 * scripts/i18n-coverage.mjs all read it here.
 */
export function messageForms(locale: string): Intl.LDMLPluralRule[] {
  const cached = formsCache.get(locale);
  if (cached) return cached;
  const rules = rulesFor(locale);
  const categories = rules.resolvedOptions().pluralCategories;
  let manyApplies = false;
  if (categories.includes('many')) {
    for (let count = 0; count < COUNTS_BELOW && !manyApplies; count += 1) manyApplies = rules.select(count) === 'many';
  }
  const forms = FORM_ORDER.filter((form) => categories.includes(form) && (form !== 'many' || manyApplies));
  formsCache.set(locale, forms);
  return forms;
}

/** The language of the page (its `<html lang>`), or English outside a browser (the server's mails use this module too). */
export function pageLocale(): string {
  const page = (globalThis as { document?: { documentElement: { lang: string } } }).document;
  return page?.documentElement.lang || 'en';
}

/**
 * The form of `forms` ("one form|other form") that `count` takes in `locale`, by
 * messageForms; the last form when the message has fewer, or for a category it leaves out.
 */
export function selectPlural(locale: string, count: number, forms: string): string {
  const parts = forms.split('|');
  if (parts.length === 1) return parts[0]!;
  const index = messageForms(locale).indexOf(rulesFor(locale).select(count));
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
