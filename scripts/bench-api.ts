/**
 * API benchmark on loopback: requests per second and p99 latency with
 * autocannon (50 connections × 10 s by default) for
 *   - GET /api/community/prompts (anonymous, first page of 20)
 *   - PUT /api/votes/curated/:n   (one logged-in user, alternating up/down)
 * on SQLite, then on PostgreSQL (TEST_DATABASE_URL, or a throwaway cluster
 * started through scripts/with-postgres.sh when Debian's PostgreSQL is installed).
 *
 *   npx tsx scripts/bench-api.ts            # SQLite, then PostgreSQL when available
 *   BENCH_DURATION=5 npx tsx scripts/bench-api.ts
 *   npx tsx scripts/bench-api.ts --only=sqlite | --only=postgres
 *
 * The server runs in its own process (server/main.ts) so autocannon does not
 * share its event loop. Figures are printed, nothing is asserted. Only
 * 127.0.0.1 is ever targeted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PasswordHasher } from '../server/auth/passwords';
import { createDatabase } from '../server/db';
import { migrateToLatest } from '../server/db/migrations';
import { DEMO_USER, seedDemo } from '../server/db/seed';

const ROOT = path.resolve(__dirname, '..');
const HOST = '127.0.0.1';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

interface Figure {
  database: string;
  case: string;
  rps: number;
  p99: number;
  p50: number;
  total: number;
  non2xx: number;
  errors: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function prepareData(databaseUrl: string | undefined, dataDir: string) {
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

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-bench-'));
  const figures: Figure[] = [];
  let child: ChildProcess | undefined;
  try {
    await prepareData(databaseUrl, dataDir);
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
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
      },
    });
    await waitForHealth(base, child);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'promptdeck' },
      body: JSON.stringify({ login: DEMO_USER.username, password: DEMO_USER.password }),
    });
    if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    const record = (name: string, result: autocannon.Result) =>
      figures.push({
        database: label,
        case: name,
        rps: result.requests.average,
        p99: result.latency.p99,
        p50: result.latency.p50,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });

    // Warm-up, not recorded.
    await run({ url: `${base}/api/community/prompts`, connections: 10, duration: 1 });

    console.error(`[bench] ${label}: GET /api/community/prompts, ${CONNECTIONS} connections × ${DURATION} s`);
    record('GET /api/community/prompts', await run({ url: `${base}/api/community/prompts`, connections: CONNECTIONS, duration: DURATION }));

    let counter = 0;
    console.error(`[bench] ${label}: PUT /api/votes/curated/:n, ${CONNECTIONS} connections × ${DURATION} s`);
    record(
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
    );
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

function print(figures: Figure[]) {
  const header = ['database', 'case', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const rows = figures.map((f) => [f.database, f.case, f.rps.toFixed(0), f.p50.toFixed(1), f.p99.toFixed(1), String(f.total), String(f.non2xx), String(f.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function withPostgresDatabase<T>(serverUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `promptdeck_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { hostname } = new URL(serverUrl);
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) throw new Error('bench targets loopback only: TEST_DATABASE_URL must point to 127.0.0.1');
  }
  const figures: Figure[] = [];
  if (only !== 'postgres') figures.push(...(await benchDatabase('SQLite', undefined)));
  if (only !== 'sqlite') {
    if (serverUrl) {
      figures.push(...(await withPostgresDatabase(serverUrl, (url) => benchDatabase('PostgreSQL', url))));
    } else if (fs.existsSync('/usr/lib/postgresql')) {
      if (figures.length) print(figures);
      console.error('[bench] starting a throwaway PostgreSQL cluster (scripts/with-postgres.sh)');
      const child = spawnSync('bash', [path.join(ROOT, 'scripts', 'with-postgres.sh'), process.execPath, '--import', 'tsx', __filename, '--only=postgres'], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      process.exitCode = child.status ?? 1;
      return;
    } else {
      console.error('[bench] PostgreSQL is not installed (apt-get install postgresql): SQLite only');
    }
  }
  print(figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
