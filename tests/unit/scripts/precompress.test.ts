/**
 * Precompression of a built site (scripts/lib/precompress.mjs) on worker threads: every text file
 * of 1 KB or more gets .br and .gz copies that decompress to it, the rest is left alone, and the
 * bytes do not depend on how many threads share the work.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/lib/precompress.mjs';

const dirs: string[] = [];

/** A small built site: pages in nested folders, scripts, a tiny file, an image. */
function makeSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-precompress-'));
  dirs.push(dir);
  const write = (file: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  };
  for (let i = 0; i < 12; i += 1)
    write(`fr/docs/page-${i}/index.html`, `<html><main>${`page ${i} text `.repeat(200)}</main></html>`);
  write('assets/js/main.js', `console.log(${JSON.stringify('bundle '.repeat(500))});`);
  write('assets/css/styles.css', 'body { margin: 0 }\n'.repeat(100));
  write('tiny.txt', 'short');
  write('img/logo.png', Buffer.alloc(4096, 7));
  return dir;
}

/** Every file under `dir` with its bytes, by path. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), fs.readFileSync(full));
  }
  return files;
}

let single: string;
let several: string;
beforeAll(async () => {
  single = makeSite();
  several = makeSite();
  expect(await precompress(single, 1)).toBe(14);
  expect(await precompress(several, 3)).toBe(14);
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies that decompress to each text file', () => {
    const files = snapshot(single);
    for (const file of ['fr/docs/page-3/index.html', 'assets/js/main.js', 'assets/css/styles.css']) {
      const original = files.get(file)!;
      expect(zlib.brotliDecompressSync(files.get(`${file}.br`)!).equals(original)).toBe(true);
      expect(zlib.gunzipSync(files.get(`${file}.gz`)!).equals(original)).toBe(true);
      expect(files.get(`${file}.br`)!.length).toBeLessThan(original.length);
    }
  });

  it('leaves files under 1 KB and images alone', () => {
    const names = [...snapshot(single).keys()];
    expect(names.filter((name) => name.startsWith('tiny.txt'))).toEqual(['tiny.txt']);
    expect(names.filter((name) => name.startsWith('img/'))).toEqual(['img/logo.png']);
  });

  it('writes the same bytes on one thread as on several', () => {
    expect(snapshot(several)).toEqual(snapshot(single));
  });

  it('answers 0 for a folder without text files', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-precompress-'));
    dirs.push(empty);
    expect(await precompress(empty)).toBe(0);
  });
});
