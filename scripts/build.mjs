// Production build: the Docusaurus site in every locale, then the Pagefind search index over it.
// Extra arguments go to `docusaurus build` (e.g. `--locale en`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFingerprint, writeBuildStamp } from './lib/buildStamp.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(siteDir, 'node_modules', '.bin', name);
const fingerprint = sourceFingerprint(siteDir);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: siteDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(bin('docusaurus'), ['build', ...process.argv.slice(2)]);
// Only <main> is indexed, so navigation and footers do not pollute results.
run(bin('pagefind'), ['--site', 'build', '--root-selector', 'main', '--quiet']);
if (process.argv.length <= 2) writeBuildStamp(siteDir, fingerprint);
