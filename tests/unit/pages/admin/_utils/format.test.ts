import { describe, expect, it } from 'vitest';
import { countValue, formatDate, intlLocale, languageName, pluralForm } from '@site/src/pages/admin/_utils/format';

describe('format', () => {
  it('maps site locales to the tags Intl takes', () => {
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(intlLocale('en')).toBe('en');
  });

  it('writes dates in the page language', () => {
    const iso = '2026-11-25T12:00:00.000Z';
    expect(formatDate('en', iso)).toContain('2026');
    expect(formatDate('de', iso)).not.toBe(formatDate('en', iso));
    expect(formatDate('en', 'not a date')).toBe('not a date');
  });

  it('chooses the plural form the count takes', () => {
    const forms = (count: number) => `${countValue('en', count)} report|${countValue('en', count)} reports`;
    expect(pluralForm('en', 1, forms(1))).toBe('1 report');
    expect(pluralForm('en', 2000, forms(2000))).toBe('2,000 reports');
    // Russian has one, few, many and other.
    expect(pluralForm('ru', 3, 'один|несколько|много|прочие')).toBe('несколько');
    expect(pluralForm('ru', 5, 'один|несколько|много|прочие')).toBe('много');
  });

  it('names languages in their own words', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('ar')).toBe('العربية');
    expect(languageName('xx')).toBe('xx');
    expect(languageName(null)).toBeNull();
  });
});
