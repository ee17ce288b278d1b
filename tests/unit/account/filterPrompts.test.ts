import { describe, expect, it } from 'vitest';
import type { Prompt } from '@site/src/api/contract';
import { filterMyPrompts } from '@site/src/account/filterPrompts';

const prompt = (id: number, title: string, description = '', remark: string | null = null): Prompt => ({
  id,
  title,
  description,
  remark,
  notes: null,
  shared: false,
  score: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('filterMyPrompts', () => {
  const list = [prompt(1, 'Café review', 'Write a review'), prompt(2, '学习计划', '每天学习'), prompt(3, 'Email', 'Polite reply', 'Assistant')];
  it('matches every word in any field, ignoring case and accents', () => {
    expect(filterMyPrompts(list, 'cafe REVIEW').map((p) => p.id)).toEqual([1]);
    expect(filterMyPrompts(list, '学习').map((p) => p.id)).toEqual([2]);
    expect(filterMyPrompts(list, 'assistant reply').map((p) => p.id)).toEqual([3]);
    expect(filterMyPrompts(list, 'review email')).toEqual([]);
  });
  it('keeps everything for an empty search', () => {
    expect(filterMyPrompts(list, '  ')).toHaveLength(3);
  });
});
