import { describe, expect, it } from 'vitest';
import { FOLDED_CODE_POINTS, foldText } from '@site/src/pages/admin/_utils/fold';

describe('foldText', () => {
  it('leaves short texts whole', () => {
    expect(foldText('Buy now')).toEqual({ start: 'Buy now', folded: false });
    const exact = 'a'.repeat(FOLDED_CODE_POINTS);
    expect(foldText(exact)).toEqual({ start: exact, folded: false });
  });

  it('cuts a long text at a space near the limit', () => {
    const text = `${'word '.repeat(60)}end`;
    const { start, folded } = foldText(text);
    expect(folded).toBe(true);
    expect(start.endsWith('word')).toBe(true);
    expect(Array.from(start).length).toBeLessThanOrEqual(FOLDED_CODE_POINTS);
  });

  it('cuts a text without spaces at the limit, never inside a character', () => {
    const text = '😀'.repeat(FOLDED_CODE_POINTS + 5);
    const { start } = foldText(text);
    expect(Array.from(start)).toHaveLength(FOLDED_CODE_POINTS);
    expect(start).toBe('😀'.repeat(FOLDED_CODE_POINTS));
  });
});
