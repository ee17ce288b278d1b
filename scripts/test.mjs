// `npm test`: every suite, then one closing line `N passed, M failed` that sums them.
// Two lanes run at the same time, each a chain of child processes whose output lines carry the
// lane's letter, so the log stays readable:
//   lane A  1. the checks, each counted as one test: typecheck (site and server), lint, format check.
//              When one fails the rest of both lanes stops, since such a change cannot land anyway
//              (PROMPTDECK_TEST_AFTER_FAILED_CHECKS=1 runs everything all the same)
//           2. vitest: unit, component and API tests (API on SQLite; the shared
//              rate-limit store is tested against a throwaway redis-server when installed)
//           3. the API test files whose behaviour depends on the database again on PostgreSQL
//              (scripts/lib/apiTestFiles.mjs), when Debian's PostgreSQL is installed
//              (PROMPTDECK_TEST_POSTGRES=all: every API file; =0: none; CI installs PostgreSQL).
//   lane B  1. the production build, when build/ is missing or stale
//           2. Playwright end-to-end tests in Chromium against it
//              (PROMPTDECK_E2E_WORKERS sets Playwright's workers)
//           4. the browser extension: its build, web-ext lint on the Firefox build (no error
//              allowed), then, once lane B's site build is ready, its Playwright tests (the Connect
//              page needs the site), beside lane B's Playwright
//   Lane B, the build then Playwright, is the longer one: a stage that needs no site build
//   belongs at the end of lane A.
// The summary gives each stage's result and duration, then the closing line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { POSTGRES_API_FILES } from './lib/apiTestFiles.mjs';
import { isBuildFresh } from './lib/buildStamp.mjs';

const { freePort } = await tsImport('./lib/freePort.ts', import.meta.url);

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(siteDir, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(siteDir, 'node_modules', '.bin', name);
const started = Date.now();

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Summary lines per lane, printed lane by lane whatever order the stages ended in. */
const lines = { A: [], B: [], run: [] };

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** The summary, closing on the one line CI reads, and the exit code. */
function finish() {
  console.log('\n=== summary ===');
  for (const line of [...lines.A, ...lines.B, ...lines.run]) console.log(line);
  console.log(`wall time: ${seconds(Date.now() - started)}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

/** Copies a child's output to ours line by line, each line led by the lane's mark. */
function prefixLines(stream, out, mark) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const parts = (rest + chunk).split(/\r?\n/);
    rest = parts.pop();
    if (parts.length) out.write(parts.map((line) => `${mark}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (rest) out.write(`${mark}${rest}\n`);
  });
}

/** One lane: its commands run one after another; `stop()` ends the running one and the rest. */
function createLane(name) {
  const mark = `${name}| `;
  const lane = {
    name,
    stopped: undefined,
    child: undefined,
    /** Runs a command; answers its exit status and how long it took (status undefined when stopped). */
    run(label, command, args, env = {}) {
      if (lane.stopped) return Promise.resolve({ status: undefined, ms: 0 });
      process.stdout.write(`${mark}\n${mark}=== ${label} ===\n`);
      const begun = Date.now();
      return new Promise((resolve) => {
        // A process group of its own, so stopping the lane ends the grandchildren too
        // (the bundler's workers, Playwright's web server and browsers).
        const child = spawn(command, args, {
          cwd: siteDir,
          env: { ...process.env, FORCE_COLOR: '0', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
        lane.child = child;
        prefixLines(child.stdout, process.stdout, mark);
        prefixLines(child.stderr, process.stderr, mark);
        child.on('error', (error) => {
          process.stderr.write(`${mark}${error.message}\n`);
        });
        child.on('close', (code) => {
          lane.child = undefined;
          resolve({ status: lane.stopped ? undefined : (code ?? 1), ms: Date.now() - begun });
        });
      });
    },
    stop(reason) {
      lane.stopped = reason;
      if (lane.child?.pid) {
        try {
          process.kill(-lane.child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
  return lane;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Adds a suite's counts to the totals. A runner that exits non-zero without a counted failure
 * (an unhandled error after the last test, a crash, a report the runner wrote before it failed)
 * still failed: that counts as one failure, whatever its report says.
 */
function addSuite(lane, label, counts, status, ms) {
  const unexplained = status !== 0 && counts.failed === 0;
  const failed = counts.failed + (unexplained ? 1 : 0);
  totals.passed += counts.passed;
  totals.failed += failed;
  totals.skipped += counts.skipped;
  const extra = [counts.note, unexplained ? `exited with status ${status} without a failing test` : undefined]
    .filter(Boolean)
    .join('; ');
  lines[lane.name].push(
    `${label}: ${counts.passed} passed, ${failed} failed${extra ? ` (${extra})` : ''} [${seconds(ms)}]`,
  );
}

/** A stage that did not report at all: one failure. */
function addUnreported(lane, label, status, ms) {
  totals.failed += 1;
  lines[lane.name].push(`${label}: did not report (exit ${status}) [${seconds(ms)}]`);
}

/** A stage the lane never finished because it was stopped: said in the summary, not counted. */
function addStopped(lane, label) {
  lines[lane.name].push(`${label}: not run (${lane.stopped})`);
}

function addVitest(lane, label, file, { status, ms }) {
  if (status === undefined) return addStopped(lane, label);
  const report = readJson(file);
  if (!report) return addUnreported(lane, label, status, ms);
  // A file that fails to load has no test results; count it as a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  addSuite(lane, label, counts, status, ms);
}

async function vitest(lane, label, file, args, wrapper = [], env = {}) {
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  const result = wrapper.length
    ? await lane.run(label, wrapper[0], [...wrapper.slice(1), bin('vitest'), ...vitestArgs], env)
    : await lane.run(label, bin('vitest'), vitestArgs, env);
  addVitest(lane, label, file, result);
}

async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A throwaway redis-server on loopback, or undefined when Redis is not installed. */
async function startRedis() {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (which.status !== 0) return undefined;
  const port = await freePort();
  const child = spawn(
    which.stdout.trim(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  if (!(await waitForPort(port, 5000))) {
    child.kill();
    return undefined;
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}

const laneA = createLane('A');
const laneB = createLane('B');

// One throwaway redis-server for the whole run: both lanes' vitest runs may use it.
const redis = await startRedis();
if (!redis)
  lines.A.push('Redis: not installed, the shared rate-limit store test is skipped (apt-get install redis-server)');
const redisEnv = redis ? { REDIS_URL: redis.url } : {};

/** Lane A: the checks, vitest, the API files on PostgreSQL, then the extension. */
async function runLaneA() {
  // The checks run through their npm scripts, so their options live in package.json only.
  // `typecheck` covers the site (with tests and scripts) and the server.
  const failedChecks = [];
  for (const script of ['typecheck', 'lint', 'format:check']) {
    const { status, ms } = await laneA.run(`npm run ${script}`, 'npm', ['run', '--silent', script]);
    const passed = status === 0;
    totals[passed ? 'passed' : 'failed'] += 1;
    lines.A.push(`${script}: ${passed ? 'passed' : 'failed'} [${seconds(ms)}]`);
    if (!passed) failedChecks.push(script);
  }
  if (failedChecks.length > 0 && process.env.PROMPTDECK_TEST_AFTER_FAILED_CHECKS !== '1') {
    const reason = `${failedChecks.join(', ')} failed: fix it, or set PROMPTDECK_TEST_AFTER_FAILED_CHECKS=1`;
    laneA.stop(reason);
    laneB.stop(reason);
    lines.A.push(`tests: not run (${reason})`);
    return;
  }

  await vitest(
    laneA,
    'vitest (unit, component, API on SQLite)',
    path.join(resultsDir, 'vitest.json'),
    [],
    [],
    redisEnv,
  );
  await runPostgres(laneA);
  await runExtension(laneA);
}

/**
 * The browser extension: its build (Chromium and Firefox), web-ext lint on the Firefox build
 * (no error allowed), then its Playwright tests (playwright.extension.config.ts) on the Chromium build.
 */
async function runExtension(lane) {
  const build = await lane.run('extension build', 'npm', ['run', '--silent', 'extension:build']);
  if (build.status === undefined) return addStopped(lane, 'extension build');
  totals[build.status === 0 ? 'passed' : 'failed'] += 1;
  lines[lane.name].push(`extension build: ${build.status === 0 ? 'passed' : 'failed'} [${seconds(build.ms)}]`);
  if (build.status !== 0) return lines[lane.name].push('extension lint and tests: not run (the build failed)');

  const outputDir = path.join(siteDir, 'extension', '.output');
  const firefoxDir = fs.readdirSync(outputDir).find((name) => name.startsWith('firefox-mv'));
  const lintFile = path.join(resultsDir, 'web-ext-lint.json');
  const lint = await lane.run('web-ext lint (Firefox build)', 'sh', [
    '-c',
    `"${bin('web-ext')}" lint --source-dir "${path.join(outputDir, firefoxDir ?? 'firefox-mv2')}" --output json > "${lintFile}"`,
  ]);
  if (lint.status === undefined) return addStopped(lane, 'web-ext lint');
  const errors = readJson(lintFile)?.summary?.errors;
  const linted = errors === 0;
  totals[linted ? 'passed' : 'failed'] += 1;
  lines[lane.name].push(
    `web-ext lint: ${linted ? 'passed' : `failed (${errors ?? 'no report'} errors)`} [${seconds(lint.ms)}]`,
  );

  if (!(await siteBuild.ready)) return lines[lane.name].push('Playwright extension: not run (no site build)');
  const file = path.join(resultsDir, 'playwright-extension.json');
  const result = await lane.run(
    'Playwright extension (Chromium)',
    bin('playwright'),
    ['test', '-c', 'playwright.extension.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  if (result.status === undefined) return addStopped(lane, 'Playwright extension');
  const report = readJson(file);
  if (!report?.stats) return addUnreported(lane, 'Playwright extension', result.status, result.ms);
  const { expected, unexpected, flaky, skipped } = report.stats;
  addSuite(
    lane,
    'Playwright extension',
    { passed: expected + flaky, failed: unexpected, skipped, note: flaky ? `${flaky} flaky` : undefined },
    result.status,
    result.ms,
  );
}

/** The API files that depend on the database, again on a throwaway PostgreSQL cluster. */
async function runPostgres(lane) {
  const postgresInstalled =
    fs.existsSync('/usr/lib/postgresql') &&
    fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  const apiTestsExist = fs.existsSync(path.join(siteDir, 'tests', 'api'));
  const which = process.env.PROMPTDECK_TEST_POSTGRES;
  if (which === '0') {
    lines[lane.name].push('API on PostgreSQL: skipped (PROMPTDECK_TEST_POSTGRES=0)');
  } else if (!apiTestsExist) {
    lines[lane.name].push('API on PostgreSQL: no API tests yet');
  } else if (!postgresInstalled) {
    lines[lane.name].push('API on PostgreSQL: skipped (PostgreSQL is not installed: apt-get install postgresql)');
  } else {
    const all = which === 'all';
    await vitest(
      lane,
      all ? 'API tests on PostgreSQL (all files)' : 'API tests on PostgreSQL (the files that depend on the database)',
      path.join(resultsDir, 'vitest-postgres.json'),
      ['--project', 'api', '--project', 'api-serial', ...(all ? [] : POSTGRES_API_FILES)],
      ['bash', path.join(siteDir, 'scripts', 'with-postgres.sh')],
      redisEnv,
    );
  }
}

/** Lane B's site build, which lane A's extension tests wait for (false: none came). */
const siteBuild = (() => {
  let done;
  const ready = new Promise((resolve) => (done = resolve));
  return { ready, done };
})();

/** Lane B: the production build when stale, then Playwright against it. */
async function runLaneB() {
  if (!isBuildFresh(siteDir)) {
    const label = 'production build (stale or missing)';
    const { status, ms } = await laneB.run(label, process.execPath, [path.join(siteDir, 'scripts', 'build.mjs')]);
    siteBuild.done(status === 0);
    if (status === undefined) return addStopped(laneB, 'build');
    if (status !== 0) {
      totals.failed += 1;
      lines.B.push(`build: failed [${seconds(ms)}]`);
      lines.B.push('Playwright: not run (the build failed)');
      return;
    }
    lines.B.push(`build: done [${seconds(ms)}]`);
  } else {
    siteBuild.done(true);
    lines.B.push('build: up to date');
  }

  const file = path.join(resultsDir, 'playwright.json');
  const workers = process.env.PROMPTDECK_E2E_WORKERS;
  const result = await laneB.run(
    'Playwright end-to-end (Chromium)',
    bin('playwright'),
    ['test', ...(workers ? [`--workers=${workers}`] : [])],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  if (result.status === undefined) return addStopped(laneB, 'Playwright');
  const report = readJson(file);
  if (!report?.stats) return addUnreported(laneB, 'Playwright', result.status, result.ms);
  const { expected, unexpected, flaky, skipped } = report.stats;
  addSuite(
    laneB,
    'Playwright',
    { passed: expected + flaky, failed: unexpected, skipped, note: flaky ? `${flaky} flaky` : undefined },
    result.status,
    result.ms,
  );
}

/** A lane that throws still ends the run with a summary, and counts as a failure. */
async function guarded(lane, body) {
  const begun = Date.now();
  try {
    await body();
  } catch (error) {
    totals.failed += 1;
    lines[lane.name].push(`lane ${lane.name}: crashed (${error?.message ?? error})`);
    lane.stop('lane crashed');
  }
  lines[lane.name].push(`lane ${lane.name}: ${seconds(Date.now() - begun)}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    laneA.stop(`interrupted by ${signal}`);
    laneB.stop(`interrupted by ${signal}`);
    lines.run.push(`interrupted by ${signal}`);
    totals.failed += 1;
  });
}

await Promise.all([guarded(laneA, runLaneA), guarded(laneB, runLaneB).finally(() => siteBuild.done(false))]);
redis?.stop();
finish();
