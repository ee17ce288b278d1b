import { describe, expect, it } from 'vitest';
import { selectedFirst } from '@site/src/prompts/tagOrder';
import { TAG_KEYS } from '@site/src/prompts/tags';

describe('selectedFirst', () => {
  it('keeps the order when nothing is selected', () => {
    expect(selectedFirst(TAG_KEYS, [])).toEqual([...TAG_KEYS]);
  });

  it('puts the selected tags first, in the library order, and keeps every tag once', () => {
    const order = selectedFirst(TAG_KEYS, ['music', 'code']);
    expect(order.slice(0, 2)).toEqual(['code', 'music']);
    expect(order.slice(2)).toEqual(TAG_KEYS.filter((tag) => tag !== 'code' && tag !== 'music'));
    expect(new Set(order).size).toBe(TAG_KEYS.length);
  });

  it('ignores a selected value that is not in the list', () => {
    expect(selectedFirst(['a', 'b', 'c'], ['c', 'x'])).toEqual(['c', 'a', 'b']);
  });
});
