/**
 * A bounded door in front of expensive reads (community searches the index cannot narrow, and the
 * background listings of remembered matches). Without it, a flood of such searches queues without
 * bound: on PostgreSQL it takes every pooled connection (and the whole site waits behind it), on
 * SQLite it piles up on the one worker thread (every scan search waits behind it). Here at most
 * `concurrency` run at once and at most `queue` wait; anyone beyond that is refused at once with 503
 * and Retry-After, which costs the server nothing.
 *
 * Two lanes (issue 27), so members never wait behind an anonymous storm:
 * - the open lane takes anonymous searches the index cannot narrow (the scans a storm of two-letter
 *   words makes): they queue only among themselves, SEARCH_CONCURRENCY run, SEARCH_QUEUE wait;
 * - the priority lane takes members' searches and every search the index narrows (and the listings
 *   of remembered matches): SEARCH_PRIORITY_CONCURRENCY run, SEARCH_PRIORITY_QUEUE wait, members
 *   ahead of anonymous waiters, and a member arriving at a full queue takes the place of the newest
 *   anonymous waiter (refused as if it had come last) rather than being refused.
 * The lanes' concurrencies add up: together they bound the work, and on PostgreSQL they stay below
 * the pool (server/config.ts checks it), so other queries always find a connection. The priority
 * lane is small (2 by default): members' searches are few (they are rate-limited per account) and a
 * separate lane needs only enough slots that one slow search does not hold up the next. On SQLite
 * every scan runs on the one worker thread anyway, which serves the priority lane's reads first
 * (db/backgroundReader.ts), so a member waits for at most the scan already running there.
 *
 * A request takes at most one slot: each listing gets a ticket (one per request), and the searches
 * of a ticket (PostgreSQL's trigram counts, the listing, the remembered matches listed in the
 * background) take its slot one after another, never two at once.
 */
import { storageBusy } from '../db/failures';

interface Waiter {
  /** Ahead of every waiter that is not urgent (a member's search in the priority lane). */
  urgent: boolean;
  admit: () => void;
  refuse: (error: Error) => void;
}

export class Admission {
  private active = 0;
  /** Urgent waiters first, each kind in arrival order. */
  private readonly waiters: Waiter[] = [];

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

  /**
   * Runs `task` when a slot is free; refuses with 503 at once when every slot is taken and the queue
   * is full. An urgent task waits ahead of the others and, at a full queue, takes the place of the
   * newest waiter that is not urgent, which is refused instead.
   */
  async run<T>(task: () => Promise<T>, options: { urgent?: boolean } = {}): Promise<T> {
    const urgent = options.urgent ?? false;
    if (this.active < this.concurrency) this.active += 1;
    else await this.wait(urgent);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (so a newcomer cannot overtake the queue).
      const next = this.waiters.shift();
      if (next) next.admit();
      else this.active -= 1;
    }
  }

  private wait(urgent: boolean): Promise<void> {
    if (this.waiters.length >= this.queue) {
      const last = this.waiters.at(-1);
      if (!urgent || !last || last.urgent) return Promise.reject(storageBusy());
      this.waiters.pop();
      last.refuse(storageBusy());
    }
    return new Promise<void>((admit, refuse) => {
      const waiter = { urgent, admit, refuse };
      const behind = urgent ? this.waiters.findIndex((other) => !other.urgent) : -1;
      if (behind === -1) this.waiters.push(waiter);
      else this.waiters.splice(behind, 0, waiter);
    });
  }
}

/** The settings of the lanes (server/config.ts `search`). */
export interface LaneLimits {
  concurrency: number;
  queue: number;
  priorityConcurrency: number;
  priorityQueue: number;
}

/** What a ticket's search is: whose, and whether the index narrows it. */
export interface SearchKind {
  /** The index narrows it (a few candidates, or a count of the index): it runs in the priority lane. */
  narrowable: boolean;
}

/** The two lanes of a database in this process. */
export class SearchLanes {
  /** Anonymous searches the index cannot narrow. */
  readonly open: Admission;
  /** Members' searches and searches the index narrows. */
  readonly priority: Admission;

  constructor(limits: LaneLimits) {
    this.open = new Admission(limits.concurrency, limits.queue);
    this.priority = new Admission(limits.priorityConcurrency, limits.priorityQueue);
  }

  /** The admission of one request: a member's, or a visitor's. */
  ticket(member: boolean): AdmissionTicket {
    return new AdmissionTicket(this, member);
  }
}

/**
 * One request's way through the lanes: its searches run one at a time, each in its lane, so the
 * request never holds (or waits for) more than one slot. A search asked while another of the same
 * request holds its slot waits for it outside the lanes, taking nobody's place.
 */
export class AdmissionTicket {
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly lanes: SearchLanes,
    readonly member: boolean,
  ) {}

  /** Whether the reads of a search of this kind go first on SQLite's worker thread (they run in the priority lane). */
  isPriority(kind: SearchKind): boolean {
    return this.member || kind.narrowable;
  }

  run<T>(task: () => Promise<T>, kind: SearchKind): Promise<T> {
    const lane = this.isPriority(kind) ? this.lanes.priority : this.lanes.open;
    const turn = this.last.then(() => lane.run(task, { urgent: this.member }));
    this.last = turn.catch(() => undefined);
    return turn;
  }
}

const lanesOf = new WeakMap<object, SearchLanes>();

/** The lanes of a database in this process (one pair per database, so every route searching it shares the same slots). */
export function searchAdmission(database: object, limits: LaneLimits): SearchLanes {
  let lanes = lanesOf.get(database);
  if (!lanes) lanesOf.set(database, (lanes = new SearchLanes(limits)));
  return lanes;
}
