/**
 * Splits a comment's text into plain text and web links, so that the page can
 * render both as React text: nothing in a comment is ever parsed as markup.
 * Only http and https addresses become links; anything else (javascript:,
 * data:, mailto: …) stays text.
 */
export type CommentToken = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts at "http://" or "https://" not glued to a preceding Latin letter or digit
// (Chinese and Japanese text often runs straight into one), and runs until whitespace, a
// character that cannot appear unescaped in one, or full-width punctuation ending a CJK sentence.
// eslint-disable-next-line no-control-regex -- an address ends at a control character
const CANDIDATE = /(?<![A-Za-z0-9])https?:\/\/[^\s<>"'`\u0000-\u001F\u007F。，、；：！？「」『』【】《》（）]+/giu;

/**
 * Longer candidates stay text: no real address is this long, and it bounds what each link costs
 * to parse and to show. Measured after trimming, in UTF-16 code units.
 */
export const MAX_LINK_LENGTH = 2048;

// Punctuation that ends a sentence rather than the address ("see https://a.b/c.").
const TRAILING_PUNCTUATION = new Set('.,;:!?。，、；：！？…’”»›');

// Each closing bracket and its opener. All of these are single UTF-16 code units.
const CLOSERS = new Map([
  [')', '('],
  [']', '['],
  ['}', '{'],
  ['）', '（'],
  ['】', '【'],
  ['」', '「'],
  ['』', '『'],
]);
const BRACKETS = new Set([...CLOSERS.keys(), ...CLOSERS.values()]);

/** Counts the characters a trim looks at, so tests can check it stays linear. */
export interface TrimMeter {
  steps: number;
}

/**
 * Where the address ends once sentence punctuation and closing brackets without an opening
 * partner inside it are dropped: "(see https://a.b/c)." → "https://a.b/c". One pass to count the
 * brackets, one pass backwards from the end: linear in the candidate's length.
 */
export function trimmedEnd(candidate: string, meter?: TrimMeter): number {
  const count = new Map<string, number>();
  for (let i = 0; i < candidate.length; i += 1) {
    if (meter) meter.steps += 1;
    const char = candidate[i]!;
    if (BRACKETS.has(char)) count.set(char, (count.get(char) ?? 0) + 1);
  }
  let end = candidate.length;
  // `count` always describes candidate.slice(0, end).
  const dropLast = () => {
    if (meter) meter.steps += 1;
    const char = candidate[end - 1]!;
    if (BRACKETS.has(char)) count.set(char, count.get(char)! - 1);
    end -= 1;
  };
  for (;;) {
    while (end > 0 && TRAILING_PUNCTUATION.has(candidate[end - 1]!)) dropLast();
    if (end === 0) return 0;
    const last = candidate[end - 1]!;
    const opener = CLOSERS.get(last);
    if (opener === undefined || (count.get(last) ?? 0) <= (count.get(opener) ?? 0)) return end;
    dropLast();
  }
}

/** The link target of `text`, or undefined when it is not a plain http(s) address of a host. */
function safeHref(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname) return undefined;
  // "https://bank.example@evil.example" shows one host and opens another: keep it text.
  if (url.username || url.password) return undefined;
  return url.href;
}

export function tokenizeCommentText(text: string): CommentToken[] {
  const tokens: CommentToken[] = [];
  let plainStart = 0;
  const pushText = (end: number) => {
    if (end > plainStart) tokens.push({ kind: 'text', text: text.slice(plainStart, end) });
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = match[0].slice(0, trimmedEnd(match[0]));
    const href = candidate.length <= MAX_LINK_LENGTH ? safeHref(candidate) : undefined;
    if (!href) continue;
    pushText(start);
    tokens.push({ kind: 'link', text: candidate, href });
    plainStart = start + candidate.length;
  }
  pushText(text.length);
  return tokens;
}
