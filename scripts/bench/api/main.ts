/**
 * API benchmark on loopback: requests per second, p50 and p99 latency with
 * autocannon (20 connections; 10 s a case on the small dataset, 5 s on the large one), on
 * SQLite, then on PostgreSQL (TEST_DATABASE_URL, or a throwaway cluster started through
 * scripts/with-postgres.sh when Debian's PostgreSQL is installed):
 *   - hello: a bare Fastify server (scripts/bench/hello.ts), the baseline of every ratio;
 *   - small dataset (scripts/bench/smallDataset.ts: the demo seed plus 300 shared prompts):
 *       GET /api/community/prompts (anonymous, first page of 20), its % of hello,
 *       PUT /api/votes/curated/:n   (one logged-in user, alternating up/down);
 *   - large dataset (--large; largeDataset.ts: 10,000 users, 100,000 shared prompts,
 *     1,000,000 votes, 100,000 comments), generation time, then newest and most-voted page 1,
 *     newest page 1 signed in, deep pages (cursor of the row at offset 40,000), a search hit,
 *     a search miss and a two-character Chinese search, and the longest event-loop block of the
 *     server (scripts/bench/eventLoopReport.mjs, read per case through SIGUSR2).
 *
 *   npx tsx scripts/bench/api/main.ts                  # small dataset, SQLite then PostgreSQL
 *   npx tsx scripts/bench/api/main.ts --large          # small and large datasets
 *   npx tsx scripts/bench/api/main.ts --large --no-small
 *   npx tsx scripts/bench/api/main.ts --only=sqlite | --only=postgres
 *   BENCH_DURATION=5 BENCH_LARGE_DURATION=10 BENCH_CONNECTIONS=20 npx tsx scripts/bench/api/main.ts
 *
 * The server runs in its own process (server/main.ts) so autocannon does not
 * share its event loop. Figures are printed, nothing is asserted. Only
 * 127.0.0.1 is ever targeted. The cases are in cases.ts, the table and targets in report.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withThrowawayDatabase } from '../../lib/throwawayDatabase';
import { loopbackServerUrl, postgresInstalled, rerunUnderThrowawayPostgres } from '../postgres';
import { benchHello, benchLarge, benchSmall } from './cases';
import { print, type DatabaseResult } from './report';
import { large, only, RESULTS_FILE, small } from './settings';

/** `fresh` runs a step on a new empty database (the SQLite file lives in the step's own folder). */
async function benchDatabase(
  label: string,
  fresh: (fn: (url: string | undefined) => Promise<void>) => Promise<void>,
): Promise<DatabaseResult> {
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
      const result = await benchDatabase('PostgreSQL', (fn) =>
        withThrowawayDatabase(serverUrl, 'promptdeck_bench', fn),
      );
      results.push(result);
      record(result);
    } else if (postgresInstalled()) {
      if (results.length) print(results);
      const file =
        RESULTS_FILE ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-bench-results-')), 'results.jsonl');
      const status = rerunUnderThrowawayPostgres(__filename, { BENCH_API_RESULTS: file });
      if (!RESULTS_FILE) {
        const all = fs.existsSync(file)
          ? fs
              .readFileSync(file, 'utf8')
              .trim()
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as DatabaseResult)
          : [];
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
