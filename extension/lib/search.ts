/**
 * One search over every item of the library (curated, mine, favorites, community), with the
 * site's rule (src/prompts/search.ts: every word of the query a substring of the folded text of
 * title, role, text, English text and category names). A query that is a number ("42", "#42",
 * or written in the locale's digits, "٤٢" or "৪২") also finds the curated prompt of that number,
 * first. The index is built once per list, so a keystroke only runs substring checks: the picker
 * stays synchronous and well within its 100 ms.
 */
import { createSearchIndex } from '@site/src/prompts/search';
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

/** A search over `items`: an empty query gives them all, in their order. */
export function createLibrarySearch(items: readonly LibraryItem[]): (query: string) => LibraryItem[] {
  const byText = createSearchIndex(items, haystackOf);
  return (query) => {
    const found = byText(query);
    const number = queriedNumber(query);
    if (number === undefined) return found;
    const numbered = items.filter((item) => item.number === number);
    return [...numbered, ...found.filter((item) => !numbered.includes(item))];
  };
}
