/**
 * A flood of anonymous community searches the index cannot narrow (two-letter words: the scan path
 * on both databases) is bounded: SEARCH_CONCURRENCY run, SEARCH_QUEUE wait, every other visitor is
 * refused at once with 503 SERVICE_UNAVAILABLE and Retry-After, while lists that need no scan keep
 * answering (members' searches have a lane of their own: lanes.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAdmission } from '../../../server/search/admission';
import { Agent, createPrompt, createTestApp, registerUser, type ApiResponse, type TestApp } from '../helpers/app';

let t: TestApp;
let member: Agent;
beforeAll(async () => {
  t = await createTestApp({ env: { SEARCH_CONCURRENCY: '1', SEARCH_QUEUE: '2' } });
  member = await registerUser(t.app);
  await createPrompt(member, { title: 'Abacus drills', shared: true });
});
afterAll(async () => {
  await t.close();
});

/** Takes every slot of the anonymous lane until released (as long-running searches would). */
async function occupy(): Promise<() => Promise<void>> {
  const admission = searchAdmission(t.database, t.config.search).open;
  const releases: (() => void)[] = [];
  const running = Array.from({ length: admission.concurrency }, () =>
    admission.run(() => new Promise<void>((resolve) => releases.push(resolve))),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return async () => {
    for (const release of releases) release();
    await Promise.all(running);
  };
}

function expectBusy(res: ApiResponse) {
  expect(res.status).toBe(503);
  expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a flood of scan searches', () => {
  it('lets SEARCH_QUEUE wait and refuses the rest at once with 503 and Retry-After; the waiters answer once a slot frees', async () => {
    const release = await occupy();
    const visitor = new Agent(t.app);
    // Two-letter pieces of the one shared title, each page size its own cache entry: twelve different scans.
    const pieces = ['ab', 'ba', 'ac', 'cu', 'us', 'dr', 'ri', 'il', 'll', 'ls'];
    const settled: ApiResponse[] = [];
    const search = (agent: Agent, i: number) =>
      agent
        .get(`/api/community/prompts?q=${pieces[i % pieces.length]}&pageSize=${10 + i}`)
        .then((res) => (settled.push(res), res));
    const flood = Array.from({ length: 13 }, (_, i) => search(visitor, i));
    // Everyone beyond the queue is answered while the slot is still taken.
    while (settled.length < flood.length - 2) await new Promise((resolve) => setImmediate(resolve));
    for (const res of settled) expectBusy(res);
    // A list that needs no scan is not held up.
    expect((await visitor.get('/api/community/prompts?pageSize=7')).status).toBe(200);

    await release();
    const answers = await Promise.all(flood);
    const served = answers.filter((res) => res.status === 200);
    expect(served).toHaveLength(2);
    for (const res of served) expect(res.body.items.map((p: { title: string }) => p.title)).toEqual(['Abacus drills']);
    // Free again: the next search runs.
    expect(
      (await visitor.get('/api/community/prompts?q=cu')).body.items.map((p: { title: string }) => p.title),
    ).toEqual(['Abacus drills']);
  });
});
