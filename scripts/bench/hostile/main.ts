/**
 * Hostile mix (issue 16, review /work/shared/reviews/security.md): what members feel while
 * one client does the costliest things the API allows, on SQLite then PostgreSQL (a throwaway
 * cluster through scripts/with-postgres.sh unless TEST_DATABASE_URL is set). Each case starts
 * server/main.ts afresh on the small dataset (demo seed, 300 shared prompts, two members and
 * one hostile member) as production runs it: rate limits at their defaults, the public cache
 * at its default, TRUST_PROXY=1 with every client its own X-Forwarded-For address (as behind
 * nginx). Cases:
 *   1. combining marks: a member POSTs, PATCHes and imports (150 prompts) texts of 8,000
 *      "a" + 15 combining marks, back to back from two connections (H1);
 *   2. search storm: 40 anonymous connections search distinct two-letter words with varying
 *      page sizes (H3, M2), on STORM_SHARED_PROMPTS (50,000) more shared prompts, added for this
 *      case only; the members' searches meanwhile: p99 and 503s (issue 27: their own lane);
 *   3. 30 MB anonymous imports, two at a time (M1);
 *   4. a thread of 50 × 20 maximal comments read anonymously by 8 connections (H4);
 *   5. 300 distinct public answers after members shared 60 maximal prompts: server RSS (M3);
 *   6. PostgreSQL only: `pg_ctl restart -m fast` under a search storm while members list,
 *      search and vote (H2): does the server survive, what failed, when it answers again.
 *      Only on the bench's throwaway cluster, or with BENCH_PG_RESTART=1 on TEST_DATABASE_URL's.
 *   7.–9. MCP (mcp.ts): a shared prompt of 1,600 {{a}} through prompts/get and get_prompt with
 *      the largest arguments; 100-message batches; 20 clients that send the largest request and
 *      never read (review turn 4, H1): the largest answer (≤ MCP_ANSWER_MAX_BYTES) and RSS growth.
 * During each, two signed-in members list and search (one request every 200 ms each) and
 * /api/health is probed; printed per case: the server's longest event-loop block
 * (scripts/bench/eventLoopReport.mjs, read through SIGUSR2), the members' p99 for list and for
 * search, the hostile requests' statuses and an extra figure, each against its target:
 * no block over 100 ms, members' p99 ≤ 500 ms, RSS growth ≤ 100 MB for 300 public answers and
 * for each MCP case, no MCP answer over 256 KB, the server alive after a PostgreSQL restart. Nothing is asserted; the exit code is 0 unless
 * the bench itself fails. The cases are in cases.ts, the table and targets in report.ts.
 *
 *   npx tsx scripts/bench/hostile/main.ts [--only=sqlite|postgres] [--cases=2,6]
 *   BENCH_HOSTILE_DURATION=6 npx tsx scripts/bench/hostile/main.ts     # seconds of load a case
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '../../../src/api/limits';
import { withThrowawayDatabase } from '../../lib/throwawayDatabase';
import { clusterMayRestart, loopbackServerUrl, postgresInstalled, rerunUnderThrowawayPostgres } from '../postgres';
import { startServer, type RunningServer } from '../server';
import { prepareSmallDataset } from '../smallDataset';
import {
  caseBulkyImport,
  caseCombining,
  caseCommentThread,
  casePostgresRestart,
  casePublicAnswers,
  caseStorm,
  type Case,
} from './cases';
import { caseMcpBatch, caseMcpNonReading, caseMcpPlaceholders } from './mcp';
import { headersOf } from './clients';
import { deleteStormPrompts, insertCommentThread, insertStormPrompts } from './data';
import { print, type Row } from './report';
import { chosen, only, SERVER_ENV, STORM_SHARED_PROMPTS, THREAD_REF } from './settings';

/** A server of its own for one case, its log lines kept (counted; a crash or the last line shown) rather than printed. */
async function withServer<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  fn: (server: RunningServer, log: string[]) => Promise<T>,
): Promise<T> {
  const log: string[] = [];
  const server = await startServer(dataDir, databaseUrl, Number(SERVER_ENV.PUBLIC_CACHE_MS), {
    env: SERVER_ENV,
    log: (line) => log.push(line),
  });
  // Start-up warnings (no built site in a worktree) are not the case's.
  log.length = 0;
  try {
    return await fn(server, log);
  } finally {
    await server.stop();
  }
}

function logDetails(log: string[]): string[] {
  if (!log.length) return [];
  const short = (line: string) => (line.length > 220 ? `${line.slice(0, 220)}…` : line);
  // A crash prints its error outside the JSON log: show that line rather than the last one.
  const plain = log.filter((line) => !line.startsWith('{'));
  const crash = plain.find((line) => /^\s*\w*error\b/i.test(line)) ?? plain.find((line) => /error/i.test(line));
  return [
    `server log: ${log.length} line(s) at warn or above; ${crash ? `crash: ${short(crash.trim())}` : `last: ${short(log.at(-1)!)}`}`,
  ];
}

async function register(base: string, name: string, ip: string): Promise<{ name: string; ip: string; cookie: string }> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: headersOf({ ip }, true),
    body: JSON.stringify({
      username: name,
      email: `${name}@bench.invalid`,
      password: `${name}-password-for-the-hostile-bench`,
      agreeToTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`registering ${name}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`registering ${name}: no session cookie`);
  return { name, ip, cookie: cookie.split(';')[0]! };
}

async function benchDatabase(label: string, databaseUrl: string | undefined, serverUrl?: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-bench-hostile-'));
  try {
    console.error(
      `[bench] ${label}: preparing the small dataset and a thread of ${50 * 21} maximal comments on curated/${THREAD_REF}`,
    );
    await prepareSmallDataset(databaseUrl, dataDir);
    await insertCommentThread(databaseUrl, dataDir, THREAD_REF);
    const accounts = await withServer(dataDir, databaseUrl, async (server) => ({
      members: [
        await register(server.base, 'member_a', '10.1.0.1'),
        await register(server.base, 'member_b', '10.1.0.2'),
      ],
      hostile: await register(server.base, 'hostile_m', '10.2.0.1'),
    }));
    // Numbered as --cases names them, the same on both databases (6 runs on PostgreSQL only).
    const cases: [number, string, Case][] = [
      [1, 'combining marks', caseCombining],
      [2, 'search storm', caseStorm],
      [3, '30 MB anonymous imports', caseBulkyImport],
      [4, 'thread of maximal comments', caseCommentThread],
      [5, '300 public answers', casePublicAnswers],
    ];
    if (serverUrl && clusterMayRestart())
      cases.push([6, 'PostgreSQL restart', (server, accounts) => casePostgresRestart(server, accounts, serverUrl)]);
    else if (serverUrl)
      console.error(
        "[bench] PostgreSQL restart case skipped: TEST_DATABASE_URL is not the bench's throwaway cluster (BENCH_PG_RESTART=1 to restart it anyway)",
      );
    cases.push(
      [7, 'MCP: 1,600-placeholder prompt', caseMcpPlaceholders],
      [8, 'MCP: 100-message batches', caseMcpBatch],
      [9, 'MCP: 20 non-reading clients', caseMcpNonReading],
    );
    const rows: Row[] = [];
    for (const [number, name, run] of cases) {
      if (chosen && !chosen.includes(number)) continue;
      const storm = run === caseStorm;
      if (storm) {
        console.error(
          `[bench] ${label}: adding ${STORM_SHARED_PROMPTS.toLocaleString('en')} shared prompts for the storm`,
        );
        await insertStormPrompts(databaseUrl, dataDir, STORM_SHARED_PROMPTS);
      }
      console.error(`[bench] ${label}: hostile case "${name}"`);
      try {
        const row = await withServer(dataDir, databaseUrl, async (server, log) => {
          const row = await run(server, accounts);
          row.details.push(...logDetails(log));
          return row;
        });
        rows.push(row);
      } finally {
        if (storm) await deleteStormPrompts(databaseUrl, dataDir);
      }
    }
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const serverUrl = loopbackServerUrl();
  if (only !== 'postgres') print('SQLite', await benchDatabase('SQLite', undefined));
  if (only !== 'sqlite') {
    if (serverUrl) {
      const rows = await withThrowawayDatabase(serverUrl, 'promptdeck_bench', (url) =>
        benchDatabase('PostgreSQL', url, serverUrl),
      );
      print('PostgreSQL', rows);
    } else if (postgresInstalled()) {
      process.exitCode = rerunUnderThrowawayPostgres(__filename);
    } else {
      console.error('[bench] PostgreSQL is not installed (apt-get install postgresql): SQLite only');
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
