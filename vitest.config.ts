import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';
import { SERIAL_API_FILES } from './scripts/lib/apiTestFiles.mjs';
import { WEB_STORAGE_OFF } from './scripts/lib/webStorage.mjs';

const alias = {
  '@site': path.resolve(__dirname),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: {
          alias: { ...alias, '@docusaurus/Translate': path.resolve(__dirname, 'tests/component/stubs/Translate.tsx') },
        },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Unit files neither mock modules nor change globals they share, so one module graph serves
          // them all: importing it anew for each file was half of their CPU time (32 s -> 16 s).
          isolate: false,
        },
      },
      {
        resolve: {
          alias: {
            ...alias,
            '@docusaurus/Translate': path.resolve(__dirname, 'tests/component/stubs/Translate.tsx'),
            '@docusaurus/Link': path.resolve(__dirname, 'tests/component/stubs/Link.tsx'),
            '@docusaurus/useDocusaurusContext': path.resolve(
              __dirname,
              'tests/component/stubs/useDocusaurusContext.ts',
            ),
            '@docusaurus/theme-common': path.resolve(__dirname, 'tests/component/stubs/themeCommon.ts'),
            '@theme/Layout': path.resolve(__dirname, 'tests/component/stubs/Layout.tsx'),
            '@theme/PaginatorNavLink': path.resolve(__dirname, 'tests/component/stubs/PaginatorNavLink.tsx'),
            '@theme/Tabs': path.resolve(__dirname, 'tests/component/stubs/Tabs.tsx'),
            '@theme/TabItem': path.resolve(__dirname, 'tests/component/stubs/TabItem.tsx'),
            '@docusaurus/useIsBrowser': path.resolve(__dirname, 'tests/component/stubs/useIsBrowser.ts'),
            '@docusaurus/BrowserOnly': path.resolve(__dirname, 'tests/component/stubs/BrowserOnly.tsx'),
            '@docusaurus/useBaseUrl': path.resolve(__dirname, 'tests/component/stubs/useBaseUrl.ts'),
            '@docusaurus/ComponentCreator': path.resolve(__dirname, 'tests/component/stubs/ComponentCreator.tsx'),
            '@theme/Loading': path.resolve(__dirname, 'tests/component/stubs/Loading.tsx'),
            '@theme/NotFound': path.resolve(__dirname, 'tests/component/stubs/NotFound.tsx'),
            '@theme/NavbarItem/DropdownNavbarItem': path.resolve(
              __dirname,
              'tests/component/stubs/DropdownNavbarItem.tsx',
            ),
            '@theme/NavbarItem/DefaultNavbarItem': path.resolve(
              __dirname,
              'tests/component/stubs/DefaultNavbarItem.tsx',
            ),
            '@generated/docusaurus.config': path.resolve(__dirname, 'tests/component/stubs/docusaurusConfig.ts'),
            '@docusaurus/router': 'react-router-dom',
          },
        },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          // jsdom's localStorage, not the one of Node 25 and later; jsdom's selector cache large
          // enough for antd's styles (tests/component/selectorCache.mjs says why).
          execArgv: [...WEB_STORAGE_OFF, '--import', path.resolve(__dirname, 'tests/component/selectorCache.mjs')],
          // Form tests type character by character into antd fields; on a busy
          // 2-core machine the longest take 20-40 s, so the guard sits well above.
          testTimeout: 60000,
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Each file boots its own app on its own database (tests/api/helpers/db.ts: a SQLite file
          // or a PostgreSQL database of its own), so files run side by side; the few that restart
          // a process or the cluster run alone, after all the others (project api-serial).
          exclude: SERIAL_API_FILES,
          // Vitest's default is one worker less than the cores: one on a 2-core machine, where
          // `npm test` builds and runs Playwright alongside. API files mostly wait (module import,
          // the database), so they take two at least; that needs a group of their own, after the
          // unit and component files (which keep the default, their timings being CPU-bound).
          maxWorkers: Math.max(os.availableParallelism() - 1, 2),
          // Each file builds its app from an explicit configuration on a database of its own, and no
          // file mocks a module or changes the environment, so a worker's files share one module
          // graph: importing the server anew for each file was over half of their CPU time.
          isolate: false,
          sequence: { groupOrder: 1 },
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api-serial',
          include: SERIAL_API_FILES,
          environment: 'node',
          // One file at a time; vitest runs projects without file parallelism after every other file.
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
