/**
 * API benchmark on loopback: requests per second, p50 and p99 latency with
 * autocannon (20 connections; 10 s a case on the small dataset, 5 s on the large one), on
 * SQLite, then on PostgreSQL (TEST_DATABASE_URL, or a throwaway cluster started through
 * scripts/with-postgres.sh when Debian's PostgreSQL is installed):
 *   - hello: a bare Fastify server (scripts/bench/hello.mjs), the baseline of every ratio;
 *   - small dataset (the demo seed plus 300 shared prompts):
 *       GET /api/community/prompts (anonymous, first page of 20), its % of hello,
 *       PUT /api/votes/curated/:n   (one logged-in user, alternating up/down);
 *   - large dataset (--large; scripts/bench/dataset.ts: 10,000 users, 100,000 shared prompts,
 *     1,000,000 votes, 100,000 comments), generation time, then newest and most-voted page 1,
 *     newest page 1 signed in, deep pages (cursor of the row at offset 40,000), a search hit,
 *     a search miss and a two-character Chinese search, and the longest event-loop block of the
 *     server (PROMPTDECK_EVENT_LOOP_REPORT=1, read per case through SIGUSR2).
 *
 *   npx tsx scripts/bench-api.ts                  # small dataset, SQLite then PostgreSQL
 *   npx tsx scripts/bench-api.ts --large          # small and large datasets
 *   npx tsx scripts/bench-api.ts --large --no-small
 *   npx tsx scripts/bench-api.ts --only=sqlite | --only=postgres
 *   BENCH_DURATION=5 BENCH_LARGE_DURATION=10 BENCH_CONNECTIONS=20 npx tsx scripts/bench-api.ts
 *
 * The server runs in its own process (server/main.ts) so autocannon does not
 * share its event loop. Figures are printed, nothing is asserted. Only
 * 127.0.0.1 is ever targeted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDatabase } from '../server/db';
import { DEMO_USER } from '../server/db/seed';
import { encodeCursor } from '../server/repositories/cursor';
import { BENCH_LOGIN, generateDataset, loadPostgres, loadSqlite, SEARCH_HIT, SEARCH_MISS, SEARCH_SHORT_MISS, SEARCH_ZH, SIZES, type Dataset, type LoadTimings } from './bench/dataset';
import { loopbackServerUrl, postgresInstalled, rerunUnderThrowawayPostgres, withPostgresDatabase } from './bench/postgres';
import { freePort, HOST, login, prepareData, ROOT, run, startServer, stopChild, waitForHealth, type RunningServer } from './bench/server';
import { table } from './bench/table';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LARGE_DURATION = Number(process.env.BENCH_LARGE_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** PUBLIC_CACHE_MS's default in server/config.ts. */
const PUBLIC_CACHE_DEFAULT_MS = 2000;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const large = process.argv.includes('--large');
const small = !process.argv.includes('--no-small');
/** Figures of every database are appended here (JSON lines) so the parent can print one summary. */
const RESULTS_FILE = process.env.BENCH_API_RESULTS;

type DatasetName = 'hello' | 'small' | 'large';

interface Figure {
  database: string;
  dataset: DatasetName;
  case: string;
  rps: number;
  p99: number;
  p50: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Longest event-loop block of the server during this case (large dataset). */
  eventLoopMs?: number;
  /** A worst case shown for its event-loop block, outside the p99 targets. */
  worstCase?: boolean;
}

interface DatabaseResult {
  database: string;
  figures: Figure[];
  generation?: LoadTimings & { generate: number };
  note?: string;
}

function figure(database: string, dataset: DatasetName, name: string, result: autocannon.Result): Figure {
  return {
    database,
    dataset,
    case: name,
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The bare Fastify baseline, measured like every case. */
async function benchHello(label: string): Promise<Figure> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'hello.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST },
  });
  try {
    const url = `http://${HOST}:${port}/`;
    await waitForHealth(url, child);
    await run({ url, connections: 10, duration: 1 });
    console.error(`[bench] ${label}: bare Fastify hello, ${CONNECTIONS} connections × ${DURATION} s`);
    return figure(label, 'hello', 'bare Fastify hello (baseline)', await run({ url, connections: CONNECTIONS, duration: DURATION }));
  } finally {
    await stopChild(child);
  }
}

async function benchSmall(label: string, databaseUrl: string | undefined): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-bench-'));
  const figures: Figure[] = [];
  let server: RunningServer | undefined;
  try {
    await prepareData(databaseUrl, dataDir);
    server = await startServer(dataDir, databaseUrl);
    const { base } = server;
    const cookie = await login(base, DEMO_USER.username, DEMO_USER.password);

    // Warm-up, not recorded.
    await run({ url: `${base}/api/community/prompts`, connections: 10, duration: 1 });

    console.error(`[bench] ${label}: GET /api/community/prompts, ${CONNECTIONS} connections × ${DURATION} s`);
    figures.push(figure(label, 'small', 'GET /api/community/prompts', await run({ url: `${base}/api/community/prompts`, connections: CONNECTIONS, duration: DURATION })));

    let counter = 0;
    console.error(`[bench] ${label}: PUT /api/votes/curated/:n, ${CONNECTIONS} connections × ${DURATION} s`);
    figures.push(
      figure(
        label,
        'small',
        'PUT /api/votes/curated/:n',
        await run({
          url: base,
          connections: CONNECTIONS,
          duration: DURATION,
          requests: [
            {
              method: 'PUT',
              path: '/api/votes/curated/1',
              headers: { 'content-type': 'application/json', 'x-requested-with': 'promptdeck', cookie },
              setupRequest: (request) => {
                counter += 1;
                return {
                  ...request,
                  path: `/api/votes/curated/${(counter % 278) + 1}`,
                  body: JSON.stringify({ value: counter % 2 === 0 ? 1 : -1 }),
                };
              },
            },
          ],
        }),
      ),
    );
    await server.stop();

    // The same list with the public cache on (PUBLIC_CACHE_MS's default), as `npm start` serves visitors.
    server = await startServer(dataDir, databaseUrl, PUBLIC_CACHE_DEFAULT_MS);
    await run({ url: `${server.base}/api/community/prompts`, connections: 10, duration: 1 });
    console.error(`[bench] ${label}: GET /api/community/prompts (public cache), ${CONNECTIONS} connections × ${DURATION} s`);
    figures.push(
      figure(label, 'small', 'GET /api/community/prompts (public cache)', await run({ url: `${server.base}/api/community/prompts`, connections: CONNECTIONS, duration: DURATION })),
    );
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

let dataset: Promise<{ data: Dataset; seconds: number }> | undefined;
function largeDataset() {
  dataset ??= (async () => {
    const started = performance.now();
    const data = await generateDataset();
    return { data, seconds: (performance.now() - started) / 1000 };
  })();
  return dataset;
}

/** Key parts of the row at `offset` in an order, as the API's cursor (the next page starts after it). */
async function cursorAt(databaseUrl: string | undefined, dataDir: string, offset: number) {
  const database = createDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'promptdeck.sqlite') });
  try {
    const db = database.kysely;
    const newest = await db.selectFrom('prompts').select(['created_at', 'id']).where('shared', '=', 1).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(1).executeTakeFirstOrThrow();
    const votes = await db
      .selectFrom('prompts')
      .select(['score', 'created_at', 'id'])
      .where('shared', '=', 1)
      .orderBy('score', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
    const share = async (word: string) => {
      const pattern = `%${word.toLowerCase()}%`;
      const row = await sql<{ n: unknown }>`select count(*) as n from prompts where shared = 1 and lower(title || ' ' || description) like ${pattern}`.execute(db);
      return Number(row.rows[0]!.n) / SIZES.sharedPrompts;
    };
    return {
      newest: encodeCursor([newest.created_at, newest.id]),
      votes: encodeCursor([Number(votes.score), votes.created_at, votes.id]),
      share: { hit: await share(SEARCH_HIT), miss: await share(SEARCH_MISS), zh: await share(SEARCH_ZH), shortMiss: await share(SEARCH_SHORT_MISS) },
    };
  } finally {
    await database.destroy();
  }
}

async function benchLarge(label: string, databaseUrl: string | undefined): Promise<{ figures: Figure[]; generation: DatabaseResult['generation'] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-bench-large-'));
  const figures: Figure[] = [];
  let server: RunningServer | undefined;
  try {
    const { data, seconds } = await largeDataset();
    console.error(`[bench] ${label}: loading the large dataset`);
    const timings = databaseUrl ? await loadPostgres(databaseUrl, data) : await loadSqlite(path.join(dataDir, 'promptdeck.sqlite'), data);
    const generation = { ...timings, generate: seconds };
    console.error(`[bench] ${label}: large dataset generated in ${seconds.toFixed(1)} s, loaded in ${timings.total.toFixed(1)} s ${JSON.stringify(timings.steps ?? {})}`);
    const { newest, votes, share } = await cursorAt(databaseUrl, dataDir, 40_000);
    server = await startServer(dataDir, databaseUrl);
    const { base } = server;
    const cookie = await login(base, BENCH_LOGIN.username, BENCH_LOGIN.password);
    const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
    const cases: { name: string; path: string; cookie?: string; worstCase?: boolean }[] = [
      { name: 'newest, page 1', path: '/api/community/prompts' },
      { name: 'most voted, page 1', path: '/api/community/prompts?sort=votes' },
      { name: 'newest, page 1, signed in', path: '/api/community/prompts', cookie },
      { name: 'newest, deep (after row 40,000)', path: `/api/community/prompts?cursor=${newest}` },
      { name: 'most voted, deep (after row 40,000)', path: `/api/community/prompts?sort=votes&cursor=${votes}` },
      { name: `search hit "${SEARCH_HIT}" (${pct(share.hit)})`, path: `/api/community/prompts?q=${encodeURIComponent(SEARCH_HIT)}` },
      { name: `search miss "${SEARCH_MISS}" (${pct(share.miss)})`, path: `/api/community/prompts?q=${encodeURIComponent(SEARCH_MISS)}` },
      { name: `search 2 chars "${SEARCH_ZH}" (${pct(share.zh)})`, path: `/api/community/prompts?q=${encodeURIComponent(SEARCH_ZH)}` },
      // No index can narrow a two-letter word that matches nothing: every shared prompt is read.
      // Shown for the event loop (SQLite reads it on a worker thread), not held to the p99 target.
      {
        name: `worst case: 2 chars, no match "${SEARCH_SHORT_MISS}" (${pct(share.shortMiss)})`,
        path: `/api/community/prompts?q=${encodeURIComponent(SEARCH_SHORT_MISS)}`,
        worstCase: true,
      },
    ];
    for (const c of cases) {
      // A correct answer first: 200 with a page of items (none for the miss).
      const res = await fetch(`${base}${c.path}`, { headers: c.cookie ? { cookie: c.cookie } : {} });
      const body = (await res.json()) as { items?: unknown[] };
      if (!res.ok) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(body)}`);
      const headers = c.cookie ? { cookie: c.cookie } : undefined;
      await run({ url: `${base}${c.path}`, connections: 10, duration: 1, headers });
      await server.eventLoop();
      console.error(`[bench] ${label}: ${c.name} (${body.items?.length ?? 0} items), ${CONNECTIONS} connections × ${LARGE_DURATION} s`);
      const result = await run({ url: `${base}${c.path}`, connections: CONNECTIONS, duration: LARGE_DURATION, headers });
      const loop = await server.eventLoop();
      figures.push({ ...figure(label, 'large', c.name, result), eventLoopMs: loop.longestBlockMs, worstCase: c.worstCase });
    }
    await server.stop();

    // What visitors get from `npm start`: the public cache serves repeated pages and searches.
    server = await startServer(dataDir, databaseUrl, PUBLIC_CACHE_DEFAULT_MS);
    const signedIn = await login(server.base, BENCH_LOGIN.username, BENCH_LOGIN.password);
    const searchHit = cases.find((item) => item.name.startsWith('search hit'))!;
    const cachedCases = [
      ...cases.filter((item) => !item.cookie && /page 1|search/.test(item.name)),
      { ...searchHit, name: `${searchHit.name}, signed in`, cookie: signedIn },
    ];
    for (const c of cachedCases) {
      const headers = c.cookie ? { cookie: c.cookie } : undefined;
      await run({ url: `${server.base}${c.path}`, connections: 10, duration: 1, headers });
      await server.eventLoop();
      console.error(`[bench] ${label}: ${c.name} (public cache), ${CONNECTIONS} connections × ${LARGE_DURATION} s`);
      const result = await run({ url: `${server.base}${c.path}`, connections: CONNECTIONS, duration: LARGE_DURATION, headers });
      const loop = await server.eventLoop();
      figures.push({ ...figure(label, 'large', `${c.name} (public cache)`, result), eventLoopMs: loop.longestBlockMs });
    }
    return { figures, generation };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `fresh` runs a step on a new empty database (the SQLite file lives in the step's own folder). */
async function benchDatabase(label: string, fresh: (fn: (url: string | undefined) => Promise<void>) => Promise<void>): Promise<DatabaseResult> {
  const result: DatabaseResult = { database: label, figures: [] };
  result.figures.push(await benchHello(label));
  if (small) await fresh(async (url) => void result.figures.push(...(await benchSmall(label, url))));
  if (large) {
    await fresh(async (url) => {
      const { figures, generation } = await benchLarge(label, url);
      result.figures.push(...figures);
      result.generation = generation;
    });
  }
  return result;
}

const P99_TARGET: Record<string, number> = { SQLite: 25, PostgreSQL: 50 };
const EVENT_LOOP_TARGET = 50;
const SMALL_TARGET = 0.25;

function print(results: DatabaseResult[]) {
  for (const result of results) {
    const hello = result.figures.find((f) => f.dataset === 'hello');
    const target = P99_TARGET[result.database] ?? 25;
    console.log(`\n${result.database} — ${CONNECTIONS} connections; ratio = req/s ÷ bare Fastify hello's req/s in the same run`);
    if (result.generation) {
      const g = result.generation;
      console.log(
        `large dataset (${SIZES.users.toLocaleString('en')} users, ${SIZES.sharedPrompts.toLocaleString('en')} shared + ${SIZES.privatePrompts.toLocaleString('en')} private prompts, ` +
          `${SIZES.votes.toLocaleString('en')} votes, ${SIZES.comments.toLocaleString('en')} comments): generated in ${g.generate.toFixed(1)} s, ` +
          `loaded in ${g.total.toFixed(1)} s (migrations ${g.migrate.toFixed(1)} s, rows and search index ${g.rows.toFixed(1)} s, counters${result.database === 'PostgreSQL' ? ' and vacuum analyze' : ''} ${g.counters.toFixed(1)} s)`,
      );
    }
    table(
      ['dataset', 'case', 'req/s', 'ratio', 'p50 ms', 'p99 ms', 'target', 'loop ms', 'requests', 'non-2xx', 'errors'],
      result.figures.map((f) => {
        const ratio = hello && f !== hello ? `${((f.rps / hello.rps) * 100).toFixed(0)} %` : '';
        const goal =
          f.dataset === 'large'
            ? f.worstCase
              ? 'none'
              : `${f.p99 <= target ? 'ok' : 'MISSED'} ≤ ${target}`
            : f.dataset === 'small' && f.case.startsWith('GET') && hello
              ? `${f.rps / hello.rps >= SMALL_TARGET ? 'ok' : 'MISSED'} ≥ 25 %`
              : '';
        return [f.dataset, f.case, f.rps.toFixed(0), ratio, f.p50.toFixed(1), f.p99.toFixed(1), goal, f.eventLoopMs === undefined ? '' : f.eventLoopMs.toFixed(0), String(f.total), String(f.non2xx), String(f.errors)];
      }),
    );
    for (const cached of [false, true]) {
      const loops = result.figures.filter((f) => f.eventLoopMs !== undefined && f.case.includes('public cache') === cached).map((f) => f.eventLoopMs!);
      if (!loops.length) continue;
      const longest = Math.max(...loops);
      const how = cached ? 'with the public cache' : 'every request to the database';
      console.log(`${result.database}: longest event-loop block (${how}): ${longest.toFixed(0)} ms   target ≤ ${EVENT_LOOP_TARGET} ms ${longest <= EVENT_LOOP_TARGET ? 'ok' : 'MISSED'}`);
    }
    for (const listing of result.figures.filter((f) => f.dataset === 'small' && f.case.startsWith('GET'))) {
      if (!hello) break;
      const share = listing.rps / hello.rps;
      const how = listing.case.includes('public cache') ? 'with the public cache' : 'every request to the database';
      console.log(`${result.database}: small dataset, community list (${how}) at ${(share * 100).toFixed(0)} % of hello (${listing.rps.toFixed(0)} ÷ ${hello.rps.toFixed(0)} req/s)   target ≥ 25 % ${share >= SMALL_TARGET ? 'ok' : 'MISSED'}`);
    }
  }
}

function record(result: DatabaseResult) {
  if (RESULTS_FILE) fs.appendFileSync(RESULTS_FILE, `${JSON.stringify(result)}\n`);
}

async function main() {
  const serverUrl = loopbackServerUrl();
  const results: DatabaseResult[] = [];
  if (only !== 'postgres') {
    const result = await benchDatabase('SQLite', (fn) => fn(undefined));
    results.push(result);
    record(result);
  }
  if (only !== 'sqlite') {
    if (serverUrl) {
      const result = await benchDatabase('PostgreSQL', (fn) => withPostgresDatabase(serverUrl, fn));
      results.push(result);
      record(result);
    } else if (postgresInstalled()) {
      if (results.length) print(results);
      const file = RESULTS_FILE ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-bench-results-')), 'results.jsonl');
      const status = rerunUnderThrowawayPostgres(__filename, { BENCH_API_RESULTS: file });
      if (!RESULTS_FILE) {
        const all = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as DatabaseResult) : [];
        if (all.length > 0) {
          console.log('\nAll databases:');
          print([...results, ...all.filter((r) => r.database === 'PostgreSQL')]);
        }
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
      process.exitCode = status;
      return;
    } else {
      console.error('[bench] PostgreSQL is not installed (apt-get install postgresql): SQLite only');
    }
  }
  print(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
