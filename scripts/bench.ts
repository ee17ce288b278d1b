/**
 * `npm run bench`: prints speed and size figures. Asserts nothing.
 *   - clean production build, all 13 locales and one locale: wall time and peak memory
 *   - HTML pages built, Pagefind indexing time
 *   - gzip JavaScript of the home page, a prompt page (first load and with its live parts),
 *     /community-prompts, the docs and the account pages, in zh, en and ar, next to their targets
 *     (WEIGHED_PAGES in scripts/lib/pageWeight.ts, also a test of the e2e build); home HTML size; the open catalogue's size per locale (JSON, gzip, brotli, CSV)
 *   - median time to filter the full catalogue (search + tags + sort) in Node
 *   - the browser extension (scripts/bench/extension.ts): the chat content script's gzip size
 *     (extension/.output/chrome-mv3, built when missing or stale) and the picker's search time per
 *     keystroke over each locale's bundled catalogue, median and worst, next to their targets
 *   - API throughput (scripts/bench/api/) on SQLite and PostgreSQL: a bare Fastify hello as the
 *     baseline, the small dataset (community list as % of hello), then the large dataset
 *     (10,000 users, 100,000 prompts, 1,000,000 votes, 100,000 comments: generation time,
 *     listing, deep pages, searches at 20 connections, p50/p99, longest event-loop block)
 *   - the API under a hostile mix (scripts/bench/hostile/), SQLite and PostgreSQL: combining-mark
 *     writes and imports, a two-letter search storm, 30 MB anonymous imports, a thread of maximal
 *     comments, 300 distinct public answers, a PostgreSQL restart; per case the longest event-loop
 *     block, members' list and search p99, the hostile statuses, answer size / RSS growth / downtime
 *   - Lighthouse mobile performance of / and /prompt/42 served by server/main.ts (scripts/bench/lighthouse.ts)
 * Flags:
 *   --skip-build   reuse .bench/build from a previous run
 *   --large        only the API figures (small and large datasets, both databases) and Lighthouse
 *                  over an existing build (.bench/build, else build/); no build, page weights or filter timing
 *   --no-large     the API figures without the large dataset
 *   --weights      only the page weights, over the existing build/ (what npm start serves), or --site DIR
 *   --hostile      only the hostile mix (scripts/bench/hostile/, about 5 minutes)
 *   --extension    only the browser extension's figures
 *   --only=sqlite | --only=postgres   the API figures and the hostile mix on one database
 *   --cases=1,3    only those cases of the hostile mix
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import os from 'node:os';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadPrompts } from '../src/plugins/prompt-library/loadPrompts';
import { toSummary, toTexts } from '../src/plugins/prompt-library/pageData';
import { PROMPT_COUNT } from '../src/prompts/count';
import { createSearchIndex } from '../src/prompts/search';
import { countByTag, filterByTags, sortPrompts } from '../src/prompts/library';
import { chromiumLaunchOptions } from './lib/chromium';
import { catalogueWeights } from './bench/catalogue';
import { extensionFigures } from './bench/extension';
import { jsWeightOf, weighedPath, WEIGHED_LOCALES, WEIGHED_PAGES } from './lib/pageWeight';

const siteDir = path.resolve(__dirname, '..');
const benchDir = path.join(siteDir, '.bench');
const bin = (name: string) => path.join(siteDir, 'node_modules', '.bin', name);
const largeOnly = process.argv.includes('--large');
const skipBuild = process.argv.includes('--skip-build') || largeOnly;
const withLarge = !process.argv.includes('--no-large');
const weightsOnly = process.argv.includes('--weights');
const hostileOnly = process.argv.includes('--hostile');
const extensionOnly = process.argv.includes('--extension');
/** Flags the API and hostile benches understand, passed on to them. */
const passedOn = process.argv.filter((a) => a.startsWith('--only=') || a.startsWith('--cases='));
const argValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Resident memory of a process and all its descendants, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function measure(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${label.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s   peak ${mb(peak).padStart(8)}${code ? `   (exit ${code})` : ''}`,
  );
  if (code) process.exit(code);
}

function cleanCaches() {
  for (const dir of ['.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(siteDir, dir), { recursive: true, force: true });
}

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

function serveStatic(root: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = [path.join(root, url), path.join(root, url, 'index.html'), path.join(root, `${url}.html`)];
    const file = candidates.find((f) => f.startsWith(root) && fs.existsSync(f) && fs.statSync(f).isFile());
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const type = file.endsWith('.html')
      ? 'text/html'
      : file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'application/octet-stream';
    res.setHeader('content-type', type);
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function pageWeights(root: string) {
  const server = await serveStatic(root);
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch(chromiumLaunchOptions);
  const jsOf = async (route: string) => {
    const page = await browser.newPage();
    const weight = await jsWeightOf(page, `http://127.0.0.1:${port}${route}`);
    await page.close();
    return weight;
  };
  const locales = WEIGHED_LOCALES.filter(
    (locale) => locale === 'zh' || fs.existsSync(path.join(root, locale, 'index.html')),
  );
  const figures = new Map<string, { first: number; all: number }>();
  for (const locale of locales) {
    for (const route of new Set(WEIGHED_PAGES.map((page) => page.route)))
      figures.set(`${locale}${route}`, await jsOf(weighedPath(locale, route)));
  }
  await browser.close();
  server.close();
  console.log(`${'JS per page (gzip KB)'.padEnd(52)} ${locales.map((locale) => locale.padStart(8)).join('')}   target`);
  for (const page of WEIGHED_PAGES) {
    const cells = locales.map((locale) => figures.get(`${locale}${page.route}`)![page.load]);
    const over = page.targetKb !== undefined && cells.some((bytes) => bytes > page.targetKb! * 1024);
    const target = page.targetKb === undefined ? '' : `   ≤ ${page.targetKb} KB${over ? '  OVER' : ''}`;
    console.log(
      `${page.label.padEnd(52)} ${cells.map((bytes) => (bytes / 1024).toFixed(1).padStart(8)).join('')}${target}`,
    );
  }
  const homeHtml = fs.readFileSync(path.join(root, 'index.html'));
  console.log(
    `${'zh home page HTML'.padEnd(52)} ${kb(homeHtml.length).padStart(10)}   gzip ${kb(zlib.gzipSync(homeHtml, { level: 9 }).length)}`,
  );
  catalogueWeights(root, siteDir);
}

function filterTiming() {
  const prompts = loadPrompts(siteDir);
  for (const locale of ['zh', 'en'] as const) {
    const summaries = prompts.map((p) => toSummary(p, locale));
    const texts = toTexts(prompts, locale);
    const search = createSearchIndex(summaries, (p) => {
      const t = texts[p.id]!;
      return [p.title, p.remark, t.text ?? '', t.english, t.titleEn, t.remarkEn].join('\n');
    });
    const queries =
      locale === 'zh'
        ? ['代码', '写作 助手', '学习', 'email', 'x']
        : ['code', 'write email', 'teacher', 'résumé', 'zzz'];
    const runs: number[] = [];
    for (let i = 0; i < 400; i += 1) {
      const query = queries[i % queries.length]!;
      const started = process.hrtime.bigint();
      const searched = search(query);
      countByTag(searched);
      sortPrompts(filterByTags(searched, i % 2 ? ['code', 'write'] : []), i % 3 ? 'weight' : 'newest');
      runs.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    runs.sort((a, b) => a - b);
    const median = runs[Math.floor(runs.length / 2)]!;
    const p95 = runs[Math.floor(runs.length * 0.95)]!;
    console.log(
      `${`filter ${PROMPT_COUNT} prompts (${locale}), 400 runs`.padEnd(44)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   target ≤ 1 ms`,
    );
  }
}

async function main() {
  fs.mkdirSync(benchDir, { recursive: true });
  const allOut = path.join(benchDir, 'build');
  console.log(
    `PromptDeck benchmark — ${new Date().toISOString()} — ${os.cpus().length} cores, node ${process.version}`,
  );
  if (hostileOnly) {
    hostileMix();
    return;
  }
  if (extensionOnly) {
    extensionFigures(siteDir);
    return;
  }
  if (weightsOnly) {
    await pageWeights(path.resolve(siteDir, argValue('--site') ?? 'build'));
    return;
  }
  if (largeOnly) {
    apiAndLighthouse(fs.existsSync(path.join(allOut, 'index.html')) ? allOut : path.join(siteDir, 'build'));
    return;
  }
  if (!skipBuild) {
    cleanCaches();
    const build = path.join(siteDir, 'scripts', 'build.mjs');
    await measure('clean build, one locale (en)', process.execPath, [
      build,
      '--locale',
      'en',
      '--out-dir',
      path.join(benchDir, 'build-en'),
      '--no-search-index',
    ]);
    cleanCaches();
    await measure('clean build, all 13 locales', process.execPath, [build, '--out-dir', allOut, '--no-search-index']);
    await measure('Pagefind index, all locales', bin('pagefind'), [
      '--site',
      allOut,
      '--root-selector',
      'main',
      '--quiet',
    ]);
  }
  console.log(`${'HTML pages (13 locales)'.padEnd(44)} ${String(countHtml(allOut)).padStart(10)}`);
  await pageWeights(allOut);
  filterTiming();
  extensionFigures(siteDir);
  apiAndLighthouse(allOut);
}

function apiAndLighthouse(site: string) {
  console.log('\nAPI (autocannon on loopback):');
  const apiFlags = passedOn.filter((a) => a.startsWith('--only='));
  spawnSync(
    bin('tsx'),
    [path.join(siteDir, 'scripts', 'bench', 'api', 'main.ts'), ...(withLarge ? ['--large'] : []), ...apiFlags],
    { cwd: siteDir, stdio: 'inherit' },
  );
  hostileMix();
  console.log('\nLighthouse (mobile, median of 3, Debian chromium):');
  spawnSync(bin('tsx'), [path.join(siteDir, 'scripts', 'bench', 'lighthouse.ts'), site], {
    cwd: siteDir,
    stdio: 'inherit',
  });
}

function hostileMix() {
  console.log('\nAPI under a hostile mix (scripts/bench/hostile/):');
  spawnSync(bin('tsx'), [path.join(siteDir, 'scripts', 'bench', 'hostile', 'main.ts'), ...passedOn], {
    cwd: siteDir,
    stdio: 'inherit',
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
