/**
 * Lighthouse mobile performance score (the default form factor and throttling) of the home
 * page `/` and of `/prompt/42`, served by server/main.ts as `npm start` runs it (production
 * mode, the built site, a seeded SQLite database in a temporary folder), in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Three runs per page, a fresh browser each; the
 * median is printed next to the target.
 *
 *   npx tsx scripts/bench/lighthouse.ts [SITE_DIR]     # default: build/
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../lib/freePort';

const ROOT = path.resolve(__dirname, '..', '..');
const HOST = '127.0.0.1';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET = 85;
const siteDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));

async function main() {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.log(`Lighthouse: no built site at ${siteDir} (run npm run build, or npm run bench without --skip-build)`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-lighthouse-'));
  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      SITE_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error('server did not start');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const lines: string[] = [];
    for (const route of ['/', '/prompt/42']) {
      const scores: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const chrome = await chromeLauncher.launch({
          chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
        });
        try {
          const result = await lighthouse(`${base}${route}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          });
          const score = result?.lhr.categories.performance?.score;
          if (typeof score !== 'number')
            throw new Error(
              `no performance score for ${route}: ${result?.lhr.runtimeError?.message ?? 'unknown error'}`,
            );
          scores.push(Math.round(score * 100));
        } finally {
          chrome.kill();
        }
      }
      const sorted = [...scores].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      lines.push(
        `${`Lighthouse mobile performance ${route}`.padEnd(44)} ${String(median).padStart(10)}   runs ${scores.join(', ')}   target ≥ ${TARGET} ${median >= TARGET ? 'ok' : 'MISSED'}`,
      );
    }
    for (const line of lines) console.log(line);
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
