// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a built site, so the
// server sends compressed bytes without compressing per request (@fastify/static preCompressed).
// Brotli dominates a build's last minute (thousands of pages), so the files are shared out among
// worker threads, one per core; each worker takes the next file when it is done with one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|csv)$/;
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 1024;
/** Marks the worker threads this module starts (and no other thread that imports it). */
const WORKER_ROLE = 'promptdeck-precompress';

function* filesOf(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `file`.br and `file`.gz; answers 1, or 0 for a file too small to gain. */
function compressOne(file) {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) return 0;
  // Thousands of HTML pages: a fast setting (they are small and revalidated anyway);
  // the hashed scripts and styles, cached for a year, get a stronger one.
  const page = file.endsWith('.html');
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: page ? 5 : 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = zlib.gzipSync(data, { level: page ? 6 : 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  return 1;
}

// In a worker: compress each file the main thread sends, answer with the count (or the error).
if (!isMainThread && workerData?.role === WORKER_ROLE) {
  parentPort.on('message', (file) => {
    try {
      parentPort.postMessage({ done: compressOne(file) });
    } catch (error) {
      parentPort.postMessage({ error: `${file}: ${error?.message ?? error}` });
    }
  });
}

/**
 * Compresses every text file under `dir` on `workers` threads (one per core by default);
 * answers how many files got compressed copies.
 */
export async function precompress(dir, workers = os.availableParallelism()) {
  const files = [...filesOf(dir)];
  const threads = Math.max(1, Math.min(workers, files.length));
  let next = 0;
  let count = 0;
  const runThread = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { role: WORKER_ROLE } });
      const handOut = () => {
        if (next < files.length) worker.postMessage(files[(next += 1) - 1]);
        else worker.terminate().then(() => resolve());
      };
      worker.on('message', (answer) => {
        if (answer.error) {
          worker.terminate();
          reject(new Error(`precompress: ${answer.error}`));
          return;
        }
        count += answer.done;
        handOut();
      });
      worker.on('error', reject);
      worker.on('online', handOut);
    });
  if (files.length > 0) await Promise.all(Array.from({ length: threads }, runThread));
  return count;
}
