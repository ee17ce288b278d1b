/**
 * The same search as createSearchIndex (./search.ts: every query word a substring of the folded
 * text), for a server answering many queries over long texts. Scanning all 278 prompts in two
 * languages (about half a million characters) costs a millisecond a query; a per-item sketch of
 * the text's three-character sequences rejects most items first, so only the few that may match
 * are scanned. The sketch can say "maybe" wrongly, never "no" wrongly, so results are identical.
 *
 * Memory: SKETCH_BITS / 8 bytes per item (1 KB; 278 KB for the curated prompts of one language).
 */
import { normalizeForSearch, queryTerms, matchesTerms } from './search';

const SKETCH_BITS = 8192;
const SKETCH_MASK = SKETCH_BITS - 1;
const GRAM = 3;

/** Where a three-code-unit sequence starting at `at` falls in a sketch. */
function gramBit(text: string, at: number): number {
  return (text.charCodeAt(at) * 961 + text.charCodeAt(at + 1) * 31 + text.charCodeAt(at + 2)) & SKETCH_MASK;
}

function sketchOf(text: string): Uint32Array {
  const sketch = new Uint32Array(SKETCH_BITS / 32);
  for (let at = 0; at + GRAM <= text.length; at++) {
    const bit = gramBit(text, at);
    sketch[bit >>> 5]! |= 1 << (bit & 31);
  }
  return sketch;
}

export function createTrigramSearchIndex<T>(items: readonly T[], textOf: (item: T) => string) {
  const haystacks = items.map((item) => normalizeForSearch(textOf(item)));
  const sketches = haystacks.map(sketchOf);
  return (query: string): T[] => {
    const terms = queryTerms(query);
    if (terms.length === 0) return [...items];
    const bits: number[] = [];
    for (const term of terms) for (let at = 0; at + GRAM <= term.length; at++) bits.push(gramBit(term, at));
    const found: T[] = [];
    items.forEach((item, index) => {
      const sketch = sketches[index]!;
      if (!bits.every((bit) => (sketch[bit >>> 5]! & (1 << (bit & 31))) !== 0)) return;
      if (matchesTerms(haystacks[index]!, terms)) found.push(item);
    });
    return found;
  };
}
