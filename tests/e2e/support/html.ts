import { expect, type APIRequestContext } from '@playwright/test';

/**
 * What the route checks need from a page's server-rendered HTML, read without a browser:
 * the production build writes every page's markup (minified, attributes quoted or not).
 */
export interface PageFacts {
  status: number;
  /** The attributes of the <html> element. */
  html: Record<string, string>;
  hasMain: boolean;
  /** The text of every <h1>…<h6>, tags removed and entities decoded. */
  headings: string[];
  /** The same for the <h1> elements alone. */
  titles: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
    const value = match[2] ?? '';
    found[match[1]!.toLowerCase()] = decode(/^["']/.test(value) ? value.slice(1, -1) : value);
  }
  return found;
}

/** Reads the facts out of one HTML document. */
export function pageFacts(status: number, markup: string): PageFacts {
  const htmlTag = /<html\b([^>]*)>/i.exec(markup);
  const found = [...markup.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi)].map((match) => ({
    level: Number(match[1]),
    text: decode(match[2]!.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
  }));
  return {
    status,
    html: attributes(htmlTag?.[1] ?? ''),
    hasMain: /<main\b/i.test(markup),
    headings: found.map((heading) => heading.text),
    titles: found.filter((heading) => heading.level === 1).map((heading) => heading.text),
  };
}

/** Fetches a page as a browser's first request would, and reads its facts. */
export async function fetchPage(request: APIRequestContext, path: string): Promise<PageFacts> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  return pageFacts(response.status(), await response.text());
}
