import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { DEFAULT_LOCALE, LOCALES, LOCALE_FACTS, localePath, type Locale } from '../../../src/config/locales';
import { PROMPT_COUNT } from '../../../src/prompts/count';
import { formatCount, selectPlural } from '../../../src/i18n/plural';

export { DEFAULT_LOCALE, LOCALES, PROMPT_COUNT, type Locale };

/** The one locale written right to left (taken from the locale facts, not restated). */
export const RTL_LOCALE: Locale = (() => {
  const rtl = LOCALES.filter((locale) => LOCALE_FACTS[locale].direction === 'rtl');
  if (rtl.length !== 1) throw new Error(`expected one right-to-left locale, found ${rtl.join(', ') || 'none'}`);
  return rtl[0]!;
})();

/**
 * The locales a spec samples when walking all 13 adds nothing: the default (served at /),
 * English, and the right-to-left one. Specs that need another script add it to this list.
 */
export const SAMPLE_LOCALES: readonly Locale[] = [DEFAULT_LOCALE, 'en', RTL_LOCALE];

/** The direction the site writes a locale in, as its <html dir> says. */
export const directionOf = (locale: Locale) => LOCALE_FACTS[locale].direction;

export const ROOT = path.resolve(__dirname, '../../..');
/** URL prefix of a locale: the default locale lives at the root. */
export const prefix = (locale: Locale) => localePath(locale);

/** Every route of the spec's table, without the locale prefix. */
export const SPEC_ROUTES = [
  '/',
  '/community-prompts',
  '/feedback',
  '/QR-code',
  '/reset-password',
  '/user/',
  '/user/auth',
  '/user/favorite',
  '/user/extension',
  '/prompt/1',
  '/prompt/278',
  '/docs/',
  '/docs/category/guides',
  '/docs/deploy',
  '/docs/guides/community',
  '/docs/guides/data-and-tools',
  '/docs/guides/extension',
  '/docs/guides/faq',
  '/docs/guides/getting-started',
  '/docs/guides/login-user',
  '/docs/privacy-policy',
  '/docs/terms-of-service',
] as const;

/** A UI string as the site shows it in a locale (from i18n/<locale>/code.json). */
export function uiString(locale: Locale, id: string): string {
  const file = path.join(ROOT, 'i18n', locale, 'code.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  const message = messages[id]?.message;
  if (!message) throw new Error(`no ${id} in ${file}`);
  return message;
}

/** One language's file of a curated prompt, parsed (the default locale's is the source folder). */
function readPromptFile(id: number, locale: Locale) {
  const name = `${String(id).padStart(3, '0')}.md`;
  const file =
    locale === DEFAULT_LOCALE ? path.join(ROOT, 'prompts', name) : path.join(ROOT, 'i18n', locale, 'prompts', name);
  return matter(fs.readFileSync(file, 'utf8'));
}

/** The committed text of a curated prompt in one language. */
/** What CharacterCounter shows under a field with `left` characters still allowed, in the locale's plural form. */
export function charactersLeftText(locale: Locale, left: number): string {
  const { htmlLang } = LOCALE_FACTS[locale];
  return selectPlural(
    htmlLang,
    left,
    uiString(locale, 'counter.charactersLeft').replaceAll('{count}', formatCount(htmlLang, left)),
  );
}

export function promptText(id: number, locale: Locale): string {
  return readPromptFile(id, locale).content.trim();
}

export function promptTitle(id: number, locale: Locale): string {
  return String(readPromptFile(id, locale).data.title);
}

/** The fill-in form labels a prompt file gives its placeholders, by placeholder name. */
export function promptVariableLabels(id: number, locale: Locale): Record<string, string> {
  return (readPromptFile(id, locale).data.variables as Record<string, string> | undefined) ?? {};
}

/** Prompt ids in the library's default order (weight, then id), as the home page lists them. */
export function idsInDefaultOrder(): number[] {
  const ids = Array.from({ length: PROMPT_COUNT }, (_, i) => i + 1);
  const weight = new Map(
    ids.map((id) => {
      const file = path.join(ROOT, 'prompts', `${String(id).padStart(3, '0')}.md`);
      return [id, Number(matter(fs.readFileSync(file, 'utf8')).data.weight)];
    }),
  );
  return ids.sort((a, b) => weight.get(b)! - weight.get(a)! || a - b);
}
