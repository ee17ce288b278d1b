import { describe, expect, it } from 'vitest';
import { countByTag, filterByTags, sortPrompts } from '@site/src/prompts/library';
import type { TagKey } from '@site/src/prompts/tags';

const prompt = (id: number, weight: number, tags: TagKey[]) => ({ id, weight, tags });
const prompts = [prompt(1, 10, ['code']), prompt(2, 30, ['write', 'code']), prompt(3, 30, ['music']), prompt(4, 5, ['write'])];

describe('filterByTags', () => {
  it('keeps all prompts when no tag is selected', () => {
    expect(filterByTags(prompts, [])).toHaveLength(4);
  });
  it('keeps prompts having any selected tag', () => {
    expect(filterByTags(prompts, ['code']).map((p) => p.id)).toEqual([1, 2]);
    expect(filterByTags(prompts, ['music', 'write']).map((p) => p.id)).toEqual([2, 3, 4]);
  });
  it('returns nothing for a tag no prompt has', () => {
    expect(filterByTags(prompts, ['doctor'])).toEqual([]);
  });
});

describe('countByTag', () => {
  it('counts every tag, including the empty ones', () => {
    const counts = countByTag(prompts);
    expect(counts.code).toBe(2);
    expect(counts.write).toBe(2);
    expect(counts.music).toBe(1);
    expect(counts.doctor).toBe(0);
    expect(Object.keys(counts)).toHaveLength(27);
  });
});

describe('sortPrompts', () => {
  it('orders by weight, then by id', () => {
    expect(sortPrompts(prompts, 'weight').map((p) => p.id)).toEqual([2, 3, 1, 4]);
  });
  it('orders newest (highest id) first', () => {
    expect(sortPrompts(prompts, 'newest').map((p) => p.id)).toEqual([4, 3, 2, 1]);
  });
  it('orders by vote score and breaks ties by weight', () => {
    expect(sortPrompts(prompts, 'votes', { 4: 7, 1: 7, 3: -2 }).map((p) => p.id)).toEqual([1, 4, 2, 3]);
  });
  it('falls back to the default order without scores', () => {
    expect(sortPrompts(prompts, 'votes').map((p) => p.id)).toEqual([2, 3, 1, 4]);
  });
  it('does not change its input', () => {
    const copy = [...prompts];
    sortPrompts(prompts, 'newest');
    expect(prompts).toEqual(copy);
  });
});
