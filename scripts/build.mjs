// Production build: the Docusaurus site in every locale, then the Pagefind search index over it,
// then brotli and gzip copies of every text file for the server to send as they are.
//   node scripts/build.mjs                      all locales into build/, plus the search index
//   node scripts/build.mjs --locale en          one locale (repeat --locale for several)
//   node scripts/build.mjs --out-dir DIR        somewhere else than build/
//   node scripts/build.mjs --no-search-index    skip Pagefind
// Other arguments go to `docusaurus build`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { sourceFingerprint, writeBuildStamp } from './lib/buildStamp.mjs';
import { precompress } from './lib/precompress.mjs';
import { withoutWebStorage } from './lib/webStorage.mjs';

// Docusaurus builds locales one after another in one process, and the bundler's memory grows with
// each (`npm run bench` prints the build's peak memory): a fresh process every few locales keeps the peak under 2 GB
// for 13 locales instead of 3 GB, at the cost of about a second of start-up per process.
const LOCALES_PER_PROCESS = 7;

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(siteDir, 'node_modules', '.bin', name);

function parseArgs(argv) {
  const options = { locales: [], outDir: undefined, searchIndex: true, rest: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--locale' || arg === '-l') options.locales.push(argv[(i += 1)]);
    else if (arg.startsWith('--locale=')) options.locales.push(arg.slice('--locale='.length));
    else if (arg === '--out-dir') options.outDir = argv[(i += 1)];
    else if (arg.startsWith('--out-dir=')) options.outDir = arg.slice('--out-dir='.length);
    else if (arg === '--no-search-index') options.searchIndex = false;
    else options.rest.push(arg);
  }
  return options;
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: siteDir, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The default locale first: its build empties the output folder that the other locales build into. */
async function allLocalesInBuildOrder() {
  const { LOCALES, DEFAULT_LOCALE } = await tsImport('../src/config/locales.ts', import.meta.url);
  return [DEFAULT_LOCALE, ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)];
}

const options = parseArgs(process.argv.slice(2));
const isFullBuild = options.locales.length === 0;
const outDir = path.resolve(siteDir, options.outDir ?? 'build');
const fingerprint = sourceFingerprint(siteDir);

const locales = isFullBuild ? await allLocalesInBuildOrder() : options.locales;
for (let start = 0; start < locales.length; start += LOCALES_PER_PROCESS) {
  const group = locales.slice(start, start + LOCALES_PER_PROCESS);
  run(
    bin('docusaurus'),
    ['build', ...group.flatMap((locale) => ['--locale', locale]), '--out-dir', outDir, ...options.rest],
    withoutWebStorage(process.env),
  );
}
// Only <main> is indexed, so navigation and footers do not pollute results.
if (options.searchIndex) run(bin('pagefind'), ['--site', outDir, '--root-selector', 'main', '--quiet']);
// Last, so the search index is compressed too.
const started = Date.now();
const compressed = await precompress(outDir);
console.log(`Precompressed ${compressed} files (brotli and gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (isFullBuild && !options.outDir && options.searchIndex && options.rest.length === 0)
  writeBuildStamp(siteDir, fingerprint);
