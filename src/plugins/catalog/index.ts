import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeCatalogFiles } from '../../catalog/files';
import { loadCatalog } from '../../catalog/load';
import type { Locale } from '../../config/locales';
import { PLUGIN_NAME as PROMPT_LIBRARY } from '../prompt-library';
import type { CuratedPrompt } from '../prompt-library/loadPrompts';

export const PLUGIN_NAME = 'promptdeck-catalog';

/**
 * The root folder of the whole site, given the folder a locale builds into: Docusaurus builds
 * a locale into `<root>/<its baseUrl below the site's>` (`build/fr/` for `/fr/`, `build/` for the default).
 */
export function siteRootOf(localeOutDir: string, localeBaseUrl: string, siteBaseUrl: string): string {
  const below = localeBaseUrl.startsWith(siteBaseUrl) ? localeBaseUrl.slice(siteBaseUrl.length) : '';
  return path.resolve(
    localeOutDir,
    ...below
      .split('/')
      .filter(Boolean)
      .map(() => '..'),
  );
}

/**
 * Writes the open catalogue of the locale being built to `/catalog/<locale>.json` and `.csv`
 * at the root of the whole site (with `/catalog/schema.json`), so every locale's file sits in one
 * folder whether the site is built whole or one locale at a time. It reuses the prompts the prompt
 * library plugin has validated. Page paths follow the build (`/fr/prompt/1`, or `/prompt/1` when fr is
 * built alone); a page's URL is in the file only when SITE_URL was set for the build.
 */
export default function catalogPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale as Locale;
  let prompts: CuratedPrompt[] | undefined;

  return {
    name: PLUGIN_NAME,

    allContentLoaded({ allContent }) {
      prompts = allContent[PROMPT_LIBRARY]?.default as CuratedPrompt[] | undefined;
    },

    async postBuild({ outDir, siteDir }) {
      if (!prompts) throw new Error(`${PLUGIN_NAME} needs the ${PROMPT_LIBRARY} plugin's prompts`);
      const catalog = loadCatalog(siteDir, locale, {
        prompts,
        siteUrl: process.env.SITE_URL ? context.siteConfig.url : undefined,
        baseUrl: context.baseUrl,
      });
      // The context's siteConfig.baseUrl is the locale's; the default locale's is the site's own.
      const { defaultLocale, localeConfigs } = context.i18n;
      const siteBaseUrl = localeConfigs[defaultLocale]?.baseUrl ?? '/';
      await writeCatalogFiles(siteRootOf(outDir, context.baseUrl, siteBaseUrl), catalog);
    },
  };
}
