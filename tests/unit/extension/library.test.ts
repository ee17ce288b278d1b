/** Items built from the catalogue and from the API's answers (src/api/contract). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommunityListItem } from '@site/src/api/contract/community';
import type { FavoriteItem } from '@site/src/api/contract/favorites';
import { loadCatalog } from '@site/src/catalog/load';
import { combineLibrary, communityItem, curatedItems, favoriteItems, myPromptItem } from '@site/extension/lib/library';

const siteDir = path.resolve(__dirname, '../../..');
const french = loadCatalog(siteDir, 'fr');

const community = (id: number, complete = true): CommunityListItem => ({
  id,
  title: 'Résumé',
  description: 'Résume {{source_text}} en {{count_words}} mots.',
  descriptionComplete: complete,
  remark: null,
  author: { username: 'ada' },
  score: 3,
  ups: 4,
  downs: 1,
  commentCount: 0,
  myVote: 1,
  favorited: true,
  mine: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const at = '2026-01-01T00:00:00.000Z';

describe('library items', () => {
  it('keeps a curated prompt’s number, role, category names and localized variable labels', () => {
    const item = curatedItems(french).find((i) => i.number === 1)!;
    const source = french.prompts.find((p) => p.id === 1)!;
    expect(item).toMatchObject({ key: 'curated:1', source: 'curated', title: source.title, role: source.role });
    expect(item.tags).toEqual(source.tags.map((t) => t.label));
    expect(item.variables).toEqual(source.variables.map(({ name, label }) => ({ name, label })));
    expect(item.target).toEqual({ kind: 'curated', ref: 1 });
  });

  it('reads the variables of a member’s text, labelled by their names', () => {
    const item = communityItem(community(5));
    expect(item.variables).toEqual([
      { name: 'source_text', label: 'source text' },
      { name: 'count_words', label: 'count words' },
    ]);
    expect(item.standing).toEqual({ score: 3, myVote: 1, favorited: true });
    expect(item.partial).toBeUndefined();
    expect(communityItem(community(5, false)).partial).toBe(true);
  });

  it('has a target only for a shared prompt of mine', () => {
    const base = {
      id: 9,
      title: 't',
      description: 'd',
      remark: 'r',
      notes: null,
      score: 0,
      createdAt: at,
      updatedAt: at,
    };
    expect(myPromptItem({ ...base, shared: false }).target).toBeUndefined();
    expect(myPromptItem({ ...base, shared: true }).target).toEqual({ kind: 'community', ref: 9 });
    expect(myPromptItem({ ...base, shared: true }).role).toBe('r');
  });

  it('reads a curated favorite from the catalogue and skips one no longer available', () => {
    const favorites: FavoriteItem[] = [
      { kind: 'curated', ref: 3, createdAt: at, available: true },
      { kind: 'community', ref: 5, createdAt: at, available: true, prompt: { ...community(5), notes: null } },
      { kind: 'community', ref: 6, createdAt: at, available: false },
    ];
    const items = favoriteItems(favorites, french);
    expect(items.map((i) => i.key)).toEqual(['favorite:curated:3', 'favorite:community:5']);
    expect(items[0]!.title).toBe(french.prompts.find((p) => p.id === 3)!.title);
  });

  it('lists a prompt once across sources, under its first source', () => {
    const curated = curatedItems(french);
    const favorites = favoriteItems([{ kind: 'curated', ref: 3, createdAt: at, available: true }], french);
    const items = combineLibrary({ curated, favorites, community: [communityItem(community(5))] });
    expect(items.filter((i) => i.number === 3).map((i) => i.source)).toEqual(['favorite']);
    expect(items).toHaveLength(curated.length + 1);
  });
});
