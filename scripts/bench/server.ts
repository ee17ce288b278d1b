/**
 * Runs server/main.ts for the benches: the server in its own process (so the load generator does
 * not share its event loop) in production mode with the event-loop report preloaded
 * (eventLoopReport.mjs), autocannon runs against it, and sign-in. Only 127.0.0.1 is ever targeted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/limits';
import { freePort } from '../lib/freePort';

export const ROOT = path.resolve(__dirname, '..', '..');
export const HOST = '127.0.0.1';
/** Preloaded into the server's process: the event-loop report, read through SIGUSR2. */
const EVENT_LOOP_REPORT = pathToFileURL(path.join(__dirname, 'eventLoopReport.mjs')).href;

export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

export function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export interface EventLoopLine {
  longestBlockMs: number;
  maxMs: number;
  p99Ms: number;
}

export interface RunningServer {
  base: string;
  child: ChildProcess;
  /** Asks the server for its event-loop report since the previous one (eventLoopReport.mjs). */
  eventLoop(): Promise<EventLoopLine>;
  stop(): Promise<void>;
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * server/main.ts as `npm start` runs it, in production mode, with the event-loop report on.
 * `cacheMs` 0 (the default here) makes every request reach the database, which is what the
 * targets are about; the public-cache cases start it with the production default. `env`
 * overrides the bench's defaults (e.g. RATE_LIMIT_DISABLED=false); `log` receives the
 * server's output lines (stdout and stderr) instead of stderr.
 */
export async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  cacheMs = 0,
  options: { env?: Record<string, string>; log?: (line: string) => void } = {},
): Promise<RunningServer> {
  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;
  const log = options.log ?? ((line: string) => process.stderr.write(`[server] ${line}\n`));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', EVENT_LOOP_REPORT, path.join(ROOT, 'server', 'main.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        SITE_URL: base,
        RATE_LIMIT_DISABLED: 'true',
        PUBLIC_CACHE_MS: String(cacheMs),
        ...options.env,
      },
    },
  );
  const waiting: ((line: EventLoopLine) => void)[] = [];
  const lines = (stream: NodeJS.ReadableStream, onLine: (line: string) => void) => {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        onLine(line);
      }
    });
  };
  lines(child.stdout!, (line) => {
    if (line.startsWith('event-loop '))
      waiting.shift()?.(JSON.parse(line.slice('event-loop '.length)) as EventLoopLine);
    else if (line.trim()) log(line);
  });
  lines(child.stderr!, (line) => line.trim() && log(line));
  await waitForHealth(`${base}/api/health`, child).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return {
    base,
    child,
    eventLoop: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.kill('SIGUSR2');
      }),
    stop: () => stopChild(child),
  };
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER.toLowerCase()]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ login: username, password }),
  });
  if (!res.ok) throw new Error(`login of ${username} failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}
