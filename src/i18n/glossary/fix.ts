/**
 * The typographic fixes the glossary check can make by itself: French
 * no-break spaces, the locale's apostrophe and its quote marks for straight
 * or foreign double quotes. Idempotent: fixed text yields no more changes.
 * Works on the masked view (mask.ts) and edits the source at the same offsets,
 * so code, URLs, placeholders and attributes are never touched.
 */
import { maskMdx, maskMessage } from './mask';
import type { Glossary } from './schema';

interface Edit {
  index: number;
  length: number;
  text: string;
}

const NBSP = '\u00A0';
const NNBSP = '\u202F';

/** Foreign pairs of double quotes that a fix turns into the locale's own. */
const PAIRS: [string, string][] = [
  ['“', '”'],
  ['«', '»'],
  ['「', '」'],
  ['„', '“'],
];

function quoteEdits(glossary: Glossary, masked: string): Edit[] {
  const [open, close] = glossary.quotes.primary;
  const french = glossary.locale === 'fr';
  const edits: Edit[] = [];
  const spaces = new Set([' ', NBSP, NNBSP]);
  const wrap = (start: number, end: number) => {
    // end is the index of the closing mark; French guillemets take U+202F just inside.
    if (!french) {
      edits.push({ index: start, length: 1, text: open }, { index: end, length: 1, text: close });
      return;
    }
    const innerStart = spaces.has(masked[start + 1] ?? '') ? 2 : 1;
    const innerEnd = spaces.has(masked[end - 1] ?? '') ? 2 : 1;
    edits.push({ index: start, length: innerStart, text: open + NNBSP });
    edits.push({ index: end - innerEnd + 1, length: innerEnd, text: NNBSP + close });
  };
  if (open !== '"') {
    const straight = [...masked.matchAll(/"/g)].map((m) => m.index);
    if (straight.length % 2 === 0) {
      for (let i = 0; i < straight.length; i += 2) wrap(straight[i] ?? 0, straight[i + 1] ?? 0);
    }
  }
  if (glossary.apostrophe === '’') {
    // Straight single quotes used as quote marks ('{label}') take the locale's inner quotes.
    const [innerOpen, innerClose] = glossary.quotes.secondary;
    for (const m of masked.matchAll(/(?<![\p{L}\p{N}])'([^'\n]*[^\s'])'(?![\p{L}\p{N}])/gu)) {
      edits.push({ index: m.index, length: 1, text: innerOpen });
      edits.push({ index: m.index + m[0].length - 1, length: 1, text: innerClose });
    }
  }
  for (const [from, to] of PAIRS) {
    if (from === open && to === close) continue;
    if ([from, to].some((mark) => glossary.quotes.primary.includes(mark) || glossary.quotes.secondary.includes(mark))) {
      continue;
    }
    const re = new RegExp(`${from}([^${from}${to}\\n]*)${to}`, 'g');
    for (const m of masked.matchAll(re)) wrap(m.index, m.index + m[0].length - 1);
  }
  return edits;
}

function apostropheEdits(glossary: Glossary, masked: string): Edit[] {
  if (glossary.apostrophe === '’') {
    return [...masked.matchAll(/(?<=[\p{L}\p{N}])'/gu)].map((m) => ({ index: m.index, length: 1, text: '’' }));
  }
  if (glossary.apostrophe === "'") {
    return [...masked.matchAll(/(?<=\p{L})’(?=\p{L})/gu)].map((m) => ({ index: m.index, length: 1, text: "'" }));
  }
  return [];
}

function frenchSpaceEdits(glossary: Glossary, masked: string): Edit[] {
  if (glossary.locale !== 'fr') return [];
  return [...masked.matchAll(/ (?=[:;!?»])|(?<=«) /g)].map((m) => ({
    index: m.index,
    length: 1,
    text: masked[m.index + 1] === ':' ? NBSP : NNBSP,
  }));
}

/** The source with the typographic rules applied; `masked` is its masked view. */
export function fixText(glossary: Glossary, source: string, masked: string): string {
  const edits = [
    // On one character the first rule listed wins: a closing quote is not taken for an apostrophe.
    ...quoteEdits(glossary, masked),
    ...frenchSpaceEdits(glossary, masked),
    ...apostropheEdits(glossary, masked),
  ].sort((a, b) => b.index - a.index);
  let out = source;
  let last = Infinity;
  for (const edit of edits) {
    if (edit.index + edit.length > last) continue; // two rules on one character: the later run finishes it
    out = out.slice(0, edit.index) + edit.text + out.slice(edit.index + edit.length);
    last = edit.index;
  }
  return out;
}

/** A JSON translation file (`{ key: { message, description } }`) with every message fixed; key order and layout kept. */
export function fixMessagesJson(glossary: Glossary, json: string): string {
  const data = JSON.parse(json) as Record<string, { message: string }>;
  for (const entry of Object.values(data)) entry.message = fixText(glossary, entry.message, maskMessage(entry.message));
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** An MDX page with its prose fixed. */
export const fixMdx = (glossary: Glossary, source: string): string => fixText(glossary, source, maskMdx(source));
