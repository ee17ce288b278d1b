import { describe, expect, it } from 'vitest';
import { FOLDED_LETTERS, FOLDED_MARKS, foldScripts, hasFoldedScript } from '@site/src/prompts/fold';
import { createSearchIndex, normalizeForSearch } from '@site/src/prompts/search';

/** Both spellings, as a reader types one and the text holds the other. */
const pairs: [typed: string, written: string, what: string][] = [
  ['موجه', 'موجّه', 'Arabic shadda'],
  ['موجه', 'مُوَجِّهٌ', 'Arabic harakat and tanwin'],
  ['اسلام', 'إسلام', 'alef with hamza below'],
  ['امر', 'أمر', 'alef with hamza above'],
  ['قران', 'قرآن', 'alef with madda'],
  ['رحمن', 'رحمٰن', 'superscript alef'],
  ['الكتابة', 'الكتـــابة', 'tatweel'],
  ['الوصل', 'ٱلوصل', 'alef wasla'],
  ['जरूरत', 'ज़रूरत', 'Devanagari ज़ (precomposed)'],
  ['जरूरत', 'ज\u093cरूरत', 'Devanagari ज + nukta'],
  ['फिल्म', 'फ़िल्म', 'Devanagari फ़'],
  ['पढना', 'पढ़ना', 'Devanagari ढ़'],
  ['নয', 'নয়', 'Bengali য়'],
  ['বাডি', 'বাড়ি', 'Bengali ড়'],
  ['আষাঢ', 'আষাঢ়', 'Bengali ঢ়'],
  ['নয', 'নয\u09bc', 'Bengali য + nukta'],
];

describe('foldScripts', () => {
  it.each(pairs)('%s and %s read the same (%s)', (typed, written) => {
    expect(foldScripts(written)).toBe(foldScripts(typed));
    expect(foldScripts(written.normalize('NFD'))).toBe(foldScripts(typed));
    expect(foldScripts(written.normalize('NFC'))).toBe(foldScripts(typed));
  });

  it('leaves every other script alone, Indic vowel signs and virama included', () => {
    for (const text of ['Crème brûlée', 'Привет', '代码审查', 'プロンプト', '프롬프트', 'हिन्दी', 'বাংলা', 'موجه', 'ؤ ئ ء ة ى'])
      expect(foldScripts(text)).toBe(text);
  });

  it('maps letter for letter', () => {
    expect(Array.from(FOLDED_LETTERS.from)).toHaveLength(Array.from(FOLDED_LETTERS.to).length);
    expect(FOLDED_MARKS).toContain('\u0651');
    expect(FOLDED_MARKS).toContain('\u0640');
  });

  it('tells which words may differ before folding', () => {
    expect(['موجه', 'जरूरत', 'নয', 'prompt', '代码', 'Привет'].map(hasFoldedScript)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('the in-page search', () => {
  const items = pairs.map(([, written], id) => ({ id, written }));
  const search = createSearchIndex(items, (item) => item.written);

  it.each(pairs)('finds %s written %s (%s)', (typed, written) => {
    expect(search(typed).map((item) => item.written)).toContain(written);
    expect(normalizeForSearch(written)).toBe(normalizeForSearch(typed));
  });

  it('finds the plain word when the query carries the marks', () => {
    const plain = createSearchIndex([{ text: 'موجه جديد' }, { text: 'जरूरत' }], (item) => item.text);
    expect(plain('موجِّه')).toHaveLength(1);
    expect(plain('ज़रूरत')).toHaveLength(1);
  });
});
