/**
 * A bounded door in front of expensive reads (community searches the index cannot narrow, and the
 * background listings of remembered matches). Without it, a flood of such searches queues without
 * bound: on PostgreSQL it takes every pooled connection (and the whole site waits behind it), on
 * SQLite it piles up on the one worker thread (every scan search waits behind it). Here at most
 * `concurrency` run at once and at most `queue` wait; anyone beyond that is refused at once with 503
 * and Retry-After, which costs the server nothing.
 */
import { errors } from '../errors';

/** How long a refused caller is asked to wait before trying again. */
export const SEARCH_RETRY_AFTER_SECONDS = 5;

export const searchBusy = (message = 'Search is busy, try again in a few seconds') =>
  errors.unavailable(message, SEARCH_RETRY_AFTER_SECONDS);

export class Admission {
  private active = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {
    if (!(concurrency >= 1)) throw new RangeError('Admission needs a concurrency of at least 1');
  }

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  /** Runs `task` when a slot is free; refuses with 503 at once when every slot is taken and the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) this.active += 1;
    else if (this.waiters.length < this.queue) await new Promise<void>((resolve) => this.waiters.push(resolve));
    else throw searchBusy();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (so a newcomer cannot overtake the queue).
      const next = this.waiters.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

const admissions = new WeakMap<object, Admission>();

/** The admission of a database in this process (one per database, so every route searching it shares the same slots). */
export function searchAdmission(database: object, limits: { concurrency: number; queue: number }): Admission {
  let admission = admissions.get(database);
  if (!admission) admissions.set(database, (admission = new Admission(limits.concurrency, limits.queue)));
  return admission;
}
