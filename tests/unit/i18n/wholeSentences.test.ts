import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@site/src/config/locales';

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

/**
 * Placeholders the code would fill with a translated word ("{what} are unavailable", "en
 * {language}"): a language cannot make the sentence agree with a word it does not see.
 */
const TRANSLATED_WORD_PLACEHOLDERS = ['what', 'field', 'language', 'kind', 'section'];

describe.each(LOCALES)('whole sentences in %s', (locale) => {
  const messages = codeJson(locale);

  it('fills no translated word into a sentence', () => {
    const composed = Object.entries(messages)
      .filter(([, { message }]) =>
        [...message.matchAll(/\{(\w+)\}/g)].some((match) => TRANSLATED_WORD_PLACEHOLDERS.includes(match[1]!)),
      )
      .map(([id]) => id);
    expect(composed).toEqual([]);
  });

  it('keeps no sentence fragment of the import problems', () => {
    for (const id of ['account.import.required', 'account.import.tooLong', 'account.import.invalid'])
      expect(messages[id]).toBeUndefined();
    expect(messages['live.unavailableNamed']).toBeUndefined();
  });
});

describe('the notice of an untranslated prompt', () => {
  // The language named in each sentence, as that language writes it there.
  const named: Record<string, RegExp> = {
    zh: /中文/,
    ja: /日本語/,
    ko: /한국어/,
    es: /al español/,
    fr: /en français/,
    de: /ins Deutsche/,
    it: /in italiano/,
    ru: /на русский язык/,
    pt: /para o português/,
    hi: /हिंदी/,
    ar: /إلى العربية/,
    bn: /বাংলায়/,
  };
  it.each(Object.entries(named))('names %s in its own sentence', (locale, language) => {
    expect(codeJson(locale)['prompt.untranslated']?.message).toMatch(language);
  });
});
