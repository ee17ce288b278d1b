// Decides whether build/ is older than its sources, so `npm start` only builds when needed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['docs', 'i18n', 'prompts', 'src', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];
const IGNORED_DIRS = new Set(['node_modules', '.docusaurus', 'build']);

function* walk(target) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    yield [target, stat];
    return;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (IGNORED_DIRS.has(entry.name)) continue;
    yield* walk(path.join(target, entry.name));
  }
}

/** A fingerprint of every build input's path, size and modification time, plus the build-time environment. */
export function sourceFingerprint(siteDir) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const files = [...walk(path.join(siteDir, input))].sort(([a], [b]) => a.localeCompare(b));
    for (const [file, stat] of files) {
      hash.update(`${path.relative(siteDir, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  hash.update(`GTAG_ID=${process.env.GTAG_ID ?? ''}\nSITE_URL=${process.env.SITE_URL ?? ''}\n`);
  return hash.digest('hex');
}

const stampFile = (siteDir) => path.join(siteDir, 'build', '.source-fingerprint');

export function isBuildFresh(siteDir) {
  try {
    return fs.readFileSync(stampFile(siteDir), 'utf8') === sourceFingerprint(siteDir);
  } catch {
    return false;
  }
}

export function writeBuildStamp(siteDir, fingerprint) {
  fs.writeFileSync(stampFile(siteDir), fingerprint);
}
