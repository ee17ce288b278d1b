import { describe, expect, it } from 'vitest';
import { columnsOf, preview } from '@site/src/plugins/prompt-library/pageData';

describe('card preview', () => {
  it('keeps a short text whole, with spaces collapsed', () => {
    expect(preview('Act as   a\nchef.')).toBe('Act as a chef.');
  });

  it('cuts a long Latin text at a word boundary within 160 columns', () => {
    const text = 'word '.repeat(60);
    const result = preview(text);
    expect(result.endsWith('…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(161);
    expect(result.slice(0, -1).endsWith('word')).toBe(true);
  });

  it('counts CJK characters as two columns, so 80 of them fill a preview', () => {
    expect(columnsOf('中')).toBe(2);
    expect(columnsOf('한')).toBe(2);
    expect(columnsOf('a')).toBe(1);
    const result = preview('请'.repeat(200));
    expect([...result]).toHaveLength(81);
    expect(result.endsWith('…')).toBe(true);
  });

  it('never splits an emoji or other astral character', () => {
    const result = preview('😀'.repeat(200));
    expect(result.replace('…', '')).toMatch(/^(😀)+$/u);
  });
});
