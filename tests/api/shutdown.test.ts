/**
 * The real entry point (server/main.ts) in its own process: it starts on an
 * empty data folder (creating, migrating and seeding the SQLite file), and on
 * SIGTERM lets an in-flight request finish before closing the database.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/freePort';
import { sqliteFileIn } from '../../server/db';

const ROOT = path.resolve(__dirname, '../..');

function waitFor(
  child: ChildProcessWithoutNullStreams,
  output: () => string,
  pattern: RegExp,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output:\n${output()}`)),
      timeoutMs,
    );
    const check = () => {
      if (pattern.test(output())) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        child.stderr.off('data', check);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    check();
  });
}

describe('server process', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  let dataDir: string | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty data folder and finishes an in-flight request on SIGTERM', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-main-'));
    const port = await freePort();
    let output = '';
    child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_DIR: path.join(dataDir, 'no-site'),
        SITE_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        SMTP_URL: '',
        REDIS_URL: '',
      },
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    await waitFor(child, () => output, /PromptDeck on http/, 60_000);
    expect(fs.existsSync(sqliteFileIn(dataDir))).toBe(true);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // Registering hashes a password with argon2id: slow enough to still be running when SIGTERM arrives.
    const pending = fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'promptdeck' },
      body: JSON.stringify({
        username: 'late_user',
        email: 'late@example.com',
        password: 'a long enough password',
        agreeToTerms: true,
      }),
    });
    await waitFor(child, () => output, /"url":"\/api\/auth\/register"/, 10_000);
    child.kill('SIGTERM');

    const response = await pending;
    expect(response.status).toBe(201);
    expect(await exited).toBe(0);
    expect(output).toMatch(/closed cleanly/);
    // Logs at info level name the request but never its body.
    expect(output).not.toContain('a long enough password');
  });
});
