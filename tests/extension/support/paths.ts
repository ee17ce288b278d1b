import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The Chromium build the tests load (npm run extension:build). */
export const EXTENSION_BUILD_DIR = path.join(repoRoot, 'extension', '.output', 'chrome-mv3');
