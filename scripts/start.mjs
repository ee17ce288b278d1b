// `npm start`: builds the site when build/ is missing or older than its sources,
// then runs the one server that serves the site in 13 locales and the API.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildFresh } from './lib/buildStamp.mjs';
import { nodeVersionProblem, requiredNodeRange } from './lib/nodeVersion.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Before anything else: on an older Node the build or the server would fail further on, less clearly.
const versionProblem = nodeVersionProblem(process.version, requiredNodeRange(path.join(siteDir, 'package.json')));
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}

if (!isBuildFresh(siteDir)) {
  console.log('[start] build/ is missing or stale: building the site in all locales first…');
  const build = spawnSync(process.execPath, [path.join(siteDir, 'scripts', 'build.mjs')], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('[start] build/ is up to date.');
}

const server = spawn(path.join(siteDir, 'node_modules', '.bin', 'tsx'), [path.join(siteDir, 'server', 'main.ts')], {
  cwd: siteDir,
  stdio: 'inherit',
  env: { PORT: '3000', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
