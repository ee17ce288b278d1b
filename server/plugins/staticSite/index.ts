/**
 * Serves the built Docusaurus site from SITE_DIR on the same origin as /api.
 *   /x            → x (a file), x/index.html or x.html
 *   /x.html, /x/index.html → 301 to /x, /x/ (query string kept)
 *   unknown       → the locale's 404 page (build/<locale>/404.html) or build/404.html, status 404
 * Hashed files under /assets/ and /<locale>/assets/ are cached for a year; HTML and the open
 * catalogue (/catalog/…, same address for each build's content) must be revalidated (ETag).
 * The build writes .br and .gz copies of text files: they are sent as they are, to clients
 * that accept them (Content-Encoding, Vary: accept-encoding).
 * A path with a segment starting with '.' (.env, .source-fingerprint, .git/…) is never served: 404.
 * Every answer carries a Content-Security-Policy (see sitePolicy.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_DIR } from '../../../src/api/contract/catalog';
import { LOCALES, localePath } from '../../../src/config/locales';
import { errors } from '../../errors';
import { createPagePolicies } from './sitePolicy';

/** Locales with their own URL prefix (the default locale lives at the root). */
export const PREFIXED_LOCALES: readonly string[] = LOCALES.filter((locale) => localePath(locale) !== '');

const HASHED_ASSET = new RegExp(`^(?:(?:${PREFIXED_LOCALES.join('|')})/)?assets/`);

/** The open catalogue's files (/catalog/<locale>.json, .csv, schema.json): public data for any site or tool. */
export function isCatalogFile(relPath: string): boolean {
  return relPath.startsWith(`${CATALOG_DIR}/`);
}

export function cacheControlFor(relPath: string): string {
  if (HASHED_ASSET.test(relPath)) return 'public, max-age=31536000, immutable';
  // Same address, new content after each build: revalidated every time (a 304 while the ETag holds).
  if (relPath.endsWith('.html') || isCatalogFile(relPath)) return 'no-cache';
  return 'public, max-age=3600';
}

/** The file's size and modification time, or undefined when it is not a regular file. */
async function fileStats(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

export async function staticSitePlugin(app: FastifyInstance, opts: { siteDir: string; gtagId?: string }) {
  const root = opts.siteDir;
  const policies = createPagePolicies({ analytics: opts.gtagId !== undefined });

  /** Sends a file of the site (`rel` under the root) with its policy. */
  async function sendSiteFile(reply: FastifyReply, rel: string, stats: { size: number; mtimeMs: number }) {
    const policy = rel.endsWith('.html') ? await policies.forPage(path.join(root, rel), stats) : policies.forFile;
    return reply.header('content-security-policy', policy).sendFile(rel);
  }
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const rel = path
        .relative(root, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      reply.header('cache-control', cacheControlFor(rel));
      // Readable by scripts of any origin: it carries no credentials and holds only public data.
      // The ETag is readable too, so a reader (the browser extension) can tell an unchanged file.
      if (isCatalogFile(rel)) {
        reply.header('access-control-allow-origin', '*');
        reply.header('access-control-expose-headers', 'ETag');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    },
  });

  async function sendNotFound(request: FastifyRequest, reply: FastifyReply, urlPath: string) {
    const first = urlPath.split('/')[1] ?? '';
    const candidates = PREFIXED_LOCALES.includes(first) ? [`${first}/404.html`, '404.html'] : ['404.html'];
    for (const candidate of candidates) {
      const stats = await fileStats(path.join(root, candidate));
      if (stats) return sendSiteFile(reply.code(404).header('cache-control', 'no-cache'), candidate, stats);
    }
    return reply
      .code(404)
      .header('content-security-policy', policies.forFile)
      .type('text/plain; charset=utf-8')
      .send('Page not found');
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const [firstPart = '/', ...rest] = request.url.split('?');
    // Collapse leading slashes so a redirect can never become protocol-relative (//other.site).
    const rawPath = firstPart.replace(/^\/{2,}/, '/');
    const query = rest.length ? `?${rest.join('?')}` : '';
    if (isApiPath(rawPath)) throw errors.notFound(`No API route ${request.method} ${rawPath}`);

    let urlPath: string;
    try {
      urlPath = decodeURIComponent(rawPath);
    } catch {
      return sendNotFound(request, reply, '/');
    }
    const segments = urlPath.split('/');
    // Also '.' and '..': no segment may start with a dot.
    if (urlPath.includes('\0') || urlPath.includes('\\') || segments.some((s) => s.startsWith('.'))) {
      return sendNotFound(request, reply, urlPath);
    }

    if (rawPath.endsWith('/index.html')) {
      return reply.redirect(rawPath.slice(0, -'index.html'.length) + query, 301);
    }
    if (rawPath.endsWith('.html')) {
      return reply.redirect(rawPath.slice(0, -'.html'.length) + query, 301);
    }

    const rel = urlPath.replace(/^\/+/, '');
    const candidates =
      rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
    for (const candidate of candidates) {
      const abs = path.join(root, candidate);
      if (!abs.startsWith(root + path.sep) && abs !== root) continue;
      const stats = await fileStats(abs);
      if (stats) return sendSiteFile(reply, candidate, stats);
    }
    return sendNotFound(request, reply, urlPath);
  }

  app.get('/*', { schema: { hide: true } }, handle);
  return { sendNotFound };
}
