/**
 * Content-Security-Policy of the site's own files (/api answers have their own, in app.ts).
 * Docusaurus pages carry inline scripts (colour mode, the reset-link guard, gtag's config),
 * different per locale: each page is allowed exactly its own, by their SHA-256 hashes read
 * from the built file the first time it is served, so no 'unsafe-inline' for scripts.
 * Styles keep 'unsafe-inline': antd writes <style> elements at run time and React writes
 * style attributes. Google's hosts are allowed only when GTAG_ID is set.
 * Other files get the same policy without inline scripts: it is the one that applies to
 * Pagefind's web worker (/pagefind/pagefind-worker.js), and to an SVG opened on its own.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

// https://developers.google.com/tag-platform/security/guides/csp (Google Analytics 4).
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** The CSP source of every inline script of `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of one page, given the hashes of its inline scripts. */
export function pagePolicy(scriptHashes: readonly string[], analytics: boolean): string {
  const extra = (hosts: string[]) => (analytics ? hosts : []);
  return [
    "default-src 'self'",
    // Pagefind's search runs WebAssembly.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...extra(ANALYTICS.script)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...extra(ANALYTICS.img)].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...extra(ANALYTICS.connect)].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Pages whose policy is remembered at once; the build has a few thousand. */
const MAX_REMEMBERED = 20_000;

/**
 * Policies of built pages, each computed once per version of its file (path, size and
 * modification time), so a rebuilt site served by the same process gets new hashes.
 */
export function createPagePolicies({ analytics }: { analytics: boolean }) {
  const remembered = new Map<string, { version: string; policy: string }>();
  return {
    /** The policy of anything that is not a page. */
    forFile: pagePolicy([], analytics),
    async forPage(file: string, stats: { size: number; mtimeMs: number }): Promise<string> {
      const version = `${stats.size}:${stats.mtimeMs}`;
      const known = remembered.get(file);
      if (known?.version === version) return known.policy;
      const policy = pagePolicy(inlineScriptHashes(await fs.readFile(file, 'utf8')), analytics);
      remembered.delete(file);
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(file, { version, policy });
      return policy;
    },
  };
}
