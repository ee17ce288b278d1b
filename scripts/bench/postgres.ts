/**
 * PostgreSQL for the benches: a fresh database per step on the server TEST_DATABASE_URL names
 * (loopback only), or the whole bench again under scripts/with-postgres.sh, which starts a
 * throwaway cluster and sets TEST_DATABASE_URL.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './server';

/** TEST_DATABASE_URL when set, after checking that it points to this machine. */
export function loopbackServerUrl(): string | undefined {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { hostname } = new URL(serverUrl);
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) throw new Error('bench targets loopback only: TEST_DATABASE_URL must point to 127.0.0.1');
  }
  return serverUrl;
}

export function postgresInstalled(): boolean {
  return fs.existsSync('/usr/lib/postgresql');
}

/** Runs `script` with --only=postgres (and the other arguments) under scripts/with-postgres.sh; returns its exit status. */
export function rerunUnderThrowawayPostgres(script: string, env: NodeJS.ProcessEnv = {}): number {
  console.error('[bench] starting a throwaway PostgreSQL cluster (scripts/with-postgres.sh)');
  const child = spawnSync(
    'bash',
    [path.join(ROOT, 'scripts', 'with-postgres.sh'), process.execPath, '--import', 'tsx', script, '--only=postgres', ...process.argv.slice(2).filter((a) => !a.startsWith('--only='))],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  return child.status ?? 1;
}

export async function withPostgresDatabase<T>(serverUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
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
