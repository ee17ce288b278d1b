// `npm test`: every suite, then one closing line `N passed, M failed` that sums them.
//   0. the checks, each counted as one test: typecheck (site and server), lint, format check.
//      They take about a minute; when one fails the suites below are skipped, since such a change
//      cannot land anyway (PROMPTDECK_TEST_AFTER_FAILED_CHECKS=1 runs them all the same)
//   1. vitest: unit, component and API tests (API on SQLite; the shared
//      rate-limit store is tested against a throwaway redis-server when installed)
//   2. the API tests again on PostgreSQL, when Debian's PostgreSQL is installed
//      (skip with PROMPTDECK_TEST_POSTGRES=0; CI installs it)
//   3. Playwright end-to-end tests in Chromium against the production build
//      (built first when build/ is missing or stale)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { isBuildFresh } from './lib/buildStamp.mjs';

const { freePort } = await tsImport('./lib/freePort.ts', import.meta.url);

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(siteDir, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(siteDir, 'node_modules', '.bin', name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

/** The summary, closing on the one line CI reads, and the exit code. */
function finish() {
  console.log('\n=== summary ===');
  for (const line of lines) console.log(line);
  console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: siteDir, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
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
function addSuite(label, counts, status) {
  const unexplained = status !== 0 && counts.failed === 0;
  const failed = counts.failed + (unexplained ? 1 : 0);
  totals.passed += counts.passed;
  totals.failed += failed;
  totals.skipped += counts.skipped;
  const extra = [counts.note, unexplained ? `exited with status ${status} without a failing test` : undefined]
    .filter(Boolean)
    .join('; ');
  lines.push(`${label}: ${counts.passed} passed, ${failed} failed${extra ? ` (${extra})` : ''}`);
}

function addVitest(label, file, status) {
  const report = readJson(file);
  if (!report) {
    totals.failed += 1;
    lines.push(`${label}: did not report (exit ${status})`);
    return;
  }
  // A file that fails to load has no test results; count it as a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  addSuite(label, counts, status);
}

function vitest(label, file, args, wrapper = [], env = {}) {
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  const status = wrapper.length
    ? run(label, wrapper[0], [...wrapper.slice(1), bin('vitest'), ...vitestArgs], env)
    : run(label, bin('vitest'), vitestArgs, env);
  addVitest(label, file, status);
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

// The checks run through their npm scripts, so their options live in package.json only.
// `typecheck` covers the site (with tests and scripts) and the server.
const failedChecks = [];
for (const script of ['typecheck', 'lint', 'format:check']) {
  const passed = run(`npm run ${script}`, 'npm', ['run', '--silent', script]) === 0;
  totals[passed ? 'passed' : 'failed'] += 1;
  lines.push(`${script}: ${passed ? 'passed' : 'failed'}`);
  if (!passed) failedChecks.push(script);
}
if (failedChecks.length > 0 && process.env.PROMPTDECK_TEST_AFTER_FAILED_CHECKS !== '1') {
  lines.push(
    `tests: not run, as ${failedChecks.join(', ')} failed (fix it, or set PROMPTDECK_TEST_AFTER_FAILED_CHECKS=1)`,
  );
  finish();
}

const redis = await startRedis();
if (!redis)
  lines.push('Redis: not installed, the shared rate-limit store test is skipped (apt-get install redis-server)');
const redisEnv = redis ? { REDIS_URL: redis.url } : {};
vitest('vitest (unit, component, API on SQLite)', path.join(resultsDir, 'vitest.json'), [], [], redisEnv);

const postgresInstalled =
  fs.existsSync('/usr/lib/postgresql') &&
  fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
const apiTestsExist = fs.existsSync(path.join(siteDir, 'tests', 'api'));
if (process.env.PROMPTDECK_TEST_POSTGRES === '0') {
  lines.push('API on PostgreSQL: skipped (PROMPTDECK_TEST_POSTGRES=0)');
} else if (!apiTestsExist) {
  lines.push('API on PostgreSQL: no API tests yet');
} else if (!postgresInstalled) {
  lines.push('API on PostgreSQL: skipped (PostgreSQL is not installed: apt-get install postgresql)');
} else {
  vitest(
    'API tests on PostgreSQL',
    path.join(resultsDir, 'vitest-postgres.json'),
    ['--project', 'api'],
    ['bash', path.join(siteDir, 'scripts', 'with-postgres.sh')],
    redisEnv,
  );
}
redis?.stop();

if (!isBuildFresh(siteDir)) {
  const status = run('production build (stale or missing)', process.execPath, [
    path.join(siteDir, 'scripts', 'build.mjs'),
  ]);
  if (status !== 0) {
    totals.failed += 1;
    lines.push('build: failed');
  }
}

if (!lines.includes('build: failed')) {
  const file = path.join(resultsDir, 'playwright.json');
  const status = run('Playwright end-to-end (Chromium)', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson(file);
  if (!report?.stats) {
    totals.failed += 1;
    lines.push(`Playwright: did not report (exit ${status})`);
  } else {
    const { expected, unexpected, flaky, skipped } = report.stats;
    addSuite(
      'Playwright',
      { passed: expected + flaky, failed: unexpected, skipped, note: flaky ? `${flaky} flaky` : undefined },
      status,
    );
  }
}

finish();
