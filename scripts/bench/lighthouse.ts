/**
 * Lighthouse mobile performance score (the default form factor and throttling) of the home
 * page `/` and of `/prompt/42`, served by server/main.ts as `npm start` runs it (production
 * mode, the built site, a seeded SQLite database in a temporary folder), in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Three runs per page, a fresh browser each; the
 * median is printed next to the target. Each score comes from lighthouseScore.mjs in plain Node.
 *
 *   npx tsx scripts/bench/lighthouse.ts [SITE_DIR]     # default: build/
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { ROOT, startServer, type RunningServer } from './server';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET = 85;
const siteDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));

async function main() {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.log(`Lighthouse: no built site at ${siteDir} (run npm run build, or npm run bench without --skip-build)`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-lighthouse-'));
  let server: RunningServer | undefined;
  try {
    // As `npm start` serves the site: the demo data, rate limits and the public cache at their defaults.
    server = await startServer(dataDir, undefined, loadConfig({}).publicCacheMs, {
      env: { SITE_DIR: siteDir, SEED_DEMO: 'true', RATE_LIMIT_DISABLED: 'false' },
    });
    const { base } = server;
    const lines: string[] = [];
    for (const route of ['/', '/prompt/42']) {
      const scores: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const output = execFileSync(
          process.execPath,
          [path.join(ROOT, 'scripts', 'bench', 'lighthouseScore.mjs'), `${base}${route}`],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
        );
        scores.push(Number(output.trim()));
      }
      const sorted = [...scores].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      lines.push(
        `${`Lighthouse mobile performance ${route}`.padEnd(44)} ${String(median).padStart(10)}   runs ${scores.join(', ')}   target ≥ ${TARGET} ${median >= TARGET ? 'ok' : 'MISSED'}`,
      );
    }
    for (const line of lines) console.log(line);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
