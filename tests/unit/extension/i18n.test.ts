/** The extension's strings: the UI language, t() with numbers and plural forms, and every locale's file. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@site/src/config/locales';
import english from '@site/i18n/en/extension.json';
import {
  chooseUiLocale,
  createTranslator,
  localeOfLanguageTag,
  type ExtensionMessages,
} from '@site/extension/lib/i18n';

const messagesOf = (locale: string): ExtensionMessages =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../i18n', locale, 'extension.json'), 'utf8'),
  ) as ExtensionMessages;
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('the UI language', () => {
  it('maps a browser language tag to one of the 13 locales', () => {
    expect(localeOfLanguageTag('pt-BR')).toBe('pt');
    expect(localeOfLanguageTag('zh-TW')).toBe('zh');
    expect(localeOfLanguageTag('AR')).toBe('ar');
    expect(localeOfLanguageTag('nl-NL')).toBeUndefined();
  });

  it('follows the first browser language the extension has, else English, unless the options choose one', () => {
    expect(chooseUiLocale('browser', ['nl-NL', 'fr-CA', 'en'])).toBe('fr');
    expect(chooseUiLocale(undefined, ['nl'])).toBe('en');
    expect(chooseUiLocale('bn', ['fr'])).toBe('bn');
  });
});

describe('t', () => {
  it('writes numbers in the locale’s digits and picks the plural form', () => {
    const en = createTranslator('en', english);
    expect(en.t('extension.search.count', { count: 1 })).toBe('1 prompt found');
    expect(en.t('extension.search.count', { count: 1200 })).toBe('1,200 prompts found');
    const bn = createTranslator('bn', { 'extension.source.curated': { message: 'নং {number}' } });
    expect(bn.t('extension.source.curated', { number: 42 })).toBe('নং ৪২');
  });

  it('reads English for an id the locale lacks, and gives the direction', () => {
    const ar = createTranslator('ar', {});
    expect(ar.t('extension.picker.insert')).toBe('Insert');
    expect(ar.direction).toBe('rtl');
  });
});

describe.each(LOCALES)('extension.json of %s', (locale) => {
  it('has every id of the English file with the same placeholders and no other id', () => {
    const messages = messagesOf(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, { message }] of Object.entries(english))
      expect(placeholders(messages[id]!.message), `${locale} ${id}`).toEqual(placeholders(message));
  });
});
