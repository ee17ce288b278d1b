/**
 * Clients of the hostile bench (main.ts): one timed HTTP request that still
 * reads an answer the server sends before it has read the whole body, paced loops of signed-in
 * members whose latencies are the figures, and the heavy anonymous load (autocannon) run in a
 * child process (load.ts) so it does not delay the members' clocks. Each client
 * sends its own X-Forwarded-For address, as nginx does in front of a TRUST_PROXY=1 server, so
 * per-address rate limits see many clients rather than one.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/api/limits';
import { ROOT } from '../server';

export interface Answer {
  status: number;
  /** Until the last byte of the answer. */
  ms: number;
  /** Until the status line. */
  headersMs: number;
  bytes: number;
  /** performance.now() when the request was sent and when it ended. */
  startedAt: number;
  endedAt: number;
  error?: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  timeoutMs?: number;
  agent?: http.Agent;
}

/** A request whose status is kept even when the server answers early and then closes the socket under the upload. */
export function send(base: string, target: string, options: RequestOptions = {}): Promise<Answer> {
  const startedAt = performance.now();
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  return new Promise((resolve) => {
    let status = 0;
    let headersMs = 0;
    let bytes = 0;
    let settled = false;
    const done = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const endedAt = performance.now();
      resolve({
        status,
        ms: endedAt - startedAt,
        headersMs: headersMs || endedAt - startedAt,
        bytes,
        startedAt,
        endedAt,
        error: status ? undefined : error,
      });
    };
    const request = http.request(new URL(target, base), {
      method: options.method ?? 'GET',
      agent: options.agent,
      headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
    });
    const timer = setTimeout(() => {
      status = 0;
      request.destroy(new Error('timeout'));
    }, options.timeoutMs ?? 30_000);
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      headersMs = performance.now() - startedAt;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done());
      response.on('error', () => done());
      response.on('close', () => done());
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      done(error.message === 'timeout' ? 'timeout' : (error.code ?? error.message)),
    );
    request.end(body);
  });
}

/** Answers of one kind: latencies and statuses. */
export class Samples {
  readonly answers: Answer[] = [];
  add(answer: Answer) {
    this.answers.push(answer);
    return answer;
  }
  get count() {
    return this.answers.length;
  }
  percentile(p: number, of: (a: Answer) => number = (a) => a.ms): number {
    if (!this.answers.length) return NaN;
    const sorted = this.answers.map(of).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  }
  max(of: (a: Answer) => number = (a) => a.ms): number {
    return this.answers.length ? Math.max(...this.answers.map(of)) : NaN;
  }
  /** e.g. "200×51 429×3 ECONNRESET×1". */
  statuses(): string {
    return statusText(countBy(this.answers.map((a) => (a.status ? String(a.status) : (a.error ?? 'error')))));
  }
  failures(): Answer[] {
    return this.answers.filter((a) => a.status === 0 || a.status >= 500);
  }
}

export function countBy(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

export function statusText(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
}

export interface Client {
  name: string;
  /** The address nginx would put in X-Forwarded-For. */
  ip: string;
  cookie?: string;
  agent: http.Agent;
}

export function client(name: string, ip: string, cookie?: string): Client {
  return { name, ip, cookie, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) };
}

export function headersOf(who: Pick<Client, 'ip' | 'cookie'>, json = false): Record<string, string> {
  return {
    'x-forwarded-for': who.ip,
    ...(who.cookie ? { cookie: who.cookie } : {}),
    ...(json ? { 'content-type': 'application/json', [CSRF_HEADER.toLowerCase()]: CSRF_HEADER_VALUE } : {}),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `step` until `stop.stopped`, starting a step at most every `paceMs` (a person, not a flood). */
export async function paced(stop: { stopped: boolean }, paceMs: number, step: (i: number) => Promise<unknown>) {
  for (let i = 0; !stop.stopped; i += 1) {
    const started = performance.now();
    await step(i);
    const rest = paceMs - (performance.now() - started);
    if (rest > 0 && !stop.stopped) await sleep(rest);
  }
}

export interface MemberFigures {
  list: Samples;
  search: Samples;
  vote: Samples;
  health: Samples;
}

/** Words members search for on the small dataset (indexed words, a short one, a phrase). */
const MEMBER_SEARCHES = ['topic', 'helpful answer', 'bench', 'ab', 'topic 12'];

/**
 * Signed-in members reading the community list and searching it, one request every `paceMs`
 * each (votes on curated prompts too when `vote`, at most one a second so the write limit is
 * not what they meet), plus an anonymous /api/health probe every 250 ms, until `stop`.
 */
export function runMembers(
  base: string,
  members: Client[],
  stop: { stopped: boolean },
  options: { paceMs?: number; vote?: boolean } = {},
): Promise<MemberFigures> {
  const figures: MemberFigures = {
    list: new Samples(),
    search: new Samples(),
    vote: new Samples(),
    health: new Samples(),
  };
  const timeoutMs = 20_000;
  const loops = members.map((member, m) =>
    paced(stop, options.paceMs ?? 200, async (i) => {
      const kind = options.vote ? i % 6 : i % 2;
      if (kind === 0 || kind === 2 || kind === 4) {
        figures.list.add(
          await send(base, `/api/community/prompts${i % 4 === 0 ? '?sort=votes' : ''}`, {
            headers: headersOf(member),
            agent: member.agent,
            timeoutMs,
          }),
        );
      } else if (kind === 5) {
        const ref = ((i * 7 + m * 13) % 200) + 1;
        figures.vote.add(
          await send(base, `/api/votes/curated/${ref}`, {
            method: 'PUT',
            headers: headersOf(member, true),
            body: JSON.stringify({ value: i % 12 < 6 ? 1 : -1 }),
            agent: member.agent,
            timeoutMs,
          }),
        );
      } else {
        const q = MEMBER_SEARCHES[(i + m) % MEMBER_SEARCHES.length]!;
        figures.search.add(
          await send(base, `/api/community/prompts?q=${encodeURIComponent(q)}`, {
            headers: headersOf(member),
            agent: member.agent,
            timeoutMs,
          }),
        );
      }
    }),
  );
  const prober = client('health', '10.9.9.9');
  loops.push(
    paced(stop, 250, async () =>
      figures.health.add(
        await send(base, '/api/health', { headers: headersOf(prober), agent: prober.agent, timeoutMs }),
      ),
    ),
  );
  return Promise.all(loops).then(() => {
    for (const member of [...members, prober]) member.agent.destroy();
    return figures;
  });
}

export interface LoadConfig {
  base: string;
  connections: number;
  durationS: number;
  /** Cycled through, one a request. */
  paths: string[];
  /** Requests come from this many addresses `${ipPrefix}.1…`, in turn. */
  ips: number;
  ipPrefix: string;
  timeoutS?: number;
}

export interface LoadResult {
  total: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  bytes: number;
}

/** autocannon in its own process (load.ts); `started` resolves when it fires its first requests. */
export function startLoad(config: LoadConfig): { started: Promise<void>; result: Promise<LoadResult> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench', 'hostile', 'load.ts'), JSON.stringify(config)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    output += chunk;
    if (output.includes('started\n')) markStarted();
  });
  const result = new Promise<LoadResult>((resolve, reject) => {
    child.on('exit', (code) => {
      markStarted();
      const line = output.split('\n').find((l) => l.startsWith('result '));
      if (!line) reject(new Error(`load generator exited with ${code} and no result`));
      else resolve(JSON.parse(line.slice('result '.length)) as LoadResult);
    });
  });
  return { started, result };
}
