import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let siteDir: string;

function write(rel: string, content: string) {
  const file = path.join(siteDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-site-'));
  write('index.html', '<html>home zh</html>');
  write('404.html', '<html>not found zh</html>');
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
    const asked = (encoding?: string) => new Agent(t.app).get('/assets/js/big.fff000.js', encoding ? { headers: { 'accept-encoding': encoding } } : {});
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
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json', '/%5c..%5cpackage.json']) {
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
});
