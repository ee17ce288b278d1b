/**
 * An import document is up to 40 MB of JSON: decoding it, parsing it and checking it against the
 * contract takes the best part of a second, and on the event loop every other request would wait
 * that long. Documents are read here instead, on one worker thread per process (started on the
 * first import, kept warm, never keeping the process alive while idle).
 *
 * The worker reads one document at a time. At most `maxWaiting` more wait for it (each holds its
 * body in memory); anyone beyond is refused at once with 503 and Retry-After. A document that takes
 * longer than its budget costs the worker: it is terminated (JSON.parse cannot be interrupted any
 * other way), that document is answered 503, and the next one starts a fresh worker. A document
 * whose parsed form outgrows the worker's heap is answered 413 without taking the process down.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { errors } from '../errors';

/** Documents that may wait while the worker reads another. */
export const MAX_WAITING_DOCUMENTS = 2;
/** How long the worker may spend on one document before it is restarted and the document refused. */
export const DOCUMENT_TIMEOUT_MS = 10_000;
/** The worker's heap: a 40 MB document of tiny values parses into a few hundred MB. */
const WORKER_HEAP_MB = 1024;
/** How long a refused member is asked to wait before trying again. */
export const IMPORT_RETRY_AFTER_SECONDS = 5;

export const importBusy = (message = 'Imports are busy, try again in a few seconds') =>
  errors.unavailable(message, IMPORT_RETRY_AFTER_SECONDS);

/** The first problem zod found, as it found it. */
export interface DocumentIssue {
  path: (string | number)[];
  message: string;
}

export type DocumentOutcome =
  /** Not JSON, or JSON carrying `__proto__` / `constructor.prototype` keys. */
  | { kind: 'malformed' }
  /** The document as the contract's schema outputs it (defaults applied). */
  | { kind: 'valid'; value: unknown }
  | { kind: 'invalid'; issue: DocumentIssue; isNull: boolean };

interface Job {
  id: number;
  bytes: Uint8Array | undefined;
  resolve: (outcome: DocumentOutcome) => void;
  reject: (error: Error) => void;
}

export interface DocumentParserOptions {
  maxWaiting?: number;
  timeoutMs?: number;
}

export class DocumentParser {
  /** A document's budget on the worker (tests shorten it). */
  timeoutMs: number;
  readonly maxWaiting: number;
  private worker: Worker | undefined;
  private running: Job | undefined;
  private readonly waiting: Job[] = [];
  private budget: NodeJS.Timeout | undefined;
  private closed = false;
  private nextId = 1;
  private started = 0;
  /** Shared with the worker: while its first slot holds 1 the worker waits before each document (see hold()). */
  private readonly gate = new Int32Array(new SharedArrayBuffer(4));

  constructor(options: DocumentParserOptions = {}) {
    this.maxWaiting = options.maxWaiting ?? MAX_WAITING_DOCUMENTS;
    this.timeoutMs = options.timeoutMs ?? DOCUMENT_TIMEOUT_MS;
  }

  /** Whether a document handed over now would be refused. */
  get full(): boolean {
    return this.running !== undefined && this.waiting.length >= this.maxWaiting;
  }

  /** Documents handed to a worker so far. */
  get documentsStarted(): number {
    return this.nextId - 1 - this.waiting.length;
  }

  /** Workers started so far (one more after each overrun). */
  get workersStarted(): number {
    return this.started;
  }

  /** Reads `body` (UTF-8 JSON) on the worker. Rejects with 503 when too many wait or the document overruns its budget. */
  parse(body: Uint8Array): Promise<DocumentOutcome> {
    if (this.closed) return Promise.reject(new Error('The document parser was closed.'));
    if (this.full) return Promise.reject(importBusy());
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, bytes: body, resolve, reject });
      this.dispatch();
    });
  }

  /** Test seam: the worker waits before its next document until the returned function is called. */
  hold(): () => void {
    Atomics.store(this.gate, 0, 1);
    return () => {
      Atomics.store(this.gate, 0, 0);
      Atomics.notify(this.gate, 0);
    };
  }

  /** Stops the worker; documents waiting or being read are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The document parser was closed.');
    for (const job of this.waiting.splice(0)) job.reject(error);
    this.finish()?.reject(error);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  /** Hands the next waiting document to the worker, when it is free. */
  private dispatch(): void {
    if (this.running || this.closed) return;
    const job = this.waiting.shift();
    if (!job) {
      this.worker?.unref();
      return;
    }
    const worker = this.start();
    // A document in flight keeps the process alive; an idle worker does not.
    worker.ref();
    this.running = job;
    const bytes = transferable(job.bytes!);
    job.bytes = undefined;
    worker.postMessage({ id: job.id, bytes }, [bytes.buffer as ArrayBuffer]);
    this.budget = setTimeout(() => this.overrun(), this.timeoutMs);
    this.budget.unref();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(path.join(__dirname, 'documentParser.worker.mjs'), {
      workerData: { gate: this.gate },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    this.started += 1;
    worker.unref();
    worker.on('message', (message: { id: number } & DocumentOutcome) => {
      if (this.worker !== worker || this.running?.id !== message.id) return;
      const { id: _id, ...outcome } = message;
      this.finish()?.resolve(outcome as DocumentOutcome);
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const tooLarge = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish()?.reject(tooLarge ? errors.tooLarge() : error);
      this.dispatch();
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.finish()?.reject(new Error('The document parser stopped.'));
      this.dispatch();
    });
    this.worker = worker;
    return worker;
  }

  /** Clears the running document (and its budget), returning it. */
  private finish(): Job | undefined {
    clearTimeout(this.budget);
    this.budget = undefined;
    const job = this.running;
    this.running = undefined;
    return job;
  }

  /** The running document took too long: drop the worker; the next document starts another. */
  private overrun(): void {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) void worker.terminate().catch(() => undefined);
    this.finish()?.reject(importBusy('The import took too long to read, try again in a few seconds'));
    this.dispatch();
  }
}

/** `bytes` itself when it owns its whole ArrayBuffer (Fastify's concatenated body), else a copy that does. */
function transferable(bytes: Uint8Array): Uint8Array {
  const whole =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  // Buffers under half the pool size may share Node's 8 KB pool: never hand that away.
  return whole && bytes.byteLength >= Buffer.poolSize >>> 1 ? bytes : new Uint8Array(bytes);
}
