/**
 * The extension's library search over the real catalogue (as the site's build writes it) and
 * member prompts: by number, title, role, a word of the text, a category, across sources.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDocument } from '@site/src/api/contract/catalog';
import { loadCatalog } from '@site/src/catalog/load';
import { loadPrompts, type CuratedPrompt } from '@site/src/plugins/prompt-library/loadPrompts';
import { combineLibrary, curatedItems, myPromptItem, type LibraryItem } from '@site/extension/lib/library';
import { createLibrarySearch, queriedNumber } from '@site/extension/lib/search';
import { myPrompt } from '../../support/myPrompt';

const siteDir = path.resolve(__dirname, '../../..');
let prompts: CuratedPrompt[];
let english: CatalogDocument;
beforeAll(() => {
  prompts = loadPrompts(siteDir);
  english = loadCatalog(siteDir, 'en', { prompts });
});

const mine = myPrompt;

const keys = (items: LibraryItem[]) => items.map((item) => item.key);

describe('queriedNumber', () => {
  it('reads a number alone, with or without #, in ASCII or the locale’s digits', () => {
    expect(queriedNumber('42')).toBe(42);
    expect(queriedNumber(' #42 ')).toBe(42);
    expect(queriedNumber('٤٢')).toBe(42);
    expect(queriedNumber('৪২')).toBe(42);
    expect(queriedNumber('४२')).toBe(42);
    expect(queriedNumber('42 words')).toBeUndefined();
    expect(queriedNumber('')).toBeUndefined();
  });
});

describe('createLibrarySearch over the English catalogue', () => {
  it('finds prompt 42 first when the query is its number', () => {
    const search = createLibrarySearch(curatedItems(english));
    expect(search('42')[0]!.key).toBe('curated:42');
    expect(search('#42')[0]!.number).toBe(42);
  });

  it('finds by title, role, a word of the text and a category, folding case', () => {
    const search = createLibrarySearch(curatedItems(english));
    const prompt42 = english.prompts.find((p) => p.id === 42)!;
    expect(keys(search(prompt42.title.toUpperCase()))).toContain('curated:42');
    expect(keys(search(prompt42.role))).toContain('curated:42');
    const tag = prompt42.tags[0]!.label;
    const tagged = search(tag);
    expect(tagged.length).toBeGreaterThan(1);
    expect(
      tagged.every((item) =>
        `${item.tags.join(' ')} ${item.title} ${item.role} ${item.text}`.toLowerCase().includes(tag.toLowerCase()),
      ),
    ).toBe(true);
    expect(keys(search('fiction co-writer'))).toContain('curated:1');
  });

  it('finds a French prompt by an English word, as the site does', () => {
    const french = createLibrarySearch(curatedItems(loadCatalog(siteDir, 'fr', { prompts })));
    expect(keys(french('Plain-Language Rewriter'.split(' ')[0]!))).toContain('curated:42');
  });

  it('puts the prompts named by the words first: title, then title and role, then the rest', () => {
    const items = curatedItems(english);
    const found = createLibrarySearch(items)('email');
    const rank = (item: LibraryItem) =>
      /email/i.test(item.title) ? 0 : /email/i.test(`${item.title} ${item.role ?? ''}`) ? 1 : 2;
    const ranks = found.map(rank);
    expect(ranks[0]).toBe(0);
    expect(ranks.includes(2)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Within a group, the catalogue's order.
    const titled = found.filter((item) => rank(item) === 0).map((item) => item.number!);
    expect(titled).toEqual([...titled].sort((a, b) => a - b));
  });

  it('gives every item, in order, for an empty query', () => {
    const items = curatedItems(english);
    expect(createLibrarySearch(items)('  ')).toEqual(items);
  });
});

describe('one search over every source', () => {
  it('finds my prompt and the curated ones with the same words, mine first', () => {
    const items = combineLibrary({
      curated: curatedItems(english),
      mine: [myPromptItem(mine(7, 'My fiction helper', 'Help me write {{genre}} stories.'))],
    });
    const found = createLibrarySearch(items)('fiction');
    expect(found[0]!.key).toBe('mine:7');
    expect(keys(found)).toContain('curated:1');
  });

  it('does not take a member prompt for a curated number', () => {
    const items = combineLibrary({ curated: curatedItems(english), mine: [myPromptItem(mine(42, 'Forty-two', 'x'))] });
    expect(createLibrarySearch(items)('42')[0]!.key).toBe('curated:42');
  });
});
