/**
 * The lanes of the search admission (issue 27): members' searches and searches the index narrows
 * have a lane of their own, so an anonymous storm of scans never refuses them or makes them wait;
 * each lane is first come, first served; a request holds at most one slot.
 */
import { describe, expect, it } from 'vitest';
import { SearchLanes } from '../../../server/search/admission';

/** A task that runs until released. */
function held<T>(value: T) {
  let release!: () => void;
  let started = false;
  const task = () => {
    started = true;
    return new Promise<T>((resolve) => (release = () => resolve(value)));
  };
  return { task, release: () => release(), started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const scan = { narrowable: false };
const narrowable = { narrowable: true };

/** Lanes with the open lane full: its one slot taken, its one place in the queue taken. */
async function stormed() {
  const lanes = new SearchLanes({ concurrency: 1, queue: 1, priorityConcurrency: 1, priorityQueue: 1 });
  const storm = [held('running'), held('queued')];
  const runs = storm.map((t) => lanes.ticket(false).run(t.task, scan));
  await settle();
  expect([lanes.open.running, lanes.open.waiting]).toEqual([1, 1]);
  const release = async () => {
    for (const t of storm) {
      t.release();
      await settle();
    }
    return Promise.all(runs);
  };
  return { lanes, release };
}

describe('search admission lanes', () => {
  it("admits a member's search at once while the anonymous lane is full and queued", async () => {
    const { lanes, release } = await stormed();
    expect(await lanes.ticket(true).run(async () => 'member', scan)).toBe('member');
    // A narrowable search of a visitor is not held up either.
    expect(await lanes.ticket(false).run(async () => 'narrowed', narrowable)).toBe('narrowed');
    expect(await release()).toEqual(['running', 'queued']);
  });

  it('refuses the anonymous overflow at once with 503', async () => {
    const { lanes, release } = await stormed();
    let ran = false;
    const refused = await lanes
      .ticket(false)
      .run(async () => (ran = true), scan)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(ran).toBe(false);
    await release();
  });

  it('serves each lane first come, first served; members wait ahead of visitors in theirs', async () => {
    const lanes = new SearchLanes({ concurrency: 1, queue: 3, priorityConcurrency: 1, priorityQueue: 3 });
    const order: string[] = [];
    const runOf = (name: string, member: boolean, kind: { narrowable: boolean }) => {
      const t = held(name);
      const run = lanes.ticket(member).run(() => (order.push(name), t.task()), kind);
      return { ...t, run };
    };
    const open = ['a1', 'a2', 'a3', 'a4'].map((name) => runOf(name, false, scan));
    const priority = [
      runOf('v1', false, narrowable),
      runOf('v2', false, narrowable),
      runOf('m1', true, scan),
      runOf('m2', true, narrowable),
    ];
    await settle();
    // One at a time, the task running in each lane ends.
    for (let round = 0; round < 4; round += 1) {
      for (const t of [...open, ...priority]) if (t.started()) t.release();
      await settle();
    }
    await Promise.all([...open, ...priority].map((t) => t.run));
    expect(order.filter((name) => name.startsWith('a'))).toEqual(['a1', 'a2', 'a3', 'a4']);
    // v1 took the free slot; the members then went ahead of the visitor waiting, in their own order.
    expect(order.filter((name) => !name.startsWith('a'))).toEqual(['v1', 'm1', 'm2', 'v2']);
  });

  it("refuses the newest visitor waiting, not a member, when the priority lane's queue is full", async () => {
    const lanes = new SearchLanes({ concurrency: 1, queue: 1, priorityConcurrency: 1, priorityQueue: 1 });
    const first = held('first');
    const running = lanes.ticket(false).run(first.task, narrowable);
    const waiting = lanes.ticket(false).run(async () => 'visitor', narrowable);
    await settle();
    const member = lanes.ticket(true).run(async () => 'member', scan);
    await expect(waiting).rejects.toMatchObject({ statusCode: 503 });
    first.release();
    expect(await Promise.all([running, member])).toEqual(['first', 'member']);
  });

  it('never lets one request hold two slots: its searches take its slot one after another', async () => {
    const lanes = new SearchLanes({ concurrency: 2, queue: 2, priorityConcurrency: 2, priorityQueue: 2 });
    for (const member of [false, true]) {
      const ticket = lanes.ticket(member);
      const lane = member ? lanes.priority : lanes.open;
      const [first, second] = [held(1), held(2)];
      const runs = [ticket.run(first.task, scan), ticket.run(second.task, scan)];
      await settle();
      // The second waits for the first outside the lane: one slot taken, nobody's place in the queue.
      expect([lane.running, lane.waiting, second.started()]).toEqual([1, 0, false]);
      first.release();
      await settle();
      expect([lane.running, second.started()]).toEqual([1, true]);
      second.release();
      expect(await Promise.all(runs)).toEqual([1, 2]);
      expect(lane.running).toBe(0);
    }
  });
});
