import { describe, expect, it } from 'vitest';
import { createSearchIndex, normalizeForSearch, queryTerms } from '@site/src/prompts/search';

const items = [
  { id: 1, text: 'Café résumé writer — Crème brûlée' },
  { id: 2, text: '代码审查伙伴：帮你找出程序中的错误' },
  { id: 3, text: 'Regex (a+b)* tester [beta] $100 ^start' },
  { id: 4, text: 'Español: corrector de ortografía' },
  { id: 5, text: 'ＦＵＬＬ-width ＡＢＣ and Straße' },
];
const search = createSearchIndex(items, (item) => item.text);
const ids = (query: string) => search(query).map((item) => item.id);

describe('normalizeForSearch', () => {
  it('folds case and accents', () => {
    expect(normalizeForSearch('Crème BRÛLÉE')).toBe('creme brulee');
  });
  it('folds full-width letters and collapses white space', () => {
    expect(normalizeForSearch('  ＡＢＣ \n\t def ')).toBe('abc def');
  });
  it('keeps Devanagari vowel signs, which change the word', () => {
    expect(normalizeForSearch('हिन्दी')).toContain('ि');
  });
});

describe('queryTerms', () => {
  it('is empty for blank input', () => {
    expect(queryTerms('   ')).toEqual([]);
    expect(queryTerms('')).toEqual([]);
  });
  it('splits on white space', () => {
    expect(queryTerms('Code  Review')).toEqual(['code', 'review']);
  });
});

describe('createSearchIndex', () => {
  it('returns everything for an empty query', () => {
    expect(ids('')).toEqual([1, 2, 3, 4, 5]);
  });
  it('matches without accents or case', () => {
    expect(ids('CAFE resume')).toEqual([1]);
    expect(ids('espanol')).toEqual([4]);
    expect(ids('ortografia')).toEqual([4]);
  });
  it('matches accented queries against accented text', () => {
    expect(ids('brûlée')).toEqual([1]);
  });
  it('finds CJK substrings without word boundaries', () => {
    expect(ids('审查')).toEqual([2]);
    expect(ids('程序中')).toEqual([2]);
  });
  it('treats regular-expression characters as plain text', () => {
    expect(ids('(a+b)*')).toEqual([3]);
    expect(ids('[beta]')).toEqual([3]);
    expect(ids('$100')).toEqual([3]);
    expect(ids('^start')).toEqual([3]);
    expect(ids('.*')).toEqual([]);
  });
  it('needs every word of the query', () => {
    expect(ids('regex tester')).toEqual([3]);
    expect(ids('regex writer')).toEqual([]);
  });
  it('matches full-width text with a normal query', () => {
    expect(ids('full-width abc')).toEqual([5]);
  });
});
