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
const CANDIDATE = /(?<![A-Za-z0-9])https?:\/\/[^\s<>"'`\u0000-\u001F\u007F。，、；：！？「」『』【】《》（）]+/giu;

// Punctuation that ends a sentence rather than the address ("see https://a.b/c.").
const TRAILING_PUNCTUATION = /[.,;:!?。，、；：！？…’”»›]+$/u;

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '）': '（', '】': '【', '」': '「', '』': '『' };

/** Drops closing brackets at the end that have no opening partner inside the address: "(see https://a.b/c)". */
function trimUnbalancedEnd(candidate: string): string {
  let end = candidate.length;
  for (;;) {
    const withoutPunctuation = candidate.slice(0, end).replace(TRAILING_PUNCTUATION, '');
    end = withoutPunctuation.length;
    const last = candidate[end - 1];
    const opener = last === undefined ? undefined : CLOSERS[last];
    if (opener === undefined) return candidate.slice(0, end);
    const inside = candidate.slice(0, end);
    let opened = 0;
    let closed = 0;
    for (const char of inside) {
      if (char === opener) opened += 1;
      else if (char === last) closed += 1;
    }
    if (closed <= opened) return inside;
    end -= 1;
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
    const candidate = trimUnbalancedEnd(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    pushText(start);
    tokens.push({ kind: 'link', text: candidate, href });
    plainStart = start + candidate.length;
  }
  pushText(text.length);
  return tokens;
}
