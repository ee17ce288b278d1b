// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a built site, so the
// server sends compressed bytes without compressing per request (@fastify/static preCompressed).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|csv)$/;
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 1024;

async function* filesOf(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function compressOne(file) {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return 0;
  // Thousands of HTML pages: a fast setting (they are small and revalidated anyway);
  // the hashed scripts and styles, cached for a year, get a stronger one.
  const page = file.endsWith('.html');
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: page ? 5 : 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: page ? 6 : 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return 1;
}

/** Compresses every text file under `dir`; answers how many files got compressed copies. */
export async function precompress(dir, concurrency = 4) {
  const queue = [];
  let count = 0;
  for await (const file of filesOf(dir)) {
    queue.push(compressOne(file).then((done) => void (count += done)));
    if (queue.length >= concurrency) await Promise.all(queue.splice(0));
  }
  await Promise.all(queue);
  return count;
}
