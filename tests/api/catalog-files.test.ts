import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogFiles } from '../../src/catalog/files';
import { loadCatalog } from '../../src/catalog/load';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let siteDir: string;
const repo = path.resolve(__dirname, '../..');

// The catalogue as the build leaves it: written by the build's own writer, then precompressed.
beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-catalog-site-'));
  await writeCatalogFiles(siteDir, loadCatalog(repo, 'en'));
  await precompress(siteDir);
  t = await createTestApp({ env: { SITE_DIR: siteDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const fileOf = (rel: string) => fs.readFileSync(path.join(siteDir, rel));

describe('the open catalogue on the static server', () => {
  it('serves /catalog/en.json as JSON to any origin, revalidated by its ETag', async () => {
    const first = await get('/catalog/en.json', { 'accept-encoding': 'identity' });
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['content-type'])).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    // Without it a script of another origin reads no ETag (not a CORS-safelisted response header).
    expect(first.headers['access-control-expose-headers']).toBe('ETag');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(first.rawPayload.equals(fileOf('catalog/en.json'))).toBe(true);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');

    const again = await get('/catalog/en.json', { 'accept-encoding': 'identity', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['access-control-expose-headers']).toBe('ETag');
  });

  it('sends the build’s brotli and gzip copies, each with its own ETag', async () => {
    const br = await get('/catalog/en.json', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(fileOf('catalog/en.json'))).toBe(true);
    const gz = await get('/catalog/en.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(fileOf('catalog/en.json'))).toBe(true);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const revalidated = await get('/catalog/en.json', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gz.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves the CSV compressed too, and the schema', async () => {
    const csv = await get('/catalog/en.csv', { 'accept-encoding': 'gzip' });
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(csv.rawPayload).equals(fileOf('catalog/en.csv'))).toBe(true);
    const schema = await get('/catalog/schema.json');
    expect(schema.statusCode).toBe(200);
    expect(schema.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a locale that was not built with the 404 page, not another file', async () => {
    const missing = await get('/catalog/fr.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBeUndefined();
    expect(missing.headers['access-control-expose-headers']).toBeUndefined();
  });
});
