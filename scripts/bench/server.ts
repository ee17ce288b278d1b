/**
 * Runs server/main.ts for the benches: a fresh data folder with the small dataset, the server
 * in its own process (so the load generator does not share its event loop) in production
 * mode with the event-loop report on, and sign-in. Only 127.0.0.1 is ever targeted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { PasswordHasher } from '../../server/auth/passwords';
import { createDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrations';
import { seedDemo } from '../../server/db/seed';

export const ROOT = path.resolve(__dirname, '..', '..');
export const HOST = '127.0.0.1';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The small dataset: the demo seed plus 300 shared prompts, 150 of them voted on. */
export async function prepareData(databaseUrl: string | undefined, dataDir: string) {
  const database = createDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'promptdeck.sqlite') });
  await migrateToLatest(database.kysely, database.dialect);
  const hasher = new PasswordHasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 });
  await seedDemo(database.kysely, hasher);
  // A realistic listing: a few hundred shared prompts with votes.
  const demo = await database.kysely.selectFrom('users').select('id').where('username_lower', '=', 'demo').executeTakeFirstOrThrow();
  const now = Date.now();
  const rows = Array.from({ length: 300 }, (_, i) => ({
    user_id: demo.id,
    title: `Bench prompt ${i}`,
    description: `Write a helpful answer about topic ${i}. `.repeat(8),
    remark: 'Bench',
    notes: null,
    shared: 1,
    created_at: new Date(now - i * 60_000).toISOString(),
    updated_at: new Date(now - i * 60_000).toISOString(),
  }));
  const inserted = await database.kysely.insertInto('prompts').values(rows).returning('id').execute();
  await database.kysely
    .insertInto('votes')
    .values(
      inserted.slice(0, 150).map((p, i) => ({
        user_id: demo.id,
        target_kind: 'community' as const,
        target_ref: p.id,
        value: i % 3 === 0 ? -1 : 1,
        created_at: new Date(now).toISOString(),
        updated_at: new Date(now).toISOString(),
      })),
    )
    .execute();
  await database.destroy();
}

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
  /** Asks the server for its event-loop report since the previous one (PROMPTDECK_EVENT_LOOP_REPORT=1). */
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
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const log = options.log ?? ((line: string) => process.stderr.write(`[server] ${line}\n`));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
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
      PROMPTDECK_EVENT_LOOP_REPORT: '1',
      PUBLIC_CACHE_MS: String(cacheMs),
      ...options.env,
    },
  });
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
    if (line.startsWith('event-loop ')) waiting.shift()?.(JSON.parse(line.slice('event-loop '.length)) as EventLoopLine);
    else if (line.trim()) log(line);
  });
  lines(child.stderr!, (line) => line.trim() && log(line));
  await waitForHealth(`${base}/api/health`, child);
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
    headers: { 'content-type': 'application/json', 'x-requested-with': 'promptdeck' },
    body: JSON.stringify({ login: username, password }),
  });
  if (!res.ok) throw new Error(`login of ${username} failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}
