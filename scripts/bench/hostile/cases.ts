/**
 * The cases of the hostile bench, each run against a server of its own while two signed-in
 * members list and search: what one client doing the costliest things the API allows costs
 * everyone else (see main.ts for the list and the targets).
 */
import fs from 'node:fs';
import { LIMITS } from '../../../src/api/limits';
import { findCluster, restartCluster } from '../postgres';
import type { EventLoopLine, RunningServer } from '../server';
import { client, headersOf, paced, runMembers, Samples, send, startLoad, statusText, type LoadResult } from './clients';
import {
  bulkyImport,
  combiningImport,
  COMBINING_DESCRIPTION,
  maximalPrompt,
  publicAnswerPaths,
  stormPaths,
} from './data';
import { fmt, type Row } from './report';
import { DURATION_S, P99_TARGET_MS, RSS_TARGET_MB, STORM_SHARED_PROMPTS, THREAD_REF } from './settings';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;

/** The accounts each case finds registered: two members and the hostile one, each with its own address. */
export interface Accounts {
  members: { name: string; ip: string; cookie: string }[];
  hostile: { name: string; ip: string; cookie: string };
}

/** Resident memory of a process, from /proc (bytes). */
export function rss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The server's event-loop report, or undefined when it no longer answers (it exited). */
async function eventLoopOf(server: RunningServer): Promise<EventLoopLine | undefined> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return undefined;
  return Promise.race([server.eventLoop(), sleep(5000).then(() => undefined)]);
}

/** Runs `work` while the members list and search; the event-loop report covers exactly that window. */
export async function whileMembers<T>(
  server: RunningServer,
  accounts: Accounts,
  work: () => Promise<T>,
  options: { vote?: boolean } = {},
) {
  await eventLoopOf(server);
  const stop = { stopped: false };
  const members = accounts.members.map((m) => client(m.name, m.ip, m.cookie));
  const running = runMembers(server.base, members, stop, options);
  try {
    const result = await work();
    return { result, members: await stopMembers() };
  } catch (error) {
    await stopMembers();
    throw error;
  }
  async function stopMembers() {
    stop.stopped = true;
    const figures = await running;
    return { figures, loop: await eventLoopOf(server) };
  }
}

function kindSummary(label: string, samples: Samples): string {
  if (!samples.count) return `${label} none`;
  return `${label} ${samples.statuses()} (answer p50 ${fmt(samples.percentile(50))} ms, max ${fmt(samples.max())} ms)`;
}

function loadSummary(result: LoadResult): string {
  const extra = [result.errors ? `errors×${result.errors}` : '', result.timeouts ? `timeouts×${result.timeouts}` : '']
    .filter(Boolean)
    .join(' ');
  return `${statusText(result.statuses)}${extra ? ` ${extra}` : ''}`;
}

export async function caseCombining(server: RunningServer, accounts: Accounts): Promise<Row> {
  const hostile = client(accounts.hostile.name, accounts.hostile.ip, accounts.hostile.cookie);
  const created = await send(server.base, '/api/prompts', {
    method: 'POST',
    headers: headersOf(hostile, true),
    body: JSON.stringify({ title: 'Mine', description: 'Mine' }),
  });
  const ownId =
    created.status === 201
      ? await fetch(`${server.base}/api/prompts`, { headers: headersOf(hostile) }).then(
          async (r) => ((await r.json()) as { items: { id: number }[] }).items[0]?.id,
        )
      : undefined;
  const prompt = Buffer.from(JSON.stringify({ title: 'Marks', description: COMBINING_DESCRIPTION }));
  const patch = Buffer.from(JSON.stringify({ description: COMBINING_DESCRIPTION }));
  const imports = combiningImport(150);
  const kinds = { POST: new Samples(), PATCH: new Samples(), import: new Samples() };
  const { members } = await whileMembers(server, accounts, async () => {
    const stop = { stopped: false };
    const timer = setTimeout(() => (stop.stopped = true), DURATION_S * 1000);
    const hostileLoop = (offset: number) => {
      const agent = client(hostile.name, hostile.ip, hostile.cookie);
      return paced(stop, 0, async (i) => {
        const step = (i + offset) % 3;
        if (step === 0)
          kinds.POST.add(
            await send(server.base, '/api/prompts', {
              method: 'POST',
              headers: headersOf(agent, true),
              body: prompt,
              agent: agent.agent,
            }),
          );
        else if (step === 1)
          kinds.PATCH.add(
            await send(server.base, `/api/prompts/${ownId ?? 1}`, {
              method: 'PATCH',
              headers: headersOf(agent, true),
              body: patch,
              agent: agent.agent,
            }),
          );
        else
          kinds.import.add(
            await send(server.base, '/api/me/import', {
              method: 'POST',
              headers: headersOf(agent, true),
              body: imports,
              agent: agent.agent,
              timeoutMs: 120_000,
            }),
          );
      }).finally(() => agent.agent.destroy());
    };
    await Promise.all([hostileLoop(0), hostileLoop(1)]);
    clearTimeout(timer);
  });
  return {
    name: '1. combining marks (POST, PATCH, import ×150)',
    loop: members.loop,
    members: members.figures,
    hostile: Object.entries(kinds)
      .map(([k, s]) => `${k} ${s.statuses()}`)
      .join('; '),
    extra: `slowest answer ${fmt(Math.max(...Object.values(kinds).map((s) => s.max())))} ms`,
    details: [
      `bodies: POST ${(prompt.length / 1024).toFixed(0)} KB, PATCH ${(patch.length / 1024).toFixed(0)} KB, import ${mb(imports.length).toFixed(1)} MB; two connections back to back for ${DURATION_S} s`,
      ...Object.entries(kinds).map(([k, s]) => kindSummary(k, s)),
    ],
  };
}

export async function caseStorm(server: RunningServer, accounts: Accounts): Promise<Row> {
  const load = startLoad({
    base: server.base,
    connections: 40,
    durationS: DURATION_S,
    paths: stormPaths(2000),
    ips: 40,
    ipPrefix: '10.3.0',
  });
  await load.started;
  const { result, members } = await whileMembers(server, accounts, () => load.result);
  const health = members.figures.health;
  // Issue 27: members' searches have their own admission lane; none may be refused or wait behind the storm.
  const search = members.figures.search;
  const refused = search.answers.filter((a) => a.status === 503).length;
  const searchP99 = search.percentile(99);
  return {
    name: `2. two-letter search storm (40 anonymous, ${STORM_SHARED_PROMPTS.toLocaleString('en')} more prompts)`,
    loop: members.loop,
    members: members.figures,
    hostile: loadSummary(result),
    extra: `member search p99 ${fmt(searchP99)} ms (target ≤ ${P99_TARGET_MS} ms), 503×${refused} (target 0); health p99 ${fmt(health.percentile(99))} ms`,
    extraMet: searchP99 <= P99_TARGET_MS && refused === 0,
    details: [
      `storm: ${result.total} requests in ${DURATION_S} s from 40 addresses, latency p50 ${result.p50} ms p99 ${result.p99} ms; /api/health ${health.statuses()}`,
      `members' searches during the storm: ${search.statuses()}, p50 ${fmt(search.percentile(50))} ms, p99 ${fmt(searchP99)} ms, max ${fmt(search.max())} ms`,
    ],
  };
}

export async function caseBulkyImport(server: RunningServer, accounts: Accounts): Promise<Row> {
  const body = bulkyImport(30 * 1024 * 1024);
  const samples = new Samples();
  const { members } = await whileMembers(server, accounts, async () => {
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        [1, 2].map((n) => {
          const anonymous = client(`anonymous-${n}`, `10.4.0.${round * 2 + n}`);
          return send(server.base, '/api/me/import', {
            method: 'POST',
            headers: headersOf(anonymous, true),
            body,
            timeoutMs: 120_000,
          }).then((a) => samples.add(a));
        }),
      );
    }
    // Members keep going a little after the last import, for whatever it left behind.
    await sleep(1000);
  });
  return {
    name: '3. 30 MB anonymous import ×6',
    loop: members.loop,
    members: members.figures,
    hostile: samples.statuses(),
    extra: `answered in ≤ ${fmt(samples.max((a) => a.headersMs))} ms`,
    details: [
      `${mb(body.length).toFixed(0)} MB bodies, 2 at a time: status line after p50 ${fmt(samples.percentile(50, (a) => a.headersMs))} ms, max ${fmt(samples.max((a) => a.headersMs))} ms; whole exchange max ${fmt(samples.max())} ms`,
    ],
  };
}

export async function caseCommentThread(server: RunningServer, accounts: Accounts): Promise<Row> {
  const pathOf = `/api/comments/curated/${THREAD_REF}?pageSize=${LIMITS.PAGE_SIZE_MAX}`;
  const first = await send(server.base, pathOf, { headers: { 'x-forwarded-for': '10.5.1.1' } });
  await sleep(500);
  const before = rss(server.child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(server.child.pid!))), 100);
  const load = startLoad({
    base: server.base,
    connections: 8,
    durationS: DURATION_S,
    paths: [pathOf],
    ips: 8,
    ipPrefix: '10.5.0',
  });
  await load.started;
  const { result, members } = await whileMembers(server, accounts, () => load.result);
  await sleep(1000);
  clearInterval(sampler);
  const after = rss(server.child.pid!);
  return {
    name: '4. thread of maximal comments (8 anonymous)',
    loop: members.loop,
    members: members.figures,
    hostile: loadSummary(result),
    extra: `answer ${mb(first.bytes).toFixed(2)} MB; RSS +${mb(after - before).toFixed(0)} MB (peak +${mb(peak - before).toFixed(0)})`,
    details: [
      `first answer: ${first.status}, ${first.bytes.toLocaleString('en')} bytes in ${fmt(first.ms)} ms; readers: ${result.total} answers (${mb(result.bytes).toFixed(0)} MB), latency p50 ${result.p50} ms p99 ${result.p99} ms`,
      `server RSS ${mb(before).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB, ${mb(after).toFixed(0)} MB 1 s after`,
    ],
  };
}

export async function casePublicAnswers(server: RunningServer, accounts: Accounts): Promise<Row> {
  const shares = new Samples();
  await Promise.all(
    accounts.members.map(async (m, k) => {
      const member = client(m.name, m.ip, m.cookie);
      for (let i = 0; i < 30; i += 1)
        shares.add(
          await send(server.base, '/api/prompts', {
            method: 'POST',
            headers: headersOf(member, true),
            body: JSON.stringify(maximalPrompt(k * 30 + i)),
            agent: member.agent,
          }),
        );
      member.agent.destroy();
    }),
  );
  await sleep(1000);
  const before = rss(server.child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(server.child.pid!))), 100);
  const paths = publicAnswerPaths();
  const reads = new Samples();
  const started = performance.now();
  const { members } = await whileMembers(server, accounts, async () => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async (_, c) => {
        const visitor = client(`visitor-${c}`, `10.6.0.${c + 1}`);
        while (next < paths.length)
          reads.add(
            await send(server.base, paths[next++]!, {
              headers: headersOf(visitor),
              agent: visitor.agent,
              timeoutMs: 60_000,
            }),
          );
        visitor.agent.destroy();
      }),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  await sleep(3000);
  clearInterval(sampler);
  const after = rss(server.child.pid!);
  const growth = mb(after - before);
  const bytes = reads.answers.reduce((sum, a) => sum + a.bytes, 0);
  return {
    name: '5. 300 distinct public answers',
    loop: members.loop,
    members: members.figures,
    hostile: reads.statuses(),
    extra: `RSS +${growth.toFixed(0)} MB (peak +${mb(peak - before).toFixed(0)}) ≤ ${RSS_TARGET_MB} MB`,
    extraMet: growth <= RSS_TARGET_MB,
    details: [
      `60 maximal prompts shared: ${shares.statuses()}; 300 URLs, 4 at a time, in ${seconds.toFixed(1)} s: ${mb(bytes).toFixed(0)} MB of answers, largest ${mb(reads.max((a) => a.bytes)).toFixed(1)} MB`,
      `server RSS ${mb(before).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB, ${mb(after).toFixed(0)} MB 3 s after the last answer`,
    ],
  };
}

export async function casePostgresRestart(server: RunningServer, accounts: Accounts, serverUrl: string): Promise<Row> {
  const cluster = await findCluster(serverUrl);
  const beforeS = 3;
  const afterS = Math.max(10, DURATION_S);
  const load = startLoad({
    base: server.base,
    connections: 40,
    durationS: beforeS + afterS,
    paths: stormPaths(2000),
    ips: 40,
    ipPrefix: '10.7.0',
    timeoutS: 10,
  });
  await load.started;
  let restart: { ok: boolean; ms: number; output: string } | undefined;
  let restartAt = 0;
  let exitedAt: number | undefined;
  server.child.once('exit', () => (exitedAt = performance.now()));
  const { result, members } = await whileMembers(
    server,
    accounts,
    async () => {
      await sleep(beforeS * 1000);
      restartAt = performance.now();
      restart = await restartCluster(cluster);
      return load.result;
    },
    { vote: true },
  );
  const figures = members.figures;
  const all = [...figures.list.answers, ...figures.search.answers, ...figures.vote.answers, ...figures.health.answers];
  const failed = all.filter((a) => a.endedAt >= restartAt && (a.status === 0 || a.status >= 500));
  const failedSamples = new Samples();
  for (const a of failed) failedSamples.add(a);
  const lastFailure = Math.max(...failed.map((a) => a.endedAt));
  const recovered = failed.length === 0 || all.some((a) => a.startedAt > lastFailure && a.status > 0 && a.status < 500);
  const alive = exitedAt === undefined;
  const downtime = failed.length === 0 ? 0 : (lastFailure - restartAt) / 1000;
  const extra = !alive
    ? `server EXITED ${((exitedAt! - restartAt) / 1000).toFixed(1)} s after the restart (code ${server.child.exitCode})`
    : `server alive; ${failed.length} member request(s) failed; ${recovered ? `answers again ${downtime.toFixed(1)} s after the restart began` : 'NOT answering again by the end'}`;
  return {
    name: '6. PostgreSQL restart under a storm',
    loop: members.loop,
    members: figures,
    hostile: loadSummary(result),
    extra,
    extraMet: alive && recovered,
    details: [
      `pg_ctl restart -m fast: ${restart?.ok ? 'ok' : 'FAILED'} in ${((restart?.ms ?? 0) / 1000).toFixed(1)} s${restart?.ok ? '' : ` (${restart?.output})`}; storm ${beforeS} s before, ${afterS} s after`,
      `members and health after the restart began: failed ${failedSamples.count ? failedSamples.statuses() : 'none'}; votes ${figures.vote.statuses()}`,
    ],
  };
}

export type Case = (server: RunningServer, accounts: Accounts) => Promise<Row>;
