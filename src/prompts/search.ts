import { foldScripts } from './fold';

/**
 * Case-, accent- and width-insensitive form of a text for substring search:
 * NFKD splits accented letters (é → e + ◌́) and folds full-width forms, then the
 * combining marks are dropped. Arabic harakat, shadda, tatweel and the hamza
 * forms of alef, and the Devanagari and Bengali nukta, fold as the server's
 * search folds them (./fold.ts). Marks that carry meaning in Indic scripts
 * (virama, vowel signs) are kept, since removing them would merge words.
 */
export function normalizeForSearch(text: string): string {
  return foldScripts(
    text
      .normalize('NFKD')
      // eslint-disable-next-line no-misleading-character-class -- strips combining marks one by one after NFKD
      .replace(/[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g, ''),
  )
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query; every one must occur in a match. Regex characters are plain text here. */
export function queryTerms(query: string): string[] {
  const normalized = normalizeForSearch(query);
  return normalized === '' ? [] : normalized.split(' ');
}

export function matchesTerms(haystack: string, terms: readonly string[]): boolean {
  return terms.every((term) => haystack.includes(term));
}

/**
 * Builds a matcher over items whose searchable text is computed (and
 * normalized) once, so each keystroke only does substring checks.
 */
export function createSearchIndex<T>(items: readonly T[], textOf: (item: T) => string) {
  const haystacks = new Map<T, string>(items.map((item) => [item, normalizeForSearch(textOf(item))]));
  return (query: string): T[] => {
    const terms = queryTerms(query);
    if (terms.length === 0) return [...items];
    return items.filter((item) => matchesTerms(haystacks.get(item) ?? '', terms));
  };
}
