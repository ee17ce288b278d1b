import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let siteDir: string;

// Inline scripts as Docusaurus writes them, plus an external one and a JSON-LD block.
const HOME_INLINE = ['!function(){document.documentElement.dataset.theme="light"}()', 'window.x = "é → 文";'];
const HOME_SCRIPTS = `<script>${HOME_INLINE[0]}</script><script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><SCRIPT data-rh=true>${HOME_INLINE[1]}</SCRIPT >`;
const NOT_FOUND_SCRIPT = 'console.log("404")';
const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
/** The page policy's directives, by name. */
const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

function write(rel: string, content: string) {
  const file = path.join(siteDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-site-'));
  write('index.html', `<html><head>${HOME_SCRIPTS}</head>home zh</html>`);
  write('404.html', `<html><head><script>${NOT_FOUND_SCRIPT}</script></head>not found zh</html>`);
  // What must never be served: dotfiles anywhere under the site folder.
  write('.env', 'SECRET=dotenv');
  write('.source-fingerprint', 'SECRET=fingerprint');
  write('.well-known/security.txt', 'SECRET=well-known');
  write('assets/.hidden.js', 'SECRET=hidden');
  write('it/.env', 'SECRET=locale');
  write('it/index.html', '<html>home it</html>');
  write('it/404.html', '<html>non trovato</html>');
  write('it/docs/intro/index.html', '<html>intro it</html>');
  write('it/prompt/42.html', '<html>prompt 42 it</html>');
  write('assets/js/main.abc123.js', 'console.log(1)');
  write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('it/assets/js/runtime.def456.js', 'console.log(2)');
  // As the build writes them: brotli and gzip copies beside the file.
  const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  write('assets/js/big.fff000.js', big);
  fs.writeFileSync(path.join(siteDir, 'assets/js/big.fff000.js.br'), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(siteDir, 'assets/js/big.fff000.js.gz'), zlib.gzipSync(big));
  fs.writeFileSync(path.join(siteDir, 'it/docs/intro/index.html.gz'), zlib.gzipSync('<html>intro it</html>'));
  t = await createTestApp({ env: { SITE_DIR: siteDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string) => new Agent(t.app).get(url);

describe('static site', () => {
  it('serves pages: /x → x/index.html or x.html, / → index.html', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.raw.body).toContain('home zh');
    expect(String(home.headers['content-type'])).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await get('/it/')).raw.body).toContain('home it');
    expect((await get('/it')).raw.body).toContain('home it');
    expect((await get('/it/docs/intro')).raw.body).toContain('intro it');
    expect((await get('/it/prompt/42')).raw.body).toContain('prompt 42 it');
  });

  it('serves files with long caching for hashed assets', async () => {
    const js = await get('/assets/js/main.abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(js.headers['content-type'])).toContain('javascript');
    const svg = await get('/img/logo.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('caches the hashed assets of every locale for a year', async () => {
    const js = await get('/it/assets/js/runtime.def456.js');
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy a client accepts, with Content-Encoding and Vary', async () => {
    const asked = (encoding?: string) =>
      new Agent(t.app).get('/assets/js/big.fff000.js', encoding ? { headers: { 'accept-encoding': encoding } } : {});
    const br = await asked('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.raw.rawPayload).toString()).toContain('console.log');
    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.raw.rawPayload).toString()).toContain('console.log');
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toContain('accept-encoding');
    expect(plain.raw.body).toContain('console.log');
    const page = await new Agent(t.app).get('/it/docs/intro', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(zlib.gunzipSync(page.raw.rawPayload).toString()).toContain('intro it');
  });

  it('redirects .html and /index.html to the clean path, keeping the query', async () => {
    const a = await get('/it/prompt/42.html?x=1');
    expect(a.status).toBe(301);
    expect(a.headers.location).toBe('/it/prompt/42?x=1');
    const b = await get('/it/docs/intro/index.html');
    expect(b.status).toBe(301);
    expect(b.headers.location).toBe('/it/docs/intro/');
    const c = await get('//evil.example/page.html');
    expect(c.status).toBe(301);
    expect(c.headers.location).toBe('/evil.example/page');
  });

  it("answers unknown paths with the locale's 404 page", async () => {
    const it404 = await get('/it/nothing/here');
    expect(it404.status).toBe(404);
    expect(it404.raw.body).toContain('non trovato');
    const de404 = await get('/de/nothing');
    expect(de404.status).toBe(404);
    expect(de404.raw.body).toContain('not found zh');
    const root404 = await get('/nothing');
    expect(root404.status).toBe(404);
    expect(root404.raw.body).toContain('not found zh');
  });

  it('never leaves the site folder', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/%5c..%5cpackage.json',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.raw.body).not.toContain('"name"');
    }
  });

  it('unknown /api paths stay JSON', async () => {
    const res = await get('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('never serves a dotfile or a dot folder, in any spelling (review L9)', async () => {
    for (const url of [
      '/.env',
      '/%2eenv',
      '/%2Eenv',
      '/.source-fingerprint',
      '/.well-known/security.txt',
      '/%2ewell-known/security.txt',
      '/assets/.hidden.js',
      '/assets/%2Ehidden.js',
      '/it/.env',
      '/it/%2eenv?x=1',
      '/.env.html',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.raw.body, url).not.toContain('SECRET');
    }
  });
});

describe('Content-Security-Policy of site pages (review L9)', () => {
  it('allows a page exactly its own inline scripts, by hash, and nothing inline besides styles', async () => {
    const home = await get('/');
    const policy = directives(home.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...HOME_INLINE.map(sha256)]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // No analytics host without GTAG_ID, even if the page names one.
    expect(String(home.headers['content-security-policy'])).not.toContain('google');

    // Every page has its own scripts: the 404 page is allowed its, not the home page's.
    const missing = await get('/nothing');
    expect(missing.status).toBe(404);
    expect(directives(missing.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      sha256(NOT_FOUND_SCRIPT),
    ]);
    // A page without inline scripts gets none; the same file compressed has the same policy.
    const intro = await new Agent(t.app).get('/it/docs/intro', { headers: { 'accept-encoding': 'gzip' } });
    expect(intro.headers['content-encoding']).toBe('gzip');
    expect(directives(intro.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
  });

  it('follows a rebuilt page to its new scripts', async () => {
    write('it/prompt/7.html', '<html><script>var v = 1;</script></html>');
    expect(directives((await get('/it/prompt/7')).headers['content-security-policy']).get('script-src')).toContain(
      sha256('var v = 1;'),
    );
    write('it/prompt/7.html', '<html><script>var v = 22;</script></html>');
    const policy = directives((await get('/it/prompt/7')).headers['content-security-policy']).get('script-src');
    expect(policy).toContain(sha256('var v = 22;'));
    expect(policy).not.toContain(sha256('var v = 1;'));
  });

  it('gives other files (a web worker, an SVG opened on its own) the policy without inline scripts', async () => {
    const page = directives((await get('/')).headers['content-security-policy']);
    for (const url of ['/img/logo.svg', '/assets/js/main.abc123.js']) {
      const policy = directives((await get(url)).headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect([...policy.keys()], url).toEqual([...page.keys()]);
    }
  });

  it("allows Google Analytics' hosts only when GTAG_ID is set", async () => {
    const withAnalytics = await createTestApp({ env: { SITE_DIR: siteDir, GTAG_ID: 'G-TEST1234' } });
    try {
      const policy = directives((await new Agent(withAnalytics.app).get('/')).headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
        ...HOME_INLINE.map(sha256),
        'https://*.googletagmanager.com',
      ]);
      expect(policy.get('connect-src')).toEqual(
        expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']),
      );
      expect(policy.get('img-src')).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'https://*.google-analytics.com']),
      );
      expect(policy.get('object-src')).toEqual(["'none'"]);
    } finally {
      await withAnalytics.close();
    }
  });
});
