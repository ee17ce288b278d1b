import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import { extensionMatchPatterns } from '../src/config/chatServices';
import { readExtensionEnv } from './buildEnv';
import { bundledCatalogFiles } from './catalogAssets';
import { OPTIONAL_SITE_PERMISSIONS } from './lib/connectPage';
import { EXTENSION_GECKO_ID, OPEN_PICKER_COMMAND, OPEN_PICKER_SHORTCUT, PICKER_SCRIPT } from './lib/constants';

const extensionDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(extensionDir, '..');
const { PROMPTDECK_SITE } = readExtensionEnv();
// The extension carries the repository's version (extension/ has no package.json of its own).
const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
// Vite hands WXT_* variables to the entrypoints as import.meta.env (the connect script's matches
// and the default site address).
process.env.WXT_PROMPTDECK_SITE = PROMPTDECK_SITE;

export default defineConfig({
  root: extensionDir,
  srcDir: '.',
  outDir: '.output',
  modules: ['@wxt-dev/module-react'],
  alias: { '@site': repoRoot },
  // Chromium: MV3. Firefox: WXT's default MV2, where the content scripts' hosts are granted at
  // install (MV3 Firefox makes them optional, so the picker would not appear until the member
  // grants them) and sidebar_action and commands work the same.
  manifest: ({ browser }) => ({
    name: '__MSG_extensionName__',
    description: '__MSG_extensionDescription__',
    version,
    default_locale: 'en',
    // scripting: the connect script registered at run time on a self-hosted site (extension/lib/data/connectScript.ts).
    permissions: ['storage', ...(browser === 'chrome' ? ['sidePanel', 'scripting'] : [])],
    // The configured site's host, asked for when the member presses Connect, so that the connect
    // script hands the token over there too (MV2 Firefox lists hosts among optional_permissions).
    ...(browser === 'chrome'
      ? { optional_host_permissions: [...OPTIONAL_SITE_PERMISSIONS] }
      : { optional_permissions: [...OPTIONAL_SITE_PERMISSIONS] }),
    action: { default_title: '__MSG_extensionName__' },
    commands: {
      [OPEN_PICKER_COMMAND]: {
        suggested_key: { default: OPEN_PICKER_SHORTCUT },
        description: '__MSG_openPickerCommand__',
      },
    },
    // The picker's UI, imported by the chat content script on first use.
    web_accessible_resources: [{ resources: [PICKER_SCRIPT], matches: extensionMatchPatterns() }],
    browser_specific_settings: {
      gecko: { id: EXTENSION_GECKO_ID, data_collection_permissions: { required: ['none'] } },
    },
  }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      files.push(...bundledCatalogFiles(repoRoot, PROMPTDECK_SITE));
    },
  },
  zip: {
    artifactTemplate: `promptdeck-${version}-{{browser}}.zip`,
    sourcesTemplate: `promptdeck-${version}-sources.zip`,
    // The sources zip Firefox's store asks for: the repository minus what is built or installed.
    sourcesRoot: repoRoot,
    excludeSources: ['build/**', 'data/**', 'test-results/**', 'playwright-report/**', '.test-results/**'],
  },
});
