/**
 * The browser extension's figures, next to the targets: the gzip size of the content
 * script loaded on every chat page (extension/.output/chrome-mv3, built first when missing or
 * older than its sources), and the picker's search time per keystroke over each locale's bundled
 * catalogue (createLibrarySearch, as the picker runs it), median and worst.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { CatalogDocument } from '../../src/api/contract/catalog';
import { loadCatalog } from '../../src/catalog/load';
import { LOCALES } from '../../src/config/locales';
import { loadPrompts } from '../../src/plugins/prompt-library/loadPrompts';
import { curatedItems } from '../../extension/lib/library';
import { createLibrarySearch } from '../../extension/lib/search';
import { table } from './table';

/** The target for the chat content script, gzip. */
export const CONTENT_SCRIPT_TARGET_KB = 30;
/** The target for the picker's results after a keystroke. */
export const PICKER_SEARCH_TARGET_MS = 100;

/** What the extension's build reads: when any of it is newer than the build, the build is stale. */
const BUILD_SOURCES = ['extension', 'src', 'prompts', 'i18n', 'package-lock.json'];
const NOT_SOURCES = new Set(['.output', '.wxt', 'node_modules']);

function newestSource(file: string): number {
  const stats = fs.statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    newest = Math.max(newest, newestSource(path.join(file, entry.name)));
  }
  return newest;
}

/** The Chromium build's folder, built (npm run extension:build's Chromium half) when missing or stale. */
function chromiumBuild(siteDir: string): string {
  const outDir = path.join(siteDir, 'extension', '.output', 'chrome-mv3');
  const manifest = path.join(outDir, 'manifest.json');
  const builtAt = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
  const changedAt = Math.max(...BUILD_SOURCES.map((source) => newestSource(path.join(siteDir, source))));
  if (changedAt > builtAt) {
    console.log(builtAt ? 'The extension build is older than its sources: building it.' : 'Building the extension.');
    const built = spawnSync(path.join(siteDir, 'node_modules', '.bin', 'wxt'), ['build', 'extension'], {
      cwd: siteDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error('wxt build extension failed');
  }
  return outDir;
}

/**
 * What a reader types, one keystroke at a time: a prompt's number, a Latin word many search in
 * any language, the start of two prompts' titles in the locale's own words, and a miss.
 */
function typedQueries(catalogue: CatalogDocument): string[] {
  const titleStart = (index: number) => {
    const title = catalogue.prompts[index]?.title ?? '';
    return Array.from(title.split(/\s+/).slice(0, 2).join(' ')).slice(0, 12).join('');
  };
  const queries = ['42', 'email', titleStart(0), titleStart(Math.floor(catalogue.prompts.length / 2)), 'zzqx'];
  // Every prefix: the picker searches again at each keystroke.
  return queries.flatMap((query) =>
    Array.from(query, (_, end) =>
      Array.from(query)
        .slice(0, end + 1)
        .join(''),
    ),
  );
}

function searchTimes(siteDir: string): string[][] {
  const prompts = loadPrompts(siteDir);
  return LOCALES.map((locale) => {
    const catalogue = loadCatalog(siteDir, locale, { prompts });
    const search = createLibrarySearch(curatedItems(catalogue));
    const keystrokes = typedQueries(catalogue);
    const runs: number[] = [];
    // Five rounds, the first one included: a member's first keystrokes count too.
    for (let round = 0; round < 5; round += 1)
      for (const query of keystrokes) {
        const started = process.hrtime.bigint();
        search(query);
        runs.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    runs.sort((a, b) => a - b);
    const median = runs[Math.floor(runs.length / 2)]!;
    const worst = runs[runs.length - 1]!;
    const within = worst <= PICKER_SEARCH_TARGET_MS ? 'yes' : 'OVER';
    return [locale, within, String(catalogue.prompts.length), String(runs.length), median.toFixed(2), worst.toFixed(2)];
  });
}

export function extensionFigures(siteDir: string) {
  const outDir = chromiumBuild(siteDir);
  const script = fs.readFileSync(path.join(outDir, 'content-scripts', 'chat.js'));
  const gzip = zlib.gzipSync(script, { level: 9 }).length;
  const over = gzip > CONTENT_SCRIPT_TARGET_KB * 1024 ? '  OVER' : '';
  console.log('\nBrowser extension:');
  console.log(
    `${'chat content script (gzip)'.padEnd(44)} ${(gzip / 1024).toFixed(1).padStart(7)} KB   raw ${(script.length / 1024).toFixed(1)} KB   target ≤ ${CONTENT_SCRIPT_TARGET_KB} KB${over}`,
  );
  console.log(`\nPicker search per keystroke, bundled catalogue, ms (target ≤ ${PICKER_SEARCH_TARGET_MS} ms):`);
  table(
    ['locale', `≤ ${PICKER_SEARCH_TARGET_MS} ms`, 'prompts', 'keystrokes', 'median', 'worst'],
    searchTimes(siteDir),
  );
}
