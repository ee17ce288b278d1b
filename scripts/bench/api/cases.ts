/**
 * The API bench's cases, each measured with autocannon against a server of its own:
 *   - hello: a bare Fastify server (hello.ts), the baseline of every ratio;
 *   - small dataset (smallDataset.ts): the anonymous community list, a signed-in vote on curated
 *     prompts, and the list again with the public cache at its production default;
 *   - large dataset (largeDataset.ts): first and deep pages in both orders, signed in and not,
 *     searches that hit, miss and read everything, each with the server's longest event-loop
 *     block, then the anonymous ones again with the public cache.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/config';
import { sqliteFileIn } from '../../../server/db';
import { DEMO_USER } from '../../../server/setup/seed';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/api/limits';
import { PROMPT_COUNT } from '../../../src/prompts/count';
import { freePort } from '../../lib/freePort';
import { HOST, login, ROOT, run, startServer, stopChild, waitForHealth, type RunningServer } from '../server';
import { prepareSmallDataset } from '../smallDataset';
import { cursorAt, largeDataset } from './data';
import {
  BENCH_LOGIN,
  loadPostgres,
  loadSqlite,
  SEARCH_HIT,
  SEARCH_MISS,
  SEARCH_SHORT_MISS,
  SEARCH_ZH,
} from './largeDataset';
import { figure, type DatabaseResult, type Figure } from './report';
import { CONNECTIONS, DURATION, LARGE_DURATION } from './settings';

/** The public cache as `npm start` runs it (PUBLIC_CACHE_MS's default). */
const PUBLIC_CACHE_DEFAULT_MS = loadConfig({}).publicCacheMs;

/** The bare Fastify baseline, measured like every case. */
export async function benchHello(label: string): Promise<Figure> {
  const port = await freePort(HOST);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench', 'hello.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST },
  });
  try {
    const url = `http://${HOST}:${port}/`;
    await waitForHealth(url, child);
    await run({ url, connections: 10, duration: 1 });
    console.error(`[bench] ${label}: bare Fastify hello, ${CONNECTIONS} connections × ${DURATION} s`);
    return figure(
      label,
      'hello',
      'bare Fastify hello (baseline)',
      await run({ url, connections: CONNECTIONS, duration: DURATION }),
    );
  } finally {
    await stopChild(child);
  }
}

/** What an MCP client sends with each call to /api/mcp (Streamable HTTP, JSON answers). */
const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
};

/** The MCP calls the bench measures, as JSON-RPC bodies. */
const MCP_CASES: [string, unknown][] = [
  ['prompts/list', { jsonrpc: '2.0', id: 1, method: 'prompts/list', params: {} }],
  [
    'prompts/get',
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'prompts/get',
      params: { name: 'promptdeck-001', arguments: { genre: 'noir', language: 'ja' } },
    },
  ],
  [
    'tools/call search_prompts',
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search_prompts', arguments: { text: 'story', language: 'fr', source: 'both' } },
    },
  ],
];

export async function benchSmall(label: string, databaseUrl: string | undefined): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-bench-'));
  const figures: Figure[] = [];
  let server: RunningServer | undefined;
  try {
    await prepareSmallDataset(databaseUrl, dataDir);
    server = await startServer(dataDir, databaseUrl);
    const { base } = server;
    const cookie = await login(base, DEMO_USER.username, DEMO_USER.password);

    // Warm-up, not recorded.
    await run({ url: `${base}/api/community/prompts`, connections: 10, duration: 1 });

    console.error(`[bench] ${label}: GET /api/community/prompts, ${CONNECTIONS} connections × ${DURATION} s`);
    figures.push(
      figure(
        label,
        'small',
        'GET /api/community/prompts',
        await run({ url: `${base}/api/community/prompts`, connections: CONNECTIONS, duration: DURATION }),
      ),
    );

    // MCP next to the REST list (target: p99 within 2x of it): anonymous, as an assistant without a token asks.
    for (const [name, body] of MCP_CASES) {
      console.error(`[bench] ${label}: MCP ${name}, ${CONNECTIONS} connections × ${DURATION} s`);
      const request = { method: 'POST' as const, path: '/api/mcp', headers: MCP_HEADERS, body: JSON.stringify(body) };
      await run({ url: base, connections: 10, duration: 1, requests: [request] });
      figures.push(
        figure(
          label,
          'small',
          `MCP ${name}`,
          await run({ url: base, connections: CONNECTIONS, duration: DURATION, requests: [request] }),
        ),
      );
    }

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
              headers: { 'content-type': 'application/json', [CSRF_HEADER.toLowerCase()]: CSRF_HEADER_VALUE, cookie },
              setupRequest: (request) => {
                counter += 1;
                return {
                  ...request,
                  path: `/api/votes/curated/${(counter % PROMPT_COUNT) + 1}`,
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
    console.error(
      `[bench] ${label}: GET /api/community/prompts (public cache), ${CONNECTIONS} connections × ${DURATION} s`,
    );
    figures.push(
      figure(
        label,
        'small',
        'GET /api/community/prompts (public cache)',
        await run({ url: `${server.base}/api/community/prompts`, connections: CONNECTIONS, duration: DURATION }),
      ),
    );
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

export async function benchLarge(
  label: string,
  databaseUrl: string | undefined,
): Promise<{ figures: Figure[]; generation: DatabaseResult['generation'] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-bench-large-'));
  const figures: Figure[] = [];
  let server: RunningServer | undefined;
  try {
    const { data, seconds } = await largeDataset();
    console.error(`[bench] ${label}: loading the large dataset`);
    const timings = databaseUrl ? await loadPostgres(databaseUrl, data) : await loadSqlite(sqliteFileIn(dataDir), data);
    const generation = { ...timings, generate: seconds };
    console.error(
      `[bench] ${label}: large dataset generated in ${seconds.toFixed(1)} s, loaded in ${timings.total.toFixed(1)} s ${JSON.stringify(timings.steps ?? {})}`,
    );
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
      {
        name: `search hit "${SEARCH_HIT}" (${pct(share.hit)})`,
        path: `/api/community/prompts?q=${encodeURIComponent(SEARCH_HIT)}`,
      },
      {
        name: `search miss "${SEARCH_MISS}" (${pct(share.miss)})`,
        path: `/api/community/prompts?q=${encodeURIComponent(SEARCH_MISS)}`,
      },
      {
        name: `search 2 chars "${SEARCH_ZH}" (${pct(share.zh)})`,
        path: `/api/community/prompts?q=${encodeURIComponent(SEARCH_ZH)}`,
      },
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
      console.error(
        `[bench] ${label}: ${c.name} (${body.items?.length ?? 0} items), ${CONNECTIONS} connections × ${LARGE_DURATION} s`,
      );
      const result = await run({
        url: `${base}${c.path}`,
        connections: CONNECTIONS,
        duration: LARGE_DURATION,
        headers,
      });
      const loop = await server.eventLoop();
      figures.push({
        ...figure(label, 'large', c.name, result),
        eventLoopMs: loop.longestBlockMs,
        worstCase: c.worstCase,
      });
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
      const result = await run({
        url: `${server.base}${c.path}`,
        connections: CONNECTIONS,
        duration: LARGE_DURATION,
        headers,
      });
      const loop = await server.eventLoop();
      figures.push({ ...figure(label, 'large', `${c.name} (public cache)`, result), eventLoopMs: loop.longestBlockMs });
    }
    return { figures, generation };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
