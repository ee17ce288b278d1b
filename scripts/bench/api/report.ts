/**
 * The API bench's figures and their targets: one row per case as autocannon measured it, printed
 * per database as a table with the ratio to the bare Fastify hello of the same run, then the
 * longest event-loop block and the small dataset's share of hello against their targets.
 */
import type autocannon from 'autocannon';
import { table } from '../table';
import { SIZES, type LoadTimings } from './largeDataset';
import { CONNECTIONS } from './settings';

export type DatasetName = 'hello' | 'small' | 'large';

export interface Figure {
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

export interface DatabaseResult {
  database: string;
  figures: Figure[];
  generation?: LoadTimings & { generate: number };
  note?: string;
}

export function figure(database: string, dataset: DatasetName, name: string, result: autocannon.Result): Figure {
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

const P99_TARGET: Record<string, number> = { SQLite: 25, PostgreSQL: 50 };
const EVENT_LOOP_TARGET = 50;
const SMALL_TARGET = 0.25;

export function print(results: DatabaseResult[]) {
  for (const result of results) {
    const hello = result.figures.find((f) => f.dataset === 'hello');
    const target = P99_TARGET[result.database] ?? 25;
    console.log(
      `\n${result.database} — ${CONNECTIONS} connections; ratio = req/s ÷ bare Fastify hello's req/s in the same run`,
    );
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
        return [
          f.dataset,
          f.case,
          f.rps.toFixed(0),
          ratio,
          f.p50.toFixed(1),
          f.p99.toFixed(1),
          goal,
          f.eventLoopMs === undefined ? '' : f.eventLoopMs.toFixed(0),
          String(f.total),
          String(f.non2xx),
          String(f.errors),
        ];
      }),
    );
    for (const cached of [false, true]) {
      const loops = result.figures
        .filter((f) => f.eventLoopMs !== undefined && f.case.includes('public cache') === cached)
        .map((f) => f.eventLoopMs!);
      if (!loops.length) continue;
      const longest = Math.max(...loops);
      const how = cached ? 'with the public cache' : 'every request to the database';
      console.log(
        `${result.database}: longest event-loop block (${how}): ${longest.toFixed(0)} ms   target ≤ ${EVENT_LOOP_TARGET} ms ${longest <= EVENT_LOOP_TARGET ? 'ok' : 'MISSED'}`,
      );
    }
    for (const listing of result.figures.filter((f) => f.dataset === 'small' && f.case.startsWith('GET'))) {
      if (!hello) break;
      const share = listing.rps / hello.rps;
      const how = listing.case.includes('public cache') ? 'with the public cache' : 'every request to the database';
      console.log(
        `${result.database}: small dataset, community list (${how}) at ${(share * 100).toFixed(0)} % of hello (${listing.rps.toFixed(0)} ÷ ${hello.rps.toFixed(0)} req/s)   target ≥ 25 % ${share >= SMALL_TARGET ? 'ok' : 'MISSED'}`,
      );
    }
  }
}
