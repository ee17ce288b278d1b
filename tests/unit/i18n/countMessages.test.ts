import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_FACTS, LOCALES } from '@site/src/config/locales';
import { COUNT_MESSAGES, NUMBER_PLACEHOLDERS, renderCountMessage } from '@site/src/i18n/countMessages';
import { formatCount, messageForms } from '@site/src/i18n/plural';

const SAMPLES = [0, 1, 2, 3, 5, 11, 21, 101];

type CodeJson = Record<string, { message: string }>;
/** A locale's UI messages: the site's (code.json) and the browser extension's (extension.json). */
const codeJson = (locale: string): CodeJson =>
  Object.assign(
    {},
    ...['code.json', 'extension.json'].map((file) => {
      const abs = path.resolve(__dirname, '../../../i18n', locale, file);
      return fs.existsSync(abs) ? (JSON.parse(fs.readFileSync(abs, 'utf8')) as CodeJson) : {};
    }),
  ) as CodeJson;

/** A category that one single count takes (en `one` = 1, ar `two` = 2): its form may spell the number out. */
function singleCount(locale: string, category: Intl.LDMLPluralRule): boolean {
  const rules = new Intl.PluralRules(locale);
  let counts = 0;
  for (let n = 0; n <= 1000 && counts < 2; n += 1) if (rules.select(n) === category) counts += 1;
  return counts === 1;
}

describe('messageForms: the plural forms a message holds', () => {
  it('is the language’s categories, without a `many` that no count below a million takes', () => {
    expect(messageForms('en')).toEqual(['one', 'other']);
    for (const locale of ['es', 'fr', 'it', 'pt']) expect(messageForms(locale)).toEqual(['one', 'other']);
    expect(messageForms('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(messageForms('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(messageForms('zh-CN')).toEqual(['other']);
  });
});

describe('the count message registry', () => {
  it.each(LOCALES)('lists every message of %s with a number placeholder or plural forms', (locale) => {
    const unlisted = Object.entries(codeJson(locale))
      .filter(
        ([, { message }]) =>
          message.includes('|') ||
          [...message.matchAll(/\{(\w+)\}/g)].some((match) => NUMBER_PLACEHOLDERS.includes(match[1]!)),
      )
      .map(([id]) => id)
      .filter((id) => !(id in COUNT_MESSAGES));
    expect(unlisted).toEqual([]);
  });
});

describe.each(LOCALES)('count messages in %s', (locale) => {
  const intl = LOCALE_FACTS[locale].htmlLang;
  const forms = messageForms(intl);
  const rules = new Intl.PluralRules(intl);
  const messages = codeJson(locale);

  it.each(Object.entries(COUNT_MESSAGES))('%s', (id, entry) => {
    const message = messages[id]?.message;
    expect(message, `${id} is missing`).toBeDefined();
    const parts = message!.split('|');
    // A form per category the language uses; a "label: number" message needs none.
    expect(parts.length, `${id}: "${message}"`).toBe(entry.pluralBy ? forms.length : 1);
    for (const count of SAMPLES) {
      const shown = renderCountMessage(intl, message!, entry, count);
      expect(shown).not.toContain('|');
      const category = rules.select(count);
      if (entry.pluralBy) {
        // The form Intl.PluralRules picks for the count, by its place among the message's forms.
        const chosen = renderCountMessage(intl, parts[forms.indexOf(category)]!, entry, count);
        expect(shown, `${id} for ${count}`).toBe(chosen);
      }
      const number = entry.theme ? String(count) : formatCount(intl, count);
      if (!entry.pluralBy || !singleCount(intl, category)) expect(shown, `${id} for ${count}`).toContain(number);
    }
  });
});
