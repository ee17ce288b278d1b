import { describe, expect, it } from 'vitest';
import { communityPromptPath } from '@site/src/navigation/communityPaths';
import {
  DEFAULT_COMMUNITY_VIEW,
  parseCommunityPromptId,
  parseCommunityView,
  serializeCommunityView,
} from '@site/src/pages/community-prompts/_utils/communityView';

describe('parseCommunityView', () => {
  it('reads tab, search, sort and page', () => {
    expect(parseCommunityView('?q=email%20reply&sort=votes&page=3')).toEqual({
      tab: 'community',
      query: 'email reply',
      sort: 'votes',
      page: 3,
    });
    expect(parseCommunityView('?tab=favorites').tab).toBe('favorites');
    expect(parseCommunityView('?tab=mine').tab).toBe('mine');
  });

  it('falls back to the defaults for unknown or broken values', () => {
    expect(parseCommunityView('')).toEqual(DEFAULT_COMMUNITY_VIEW);
    expect(parseCommunityView('?tab=admin&sort=random&page=-2')).toEqual(DEFAULT_COMMUNITY_VIEW);
    expect(parseCommunityView('?page=abc').page).toBe(1);
    expect(parseCommunityView('?page=0').page).toBe(1);
  });

  it('keeps the page within the numbered pages the server offers', () => {
    expect(parseCommunityView('?page=999').page).toBe(10);
  });

  it('trims the search and bounds its length', () => {
    expect(parseCommunityView('?q=%20%20tutor%20').query).toBe('tutor');
    expect(parseCommunityView(`?q=${'x'.repeat(500)}`).query).toHaveLength(200);
  });
});

describe('serializeCommunityView', () => {
  it('leaves the defaults out', () => {
    expect(serializeCommunityView(DEFAULT_COMMUNITY_VIEW)).toBe('');
    expect(serializeCommunityView({ ...DEFAULT_COMMUNITY_VIEW, sort: 'votes', page: 2, query: 'a b' })).toBe(
      '?q=a+b&sort=votes&page=2',
    );
  });

  it('round-trips every view', () => {
    const views = [
      { tab: 'community', query: 'tutor', sort: 'votes', page: 4 },
      { tab: 'community', query: '', sort: 'newest', page: 10 },
      { tab: 'mine', query: '', sort: 'newest', page: 1 },
      { tab: 'favorites', query: '', sort: 'newest', page: 1 },
    ] as const;
    for (const view of views) expect(parseCommunityView(serializeCommunityView(view))).toEqual(view);
  });

  it('keeps parameters it does not own and drops a prompt id', () => {
    expect(serializeCommunityView({ ...DEFAULT_COMMUNITY_VIEW, tab: 'mine' }, '?id=5&utm_source=qr')).toBe(
      '?utm_source=qr&tab=mine',
    );
  });

  it('keeps only the tab on the personal tabs', () => {
    expect(serializeCommunityView({ tab: 'favorites', query: 'x', sort: 'votes', page: 3 })).toBe('?tab=favorites');
  });
});

describe('community prompt ids', () => {
  it('reads a positive integer id and nothing else', () => {
    expect(parseCommunityPromptId('?id=123')).toBe(123);
    expect(parseCommunityPromptId('?id=0')).toBeUndefined();
    expect(parseCommunityPromptId('?id=12abc')).toBeUndefined();
    expect(parseCommunityPromptId('?id=99999999999')).toBeUndefined();
    expect(parseCommunityPromptId('?tab=mine')).toBeUndefined();
  });

  it('builds the shareable address of a prompt', () => {
    expect(communityPromptPath(42)).toBe('/community-prompts/?id=42');
    expect(parseCommunityPromptId(communityPromptPath(42).split('?')[1]!)).toBe(42);
  });
});
