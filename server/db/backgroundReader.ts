/**
 * better-sqlite3 is synchronous: a query that reads most of a table (a search for a two-letter
 * word walks every shared prompt) holds the event loop, and every other request, static files
 * included, waits behind it. Such queries run here instead, on a read-only connection in a worker
 * thread (WAL lets it read while the main connection writes; it sees every committed write).
 *
 * The worker runs one query at a time, so the reader bounds what can pile up behind it: at most
 * `maxPending` different queries wait (beyond that a read is refused at once with 503), identical
 * queries asked while one is pending share its answer, and a query that runs longer than its budget
 * costs the worker: better-sqlite3 cannot interrupt a statement from another thread, so the worker
 * is terminated (it exits once the statement returns), the query and those queued behind it fail
 * with 503, and the next read starts a fresh worker.
 *
 * The queue is kept here and the worker is handed one query at a time, so a priority read (the
 * priority lane's: members' searches, listings of remembered matches; search/admission.ts) runs
 * before every ordinary read waiting, and waits only for the query already running.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { storageBusy } from './failures';

/** Different queries that may wait for the worker at once. */
export const MAX_PENDING_READS = 32;
/** A query's budget on the worker unless the caller gives one. */
export const DEFAULT_READ_TIMEOUT_MS = 10_000;

interface Pending {
  key: string | undefined;
  sql: string;
  parameters: readonly unknown[];
  timeoutMs: number;
  priority: boolean;
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

export interface ReadOptions {
  /** How long the query may run on the worker before the worker is restarted and the query fails with 503. */
  timeoutMs?: number;
  /** Runs before every read waiting without it (each kind in the order asked). */
  priority?: boolean;
}

export class BackgroundReader {
  private worker: Worker | undefined;
  /** The query the worker runs, if any: the only one posted to it. */
  private running: { id: number; pending: Pending } | undefined;
  /** Queries waiting for the worker, in the order it will run them: priority ones first. */
  private readonly queue: Pending[] = [];
  /** Pending queries by their text and parameters, so an identical read joins the one asked first. */
  private readonly sharing = new Map<string, Promise<unknown[]>>();
  private nextId = 1;
  private closed = false;
  /** Fires when the running query overruns its budget. */
  private budget: NodeJS.Timeout | undefined;
  /** Called when the last query in flight is answered (close() waits for it). */
  private drained: (() => void) | undefined;

  constructor(
    private readonly file: string,
    private readonly options: { maxPending?: number } = {},
  ) {}

  /** How many different queries are waiting or running. */
  get pendingCount(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  /** The rows of a compiled SELECT, read on the worker thread. */
  read<Row>(query: CompiledQuery<Row>, options: ReadOptions = {}): Promise<Row[]> {
    if (this.closed) return Promise.reject(new Error('The background reader was closed.'));
    const priority = options.priority ?? false;
    const key = sharingKey(query);
    const same = key === undefined ? undefined : this.sharing.get(key);
    if (same) {
      // A priority read joining an ordinary one still waiting moves it up.
      const waiting = this.queue.findIndex((p) => p.key === key);
      if (priority && waiting !== -1 && !this.queue[waiting]!.priority)
        this.enqueue({ ...this.queue.splice(waiting, 1)[0]!, priority: true });
      return same as Promise<Row[]>;
    }
    if (this.pendingCount >= (this.options.maxPending ?? MAX_PENDING_READS)) return Promise.reject(storageBusy());
    const promise = new Promise<Row[]>((resolve, reject) =>
      this.enqueue({
        key,
        sql: query.sql,
        parameters: query.parameters,
        timeoutMs: options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS,
        priority,
        resolve: resolve as (rows: unknown[]) => void,
        reject,
      }),
    );
    if (key !== undefined) this.sharing.set(key, promise);
    this.next();
    return promise;
  }

  private enqueue(pending: Pending): void {
    const behind = pending.priority ? this.queue.findIndex((other) => !other.priority) : -1;
    if (behind === -1) this.queue.push(pending);
    else this.queue.splice(behind, 0, pending);
  }

  /** Hands the worker the next query when it is idle. */
  private next(): void {
    if (this.running) return;
    const pending = this.queue.shift();
    if (!pending) return;
    const worker = this.start();
    const id = this.nextId++;
    this.running = { id, pending };
    // A query in flight keeps the process alive; an idle worker does not.
    worker.ref();
    clearTimeout(this.budget);
    this.budget = setTimeout(() => this.overrun(), pending.timeoutMs);
    this.budget.unref();
    worker.postMessage({ id, sql: pending.sql, parameters: pending.parameters });
  }

  /** Answers the queries in flight (for up to `drainMs`), then stops the worker; later reads are refused. */
  async close(drainMs = 5000): Promise<void> {
    this.closed = true;
    if (this.pendingCount > 0) {
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
    worker.on(
      'message',
      ({ id, rows, error }: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
        const running = this.running;
        if (!running || running.id !== id || this.worker !== worker) return;
        this.running = undefined;
        clearTimeout(this.budget);
        this.budget = undefined;
        this.settle(running.pending);
        // The worker moves on to the next query, if any (its budget starts now).
        this.next();
        if (this.pendingCount === 0) {
          worker.unref();
          this.drained?.();
        }
        if (error) running.pending.reject(Object.assign(new Error(error.message), { code: error.code }));
        else running.pending.resolve(rows ?? []);
      },
    );
    // A worker that dies takes its queries with it; the next query starts a new one.
    worker.on('error', (error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
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

  private settle(pending: Pending): void {
    if (pending.key !== undefined) this.sharing.delete(pending.key);
  }

  /** The running query took too long: drop the worker (and everything queued on it); the next read starts another. */
  private overrun(): void {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) void worker.terminate().catch(() => undefined);
    this.failAll(storageBusy('The search took too long, try again in a few seconds'));
  }

  private failAll(error: Error): void {
    clearTimeout(this.budget);
    this.budget = undefined;
    const failed = [...(this.running ? [this.running.pending] : []), ...this.queue];
    this.running = undefined;
    this.queue.length = 0;
    this.sharing.clear();
    for (const { reject } of failed) reject(error);
    this.drained?.();
  }
}

/** Reads with the same text and parameters share one answer; undefined for parameters that cannot be compared (never shared). */
function sharingKey(query: CompiledQuery): string | undefined {
  try {
    return `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
  } catch {
    return undefined;
  }
}
