import { describe, expect, it } from 'vitest';
import { formatCount, pageLocale, selectPlural } from '@site/src/i18n/plural';

describe('selectPlural', () => {
  it('follows the language’s plural rules in Docusaurus’s order (zero, one, two, few, many, other)', () => {
    const en = 'One prompt|{n} prompts';
    expect(selectPlural('en', 1, en)).toBe('One prompt');
    expect(selectPlural('en', 2000, en)).toBe('{n} prompts');
    const ru = 'one|few|many|other';
    expect([1, 3, 5, 21, 50, 2000, 1.5].map((n) => selectPlural('ru', n, ru))).toEqual([
      'one',
      'few',
      'many',
      'one',
      'many',
      'many',
      'other',
    ]);
    const ar = 'zero|one|two|few|many|other';
    expect([0, 1, 2, 3, 11, 50, 100, 2000].map((n) => selectPlural('ar', n, ar))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'many',
      'other',
      'other',
    ]);
    expect(selectPlural('zh-CN', 1, '{n} 条提示词')).toBe('{n} 条提示词');
  });

  it('takes the last form when a message has fewer forms than the language', () => {
    expect(selectPlural('ru', 5, 'one|other')).toBe('other');
    expect(selectPlural('not a locale!', 1, 'one|other')).toBe('one');
  });
});

describe('formatCount', () => {
  it('writes numbers as the locale does', () => {
    expect(formatCount('en', 2000)).toBe('2,000');
    expect(formatCount('de', 2000)).toBe('2.000');
    expect(formatCount('bn', 2000)).toBe('২,০০০');
  });

  it('reads the page language, English outside a browser', () => {
    expect(pageLocale()).toBe('en');
  });
});
