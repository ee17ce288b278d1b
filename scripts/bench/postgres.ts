/**
 * PostgreSQL for the benches: the server TEST_DATABASE_URL names (loopback only; each step takes
 * a fresh database on it through scripts/lib/throwawayDatabase.ts), or the whole bench again
 * under scripts/with-postgres.sh, which starts a throwaway cluster and sets TEST_DATABASE_URL;
 * and, for the restart case, that cluster's pg_ctl.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './server';

/** Set for a bench run under with-postgres.sh: its cluster may be restarted (nobody else uses it). */
const THROWAWAY_FLAG = 'BENCH_THROWAWAY_POSTGRES';

/** True when the cluster is the bench's own throwaway one, or BENCH_PG_RESTART=1 allows restarting it anyway. */
export function clusterMayRestart(): boolean {
  return process.env[THROWAWAY_FLAG] === '1' || process.env.BENCH_PG_RESTART === '1';
}

/** TEST_DATABASE_URL when set, after checking that it points to this machine. */
export function loopbackServerUrl(): string | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { hostname } = new URL(serverUrl);
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname))
      throw new Error('bench targets loopback only: TEST_DATABASE_URL must point to 127.0.0.1');
  }
  return serverUrl;
}

export function postgresInstalled(): boolean {
  return fs.existsSync('/usr/lib/postgresql');
}

/** Runs `script` with --only=postgres (and the other arguments) under scripts/with-postgres.sh; returns its exit status. */
export function rerunUnderThrowawayPostgres(script: string, env: NodeJS.ProcessEnv = {}): number {
  console.error('[bench] starting a throwaway PostgreSQL cluster (scripts/with-postgres.sh)');
  env = { ...env, [THROWAWAY_FLAG]: '1' };
  const child = spawnSync(
    'bash',
    [
      path.join(ROOT, 'scripts', 'with-postgres.sh'),
      process.execPath,
      '--import',
      'tsx',
      script,
      '--only=postgres',
      ...process.argv.slice(2).filter((a) => !a.startsWith('--only=')),
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  return child.status ?? 1;
}

export interface Cluster {
  pgBin: string;
  pgData: string;
}

/**
 * The cluster behind `serverUrl`: its data_directory as the server reports it (never a PGDATA
 * left in the environment, which may name another cluster), and PG_BIN when
 * scripts/with-postgres.sh exports it, else the newest /usr/lib/postgresql/<n>/bin.
 */
export async function findCluster(serverUrl: string): Promise<Cluster> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  let pgData: string;
  try {
    pgData = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
  } finally {
    await client.end();
  }
  let pgBin = process.env.PG_BIN;
  if (!pgBin) {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => fs.existsSync(path.join('/usr/lib/postgresql', v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(a) - Number(b));
    if (!versions.length) throw new Error('pg_ctl not found under /usr/lib/postgresql');
    pgBin = path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin');
  }
  return { pgBin, pgData };
}

/**
 * `pg_ctl restart -m fast` of the cluster (as the `postgres` user when run as root, like
 * with-postgres.sh), without blocking the event loop; the cluster keeps the options it was
 * started with (postmaster.opts). Resolves when pg_ctl is done.
 */
export function restartCluster(cluster: Cluster): Promise<{ ok: boolean; ms: number; output: string }> {
  const started = performance.now();
  const args = [
    '-D',
    cluster.pgData,
    '-m',
    'fast',
    '-w',
    '-t',
    '60',
    '-l',
    path.join(cluster.pgData, 'bench-restart.log'),
    'restart',
  ];
  const pgCtl = path.join(cluster.pgBin, 'pg_ctl');
  const asRoot = process.getuid?.() === 0;
  const child = asRoot ? spawn('runuser', ['-u', 'postgres', '--', pgCtl, ...args]) : spawn(pgCtl, args);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, ms: performance.now() - started, output: error.message }));
    child.on('exit', (code) => resolve({ ok: code === 0, ms: performance.now() - started, output: output.trim() }));
  });
}
