/**
 * `npm test` (scripts/test.mjs) run as it is, in a throwaway copy of the project whose runners are
 * fakes: the checks, the build, vitest and Playwright do what each case says. The summary's last
 * line and the exit code must tell a failed runner apart from a passing one, whatever its report
 * says, in both lanes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const projectDir = path.resolve(__dirname, '../../..');
let siteDir: string;

const FAKE_VITEST = `#!/usr/bin/env node
const fs = require('node:fs');
const output = process.argv.find((arg) => arg.startsWith('--outputFile.json='))?.split('=')[1];
const mode = process.env.FAKE_VITEST;
if (mode !== 'silent' && output)
  fs.writeFileSync(output, JSON.stringify({ success: true, numPassedTests: 5, numFailedTests: mode === 'failing' ? 2 : 0, numPendingTests: 0, numTodoTests: 0, testResults: [] }));
process.exit(mode === 'ok' ? 0 : 1);
`;

const FAKE_PLAYWRIGHT = `#!/usr/bin/env node
require('node:fs').writeFileSync(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME, JSON.stringify({ stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 } }));
process.exit(Number(process.env.FAKE_PLAYWRIGHT_STATUS ?? 0));
`;

const FAKE_WEB_EXT = `#!/usr/bin/env node
console.log(JSON.stringify({ summary: { errors: Number(process.env.FAKE_WEB_EXT_ERRORS ?? 0), notices: 0, warnings: 0 } }));
`;

function write(file: string, text: string, mode?: number) {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), text, { mode });
}

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-test-summary-'));
  for (const file of [
    'scripts/test.mjs',
    'scripts/lib/apiTestFiles.mjs',
    'scripts/lib/buildStamp.mjs',
    'scripts/lib/freePort.ts',
  ])
    write(file, fs.readFileSync(path.join(projectDir, file), 'utf8'));
  // The build takes FAKE_BUILD_MS, long enough for the checks to fail while it runs.
  write(
    'scripts/build.mjs',
    'setTimeout(() => process.exit(0), Number(process.env.FAKE_BUILD_MS ?? 0));\nconsole.log("building");\n',
  );
  write(
    'package.json',
    JSON.stringify({
      name: 'fake',
      private: true,
      scripts: {
        typecheck: 'node -e "process.exit(process.env.FAKE_TYPECHECK === \'fail\' ? 1 : 0)"',
        lint: 'true',
        'format:check': 'true',
        'extension:build':
          "node -e \"require('node:fs').mkdirSync('extension/.output/firefox-mv2', { recursive: true })\"",
      },
    }),
  );
  fs.mkdirSync(path.join(siteDir, 'node_modules/.bin'), { recursive: true });
  fs.symlinkSync(path.join(projectDir, 'node_modules/tsx'), path.join(siteDir, 'node_modules/tsx'));
  write('node_modules/.bin/vitest', FAKE_VITEST, 0o755);
  write('node_modules/.bin/playwright', FAKE_PLAYWRIGHT, 0o755);
  write('node_modules/.bin/web-ext', FAKE_WEB_EXT, 0o755);
});

afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

function npmTest(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/test.mjs'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, PROMPTDECK_TEST_POSTGRES: '0', ...env },
  });
  const lastLine = result.stdout.trim().split('\n').at(-1);
  return { status: result.status, lastLine, stdout: result.stdout };
}

// Each case starts Node, tsx and npm three times: seconds on a busy machine.
describe('npm test summary', { timeout: 60_000 }, () => {
  it('passes when every runner passes', () => {
    const run = npmTest({ FAKE_VITEST: 'ok' });
    expect(run.lastLine).toBe('16 passed, 0 failed');
    expect(run.status).toBe(0);
  });

  it('counts a vitest that exits 1 and reports nothing as a failure', () => {
    const run = npmTest({ FAKE_VITEST: 'silent' });
    expect(run.lastLine).toBe('11 passed, 1 failed');
    expect(run.status).toBe(1);
  });

  it('counts a vitest that exits 1 with a report of no failures as a failure', () => {
    const run = npmTest({ FAKE_VITEST: 'clean-report' });
    expect(run.lastLine).toBe('16 passed, 1 failed');
    expect(run.stdout).toContain('exited with status 1 without a failing test');
    expect(run.status).toBe(1);
  });

  it('adds no extra failure when the report names the failed tests', () => {
    const run = npmTest({ FAKE_VITEST: 'failing' });
    expect(run.lastLine).toBe('16 passed, 2 failed');
    expect(run.status).toBe(1);
  });

  it('counts a Playwright that exits 1 with a clean report as a failure', () => {
    // Both Playwright runs (the site's and the extension's) exit 1.
    const run = npmTest({ FAKE_VITEST: 'ok', FAKE_PLAYWRIGHT_STATUS: '1' });
    expect(run.lastLine).toBe('16 passed, 2 failed');
    expect(run.status).toBe(1);
  });

  it('counts web-ext lint errors on the Firefox build as a failure', () => {
    const run = npmTest({ FAKE_VITEST: 'ok', FAKE_WEB_EXT_ERRORS: '2' });
    expect(run.lastLine).toBe('15 passed, 1 failed');
    expect(run.stdout).toMatch(/^web-ext lint: failed \(2 errors\)/m);
    expect(run.status).toBe(1);
  });

  it("marks each lane's output lines and times each stage", () => {
    const run = npmTest({ FAKE_VITEST: 'ok' });
    expect(run.stdout).toContain('B| building');
    expect(run.stdout).toContain('A| === npm run typecheck ===');
    expect(run.stdout).toMatch(/^build: done \[\d+ s\]$/m);
    expect(run.stdout).toMatch(/^Playwright: 3 passed, 0 failed \[\d+ s\]$/m);
    expect(run.stdout).toMatch(/^Playwright extension: 3 passed, 0 failed \[\d+ s\]$/m);
  });

  it('stops the other lane when a check fails, and says so', () => {
    const run = npmTest({ FAKE_VITEST: 'ok', FAKE_TYPECHECK: 'fail', FAKE_BUILD_MS: '20000' });
    expect(run.lastLine).toBe('2 passed, 1 failed');
    expect(run.stdout).toMatch(/^build: not run \(typecheck failed/m);
    expect(run.stdout).toMatch(/^tests: not run \(typecheck failed/m);
    expect(run.status).toBe(1);
  });

  it('runs both lanes all the same when asked to', () => {
    const run = npmTest({ FAKE_VITEST: 'ok', FAKE_TYPECHECK: 'fail', PROMPTDECK_TEST_AFTER_FAILED_CHECKS: '1' });
    expect(run.lastLine).toBe('15 passed, 1 failed');
    expect(run.status).toBe(1);
  });
});
