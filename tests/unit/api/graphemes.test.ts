import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { countGraphemes } from '@site/src/api/graphemes';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
function segmenterCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/** Pieces of the scripts the site is written in, and the sequences that join across code points. */
const PIECES = Array.from(
  'aZ 1,.?!\n\r\t中文字，。こんにちはガギ\u3099ｶﾞ한국어\u1100\u1161\u11A8مَرْحَبًاПривет' +
    'क्षत्रियहिन्दीস্ত্রীবাংলাক্ষ্মગુજરાતીతెలుగుമലയാളംଓଡ଼ିଆไทยกำລາວຄຳe\u0301\u0308\u200c\u200d\ufe0f\u20e3',
).concat(['👨', '👩', '👧', '👍', '🏽', '🇯', '🇵', '🇫', '🇷', '🏳', '🏴', '\u{E0067}', '\u{E007F}', '😀', '\u00ad']);

describe('counting grapheme clusters in one pass', () => {
  it('agrees with Intl.Segmenter on text in every script of the site', () => {
    const samples = [
      'hello world',
      '中文字符，测试。',
      '한국어 \u1100\u1161\u11A8',
      'مَرْحَبًا بِكُمْ',
      'क्षत्रिय हिन्दी किताब स्त्री',
      'আমি বাংলায় গান গাই ক্ষ্ম',
      '👨‍👩‍👧‍👦👍🏽🇯🇵🇫🇷🇩🏳️‍🌈1️⃣🏴󠁧󠁢󠁥󠁮󠁧󠁿',
      'e\u0301\u0308 a\r\n\tb',
      '\u200d\u200d😀\u200d😀',
      'ক\u200c\u09cdক',
    ];
    for (const sample of samples) expect(countGraphemes(sample), sample).toBe(segmenterCount(sample));
  });

  it('agrees with Intl.Segmenter on random mixes of joining pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 16 }), (pieces) => {
        const text = pieces.join('');
        expect(countGraphemes(text)).toBe(segmenterCount(text));
      }),
      { numRuns: 20000 },
    );
  });

  it('stops once the count passes the limit asked for', () => {
    const text = 'a'.repeat(1000);
    const codePointAt = vi.spyOn(String.prototype, 'codePointAt');
    expect(countGraphemes(text, 10)).toBe(11);
    expect(codePointAt.mock.calls.length).toBe(11);
    codePointAt.mockRestore();
  });

  it('reads each code unit a bounded number of times, however the marks stack', () => {
    const stacked = ('a' + '\u0301'.repeat(15)).repeat(500);
    const codePointAt = vi.spyOn(String.prototype, 'codePointAt');
    expect(countGraphemes(stacked)).toBe(500);
    expect(codePointAt.mock.calls.length).toBe(stacked.length);
    codePointAt.mockRestore();
  });
});
