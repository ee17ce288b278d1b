import { describe, expect, it, vi } from 'vitest';
import {
  BIDI_CONTROL,
  CODE_UNITS_PER_CHARACTER_MAX,
  CURATED_PROMPT_COUNT,
  countGraphemes,
  graphemesAtMost,
  ID_MAX,
  idFromText,
  isFreeOfBidiControls,
  LIMITS,
} from '@site/src/api/limits';
import { IdParam, PositiveId } from '@site/src/api/contract/common';
import { PROMPT_COUNT } from '@site/src/prompts/count';

describe('counting characters as a person sees them', () => {
  it('counts emoji sequences once', () => {
    expect(countGraphemes('😀')).toBe(1);
    expect(countGraphemes('👨‍👩‍👧‍👦')).toBe(1); // family: 7 code points joined by ZWJ
    expect(countGraphemes('👍🏽')).toBe(1); // skin tone modifier
    expect(countGraphemes('🇯🇵🇫🇷')).toBe(2); // two flags, four regional indicators
    expect(countGraphemes('🏳️‍🌈')).toBe(1);
    expect(countGraphemes('1️⃣')).toBe(1); // keycap
  });

  it('counts CJK, Hangul and combining marks as they read', () => {
    expect(countGraphemes('中文字')).toBe(3);
    expect(countGraphemes('𠀀𠀁')).toBe(2); // outside the BMP: two UTF-16 units each
    expect(countGraphemes('한국어')).toBe(3);
    expect(countGraphemes('\u1100\u1161\u11A8')).toBe(1); // one Hangul syllable from conjoining jamo
    expect(countGraphemes('e\u0301')).toBe(1); // e + combining acute
    expect(countGraphemes('a\u0308\u0304')).toBe(1); // two combining marks
    expect(countGraphemes('مرحبا')).toBe(5);
    expect(countGraphemes('\r\n')).toBe(1);
    expect(countGraphemes('')).toBe(0);
  });

  it('checks the comment limit the same way', () => {
    const max = LIMITS.COMMENT_MAX;
    expect(graphemesAtMost('😀'.repeat(max), max)).toBe(true);
    expect(graphemesAtMost('😀'.repeat(max + 1), max)).toBe(false);
    expect(graphemesAtMost('👍🏽'.repeat(max), max)).toBe(true); // 8,000 code units, still 2000 characters
    expect(graphemesAtMost('👨‍👩‍👧‍👦'.repeat(max), max)).toBe(false); // 22,000 code units: over 4 per character
    expect(graphemesAtMost('e\u0301'.repeat(max), max)).toBe(true);
    expect(graphemesAtMost('中'.repeat(max + 1), max)).toBe(false);
    expect(graphemesAtMost('a'.repeat(max), max)).toBe(true);
  });
});

describe('the code-unit bound of a character limit', () => {
  it('refuses a text over the bound by its length, before counting a single character', () => {
    const hostile = ('a' + '\u0301'.repeat(15)).repeat(LIMITS.PROMPT_DESCRIPTION_MAX);
    const codePointAt = vi.spyOn(String.prototype, 'codePointAt');
    expect(graphemesAtMost(hostile, LIMITS.PROMPT_DESCRIPTION_MAX)).toBe(false);
    expect(codePointAt).not.toHaveBeenCalled();
    codePointAt.mockRestore();
  });

  it('refuses a text of few characters carrying many marks each', () => {
    const max = LIMITS.PROMPT_DESCRIPTION_MAX;
    const stacked = ('a' + '\u0301'.repeat(15)).repeat(max / 4 + 1);
    expect(countGraphemes(stacked)).toBe(max / 4 + 1);
    expect(graphemesAtMost(stacked, max)).toBe(false);
    expect(graphemesAtMost('a'.repeat(max * CODE_UNITS_PER_CHARACTER_MAX + 1), max * 10)).toBe(true);
    expect(graphemesAtMost('a\u0301'.repeat(max), max)).toBe(true);
  });
});

describe('API constants', () => {
  it('numbers curated prompts like the content does', () => {
    expect(CURATED_PROMPT_COUNT).toBe(PROMPT_COUNT);
  });

  it('limits comments to 2000 characters as the spec says', () => {
    expect(LIMITS.COMMENT_MAX).toBe(2000);
  });
});

describe('bidi controls', () => {
  it('are the embeddings, overrides and isolates, and nothing else', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(isFreeOfBidiControls(`Invoice ${control}gnp.exe`)).toBe(false);
    // The marks (LRM, RLM, ALM), the joiners and right-to-left text itself are fine.
    for (const text of ['a\u200Eb', 'a\u200Fb', 'a\u061Cb', 'a\u200Db', 'مرحبا بالعالم', 'שלום', 'plain'])
      expect(isFreeOfBidiControls(text)).toBe(true);
    expect(BIDI_CONTROL.test('\u2065')).toBe(false);
    expect(BIDI_CONTROL.test('\u2029')).toBe(false);
  });
});

describe('an id written as text', () => {
  it('is 1 … ID_MAX in digits, and the contract’s IdParam and PositiveId agree', () => {
    const texts = [
      '1',
      '42',
      String(ID_MAX),
      String(ID_MAX + 1),
      '0',
      '-3',
      '1.5',
      '1e3',
      ' 7',
      'abc',
      '',
      '12345678901',
    ];
    for (const text of texts) {
      const id = idFromText(text);
      const digits = /^\d{1,10}$/.test(text);
      expect(id, text).toBe(digits && IdParam.safeParse(text).success ? Number(text) : undefined);
      if (id !== undefined) expect(PositiveId.safeParse(id).success).toBe(true);
    }
    expect(idFromText(String(ID_MAX))).toBe(2_147_483_647);
    expect(PositiveId.safeParse(ID_MAX + 1).success).toBe(false);
    expect(idFromText(null)).toBeUndefined();
  });
});
