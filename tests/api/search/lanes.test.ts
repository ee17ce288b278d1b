/**
 * Members never wait behind an anonymous storm (issue 27): while anonymous searches the index
 * cannot narrow fill their lane (SEARCH_CONCURRENCY=1 running a slowed scan, SEARCH_QUEUE=1
 * waiting, the rest refused with 503), a member's search, and a visitor's search the index
 * narrows, answer 200 at once; on SQLite a member's scan also goes ahead of the anonymous reads
 * waiting for the one worker thread.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchAdmission } from '../../../server/search/admission';
import { Agent, createPrompt, createTestApp, registerUser, type ApiResponse, type TestApp } from '../helpers/app';
import { usingPostgres } from '../helpers/db';

let t: TestApp;
let member: Agent;
beforeAll(async () => {
  t = await createTestApp({ env: { SEARCH_CONCURRENCY: '1', SEARCH_QUEUE: '1' } });
  member = await registerUser(t.app);
  await createPrompt(member, { title: 'Abacus drills', shared: true });
});
afterAll(async () => {
  await t.close();
});

const titles = (res: ApiResponse) => res.body.items.map((p: { title: string }) => p.title);

/** Every anonymous scan holds its slot until released, as a scan of a large table would. */
function slowAnonymousScans() {
  const lane = searchAdmission(t.database, t.config.search).open;
  const run = lane.run.bind(lane);
  let released: () => void = () => {};
  const gate = new Promise<void>((resolve) => (released = resolve));
  const spy = vi.spyOn(lane, 'run').mockImplementation((task, options) =>
    run(async () => {
      await gate;
      return task();
    }, options),
  );
  return {
    lane,
    release() {
      spy.mockRestore();
      released();
    },
  };
}

describe('search lanes during an anonymous storm', () => {
  it("answers a member's search 200 while the anonymous lane is full, and refuses the anonymous overflow with 503", async () => {
    const slowed = slowAnonymousScans();
    const visitor = new Agent(t.app);
    // Distinct two-letter pieces of the shared title and page sizes: no cache answers any of them.
    const pieces = ['ab', 'ba', 'ac', 'cu', 'us', 'dr'];
    const settled: ApiResponse[] = [];
    const storm = pieces.map((q, i) =>
      visitor.get(`/api/community/prompts?q=${q}&pageSize=${10 + i}`).then((res) => (settled.push(res), res)),
    );
    while (settled.length < pieces.length - 2) await new Promise((resolve) => setImmediate(resolve));
    expect([slowed.lane.running, slowed.lane.waiting]).toEqual([1, 1]);
    for (const res of settled) expect(res.status).toBe(503);

    // The lane is still full: the member's scan and an indexed search of the visitor answer meanwhile.
    const mine = await member.get('/api/community/prompts?q=cu');
    expect(mine.status).toBe(200);
    expect(titles(mine)).toEqual(['Abacus drills']);
    const indexed = await visitor.get('/api/community/prompts?q=abacus');
    expect(indexed.status).toBe(200);
    expect(titles(indexed)).toEqual(['Abacus drills']);
    expect([slowed.lane.running, slowed.lane.waiting]).toEqual([1, 1]);

    slowed.release();
    const answers = await Promise.all(storm);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
  });

  it.skipIf(usingPostgres)(
    "runs a member's scan on SQLite's worker thread ahead of the anonymous reads waiting for it",
    async () => {
      const background = t.database.background!;
      const slow = (rows: number) =>
        sql<{
          n: number;
        }>`with recursive counter(i) as (select 1 union all select i + 1 from counter where i < ${sql.lit(rows)}) select count(*) as n from counter`.compile(
          t.database.kysely,
        );
      const finished: string[] = [];
      const running = background.read(slow(1_000_001)).then(() => finished.push('running'));
      const waiting = background.read(slow(1_000_002)).then(() => finished.push('waiting'));
      const mine = await member.get('/api/community/prompts?q=dr');
      finished.push('member');
      expect(mine.status).toBe(200);
      expect(titles(mine)).toEqual(['Abacus drills']);
      await Promise.all([running, waiting]);
      expect(finished).toEqual(['running', 'member', 'waiting']);
    },
  );
});
