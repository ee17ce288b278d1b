import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, parseView, serializeView } from '@site/src/prompts/query';

describe('parseView', () => {
  it('reads query, tags and sort', () => {
    expect(parseView('?q=email%20reply&tags=write,company&sort=newest')).toEqual({
      query: 'email reply',
      tags: ['write', 'company'],
      sort: 'newest',
    });
  });
  it('drops unknown tags, repeats and unknown sorts', () => {
    expect(parseView('?tags=write,nope,write&sort=random')).toEqual({ query: '', tags: ['write'], sort: 'weight' });
  });
  it('gives the default view for an empty string', () => {
    expect(parseView('')).toEqual(DEFAULT_VIEW);
  });
});

describe('serializeView', () => {
  it('leaves defaults out', () => {
    expect(serializeView(DEFAULT_VIEW)).toBe('');
  });
  it('round-trips a view', () => {
    const view = { query: '代码 & review?', tags: ['code' as const, 'tool' as const], sort: 'votes' as const };
    expect(parseView(serializeView(view))).toEqual(view);
  });
  it('keeps unrelated parameters', () => {
    expect(serializeView({ ...DEFAULT_VIEW, query: 'x' }, '?utm_source=mail')).toBe('?utm_source=mail&q=x');
  });
});
