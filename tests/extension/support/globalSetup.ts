import fs from 'node:fs';
import { EXTENSION_BUILD_DIR } from './paths';

/** The tests run the built extension: `npm run extension:build` makes it. */
export default function globalSetup() {
  if (!fs.existsSync(`${EXTENSION_BUILD_DIR}/manifest.json`))
    throw new Error(`No extension build in ${EXTENSION_BUILD_DIR}: run npm run extension:build first`);
}
