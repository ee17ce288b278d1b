/**
 * One search over every item of the library (curated, mine, favorites, community), with the
 * site's rule (src/prompts/search.ts: every word of the query a substring of the folded text of
 * title, role, text, English text and category names). A query that is a number ("42", "#42",
 * or written in the locale's digits, "٤٢" or "৪২") also finds the curated prompt of that number,
 * first. Among the matches, those whose title holds every word come first, then those whose title
 * and role do, then the rest, each group in the list's order: someone typing "email" wants the
 * email prompts before the ones that mention an email in their text. The index is built once per
 * list, so a keystroke only runs substring checks: the picker stays synchronous and well within its
 * 100 ms.
 */
import { createSearchIndex, matchesTerms, normalizeForSearch, queryTerms } from '@site/src/prompts/search';
import type { LibraryItem } from './library';

/** Numbering systems whose digits a reader may type for a prompt's number. */
const NUMBERING_SYSTEMS = ['arab', 'arabext', 'beng', 'deva', 'fullwide'] as const;

/** Each non-ASCII decimal digit above, as its ASCII digit. */
const DIGITS: ReadonlyMap<string, string> = new Map(
  NUMBERING_SYSTEMS.flatMap((numberingSystem) => {
    const format = new Intl.NumberFormat('en', { numberingSystem, useGrouping: false });
    return Array.from({ length: 10 }, (_, digit) => [format.format(digit), String(digit)] as const);
  }),
);

/** The prompt number a query asks for, or undefined when it is not a number alone. */
export function queriedNumber(query: string): number | undefined {
  const ascii = Array.from(query.trim().replace(/^#\s*/, ''), (ch) => DIGITS.get(ch) ?? ch).join('');
  return /^\d{1,6}$/.test(ascii) ? Number(ascii) : undefined;
}

/** The searched text of an item. */
const haystackOf = (item: LibraryItem): string =>
  [item.title, item.role ?? '', item.text, item.textEn ?? '', item.tags.join('\n'), item.author ?? ''].join('\n');

/** How well an item's name answers the query's words: 0 the title, 1 the title and role, 2 elsewhere. */
type NameRank = (item: LibraryItem, terms: readonly string[]) => number;

function nameRanker(items: readonly LibraryItem[]): NameRank {
  const names = new Map(
    items.map((item) => {
      const title = normalizeForSearch(item.title);
      return [item, { title, titleAndRole: `${title}\n${normalizeForSearch(item.role ?? '')}` }] as const;
    }),
  );
  return (item, terms) => {
    const name = names.get(item);
    if (!name) return 2;
    if (matchesTerms(name.title, terms)) return 0;
    return matchesTerms(name.titleAndRole, terms) ? 1 : 2;
  };
}

/** A search over `items`: an empty query gives them all, in their order. */
export function createLibrarySearch(items: readonly LibraryItem[]): (query: string) => LibraryItem[] {
  const byText = createSearchIndex(items, haystackOf);
  const rankOf = nameRanker(items);
  return (query) => {
    const terms = queryTerms(query);
    const ranked = byText(query)
      .map((item, index) => ({ item, index, rank: rankOf(item, terms) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ item }) => item);
    const number = queriedNumber(query);
    if (number === undefined) return ranked;
    const numbered = items.filter((item) => item.number === number);
    return [...numbered, ...ranked.filter((item) => !numbered.includes(item))];
  };
}
