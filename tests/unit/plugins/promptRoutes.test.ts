import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import promptLibraryPlugin, { pageDataFile, PLUGIN_NAME } from '@site/src/plugins/prompt-library';
import type { CuratedPrompt } from '@site/src/plugins/prompt-library/loadPrompts';
import { moduleReplacements, resolvedRequest } from '../support/moduleReplacements';
import { SITE_DIR } from '../support/staticImports';

async function build() {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prompt-library-'));
  const context = {
    siteDir: SITE_DIR,
    baseUrl: '/en/',
    generatedFilesDir,
    i18n: { currentLocale: 'en' },
  } as LoadContext;
  const plugin = promptLibraryPlugin(context) as Plugin<CuratedPrompt[]>;
  const routes: RouteConfig[] = [];
  const data = new Map<string, string>();
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string, content: string) => {
      data.set(name, content);
      return path.join(generatedFilesDir, name);
    },
  };
  // @ts-expect-error: only the actions the plugin uses
  await plugin.contentLoaded!({ content: (await plugin.loadContent!())!, actions });
  return { plugin, routes, data, generatedFilesDir };
}

describe('prompt page routes', () => {
  it('name no module of their own (nothing per prompt in the route table); their data is written beside', async () => {
    const { routes, data } = await build();
    const promptRoutes = routes.filter((route) => /\/prompt\/\d+$/.test(route.path));
    expect(promptRoutes).toHaveLength(278);
    for (const route of promptRoutes) {
      expect(route.modules, route.path).toBeUndefined();
      expect(JSON.parse(data.get(pageDataFile(route.path.split('/').at(-1)!))!).id).toBe(
        Number(route.path.split('/').at(-1)),
      );
    }
    // The home page keeps its module.
    expect(routes.find((route) => route.path === '/en/')?.modules).toHaveProperty('prompts');
  });

  it('are created by PromptRouteCreator, which the route table gets instead of ComponentCreator', async () => {
    const { plugin, generatedFilesDir } = await build();
    for (const isServer of [false, true]) {
      const [replacement] = moduleReplacements(plugin as Plugin<unknown>, { isServer });
      expect(
        resolvedRequest(replacement!, '@docusaurus/ComponentCreator', path.join(generatedFilesDir, 'routes.js')),
      ).toMatch(/prompt-library[\\/]PromptRouteCreator\.tsx$/);
      expect(
        resolvedRequest(
          replacement!,
          '@docusaurus/ComponentCreator',
          path.join(SITE_DIR, 'src/plugins/prompt-library/PromptRouteCreator.tsx'),
        ),
      ).toBe('@docusaurus/ComponentCreator');
    }
  });

  it('load their data from the module the plugin writes (the path in loadPageData is written out)', () => {
    const source = fs.readFileSync(path.join(SITE_DIR, 'src/plugins/prompt-library/loadPageData.ts'), 'utf8');
    expect(source).toContain(`import(\`@generated/${PLUGIN_NAME}/default/${pageDataFile('${id}')}\`)`);
  });
});
