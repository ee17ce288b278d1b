/**
 * better-sqlite3 is synchronous: a query that reads most of a table (a search for a two-letter
 * word walks every shared prompt) holds the event loop, and every other request, static files
 * included, waits behind it. Such queries run here instead, on a read-only connection in a worker
 * thread (WAL lets it read while the main connection writes; it sees every committed write).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

export class BackgroundReader {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Called when the last query in flight is answered (close() waits for it). */
  private drained: (() => void) | undefined;

  constructor(private readonly file: string) {}

  /** The rows of a compiled SELECT, read on the worker thread. */
  read<Row>(query: CompiledQuery<Row>): Promise<Row[]> {
    if (this.closed) return Promise.reject(new Error('The background reader was closed.'));
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Row[]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      // A query in flight keeps the process alive; an idle worker does not.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
  }

  /** Answers the queries in flight (for up to `drainMs`), then stops the worker; later reads are refused. */
  async close(drainMs = 5000): Promise<void> {
    this.closed = true;
    if (this.pending.size > 0) {
      await new Promise<void>((resolve) => {
        this.drained = resolve;
        setTimeout(resolve, drainMs).unref();
      });
    }
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
    this.failAll(new Error('The background reader was closed.'));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(path.join(__dirname, 'backgroundReader.worker.mjs'), { workerData: { file: this.file } });
    worker.unref();
    worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const pending = this.pending.get(id);
      if (!pending) return;
      this.pending.delete(id);
      if (this.pending.size === 0) {
        worker.unref();
        this.drained?.();
      }
      if (error) pending.reject(Object.assign(new Error(error.message), { code: error.code }));
      else pending.resolve(rows ?? []);
    });
    // A worker that dies takes its queries with it; the next query starts a new one.
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(error);
    });
    // An unexpected exit; close() answers what it leaves pending itself.
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(new Error('The background reader stopped.'));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
    this.drained?.();
  }
}
