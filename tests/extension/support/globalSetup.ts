import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EXTENSION_BUILD_DIR, FIXTURE_PAGES_DIR } from './paths';

/**
 * The tests run the built extension (`npm run extension:build` makes it) against the fixture chat
 * pages, bundled here once per run by their own script in a plain Node process.
 */
export default function globalSetup() {
  if (!fs.existsSync(`${EXTENSION_BUILD_DIR}/manifest.json`))
    throw new Error(`No extension build in ${EXTENSION_BUILD_DIR}: run npm run extension:build first`);
  const script = path.join(__dirname, '..', 'fixtures', 'build.mjs');
  const built = spawnSync(process.execPath, [script, FIXTURE_PAGES_DIR], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`The fixture pages did not build:\n${built.stderr}`);
}
