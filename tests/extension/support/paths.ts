import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The Chromium build the tests load (npm run extension:build). */
export const EXTENSION_BUILD_DIR = path.join(repoRoot, 'extension', '.output', 'chrome-mv3');

/** Where globalSetup bundles the fixture chat pages (tests/extension/fixtures/build.mjs) for the run. */
export const FIXTURE_PAGES_DIR = path.join(os.tmpdir(), 'promptdeck-extension-fixtures');
