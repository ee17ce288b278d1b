/**
 * The hostile bench's report: one row per case (the hostile requests' statuses, the server's
 * longest event-loop block, the members' list and search p99, the case's extra figure) against
 * the targets, then each case's details.
 */
import { MCP_ANSWER_MAX_BYTES } from '../../../src/api/contract/mcp';
import type { EventLoopLine } from '../server';
import { table } from '../table';
import { Samples, type MemberFigures } from './clients';
import { DURATION_S, LOOP_TARGET_MS, P99_TARGET_MS, RSS_TARGET_MB, SERVER_ENV } from './settings';

/** Milliseconds as a whole number, or a dash when there is no figure. */
export const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : '–');

export interface Row {
  name: string;
  loop?: EventLoopLine;
  members: MemberFigures;
  hostile: string;
  extra: string;
  /** The extra figure's own target, when it has one. */
  extraMet?: boolean;
  details: string[];
}

export function print(label: string, rows: Row[]) {
  console.log(
    `\n${label} — hostile mix, ${DURATION_S} s a case; rate limits at their defaults (TRUST_PROXY=1, each client its own X-Forwarded-For), public cache ${SERVER_ENV.PUBLIC_CACHE_MS} ms`,
  );
  console.log(
    `targets: longest event-loop block ≤ ${LOOP_TARGET_MS} ms; members' list and search p99 ≤ ${P99_TARGET_MS} ms; 300 public answers and each MCP case grow RSS ≤ ${RSS_TARGET_MB} MB; no MCP answer over ${MCP_ANSWER_MAX_BYTES / 1024} KB; the server survives a PostgreSQL restart`,
  );
  table(
    ['case', 'hostile answers', 'loop ms', 'list p99', 'search p99', 'members', 'extra', 'targets'],
    rows.map((row) => {
      const m = row.members;
      const loop = row.loop?.longestBlockMs;
      const missed = [
        loop === undefined || loop > LOOP_TARGET_MS ? 'loop' : '',
        !(m.list.percentile(99) <= P99_TARGET_MS) ? 'list' : '',
        !(m.search.percentile(99) <= P99_TARGET_MS) ? 'search' : '',
        row.extraMet === false ? 'extra' : '',
      ].filter(Boolean);
      const members = new Samples();
      for (const a of [...m.list.answers, ...m.search.answers, ...m.vote.answers]) members.add(a);
      return [
        row.name,
        row.hostile,
        loop === undefined ? 'n/a' : fmt(loop),
        `${fmt(m.list.percentile(99))} (${m.list.count})`,
        `${fmt(m.search.percentile(99))} (${m.search.count})`,
        members.statuses(),
        row.extra,
        missed.length ? `MISSED ${missed.join(', ')}` : 'ok',
      ];
    }),
  );
  console.log('(list and search p99 in ms, with the number of requests; loop n/a: the server was gone)');
  for (const row of rows) {
    console.log(`${row.name}:`);
    for (const line of row.details) console.log(`   ${line}`);
  }
}
