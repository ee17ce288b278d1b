import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import type { Locale } from '../../config/locales';
import { loadPrompts, type CuratedPrompt } from './loadPrompts';
import { toPageData, toLibrary, toPreviews, toTexts } from './pageData';

export const PLUGIN_NAME = 'promptdeck-prompt-library';

/** The data module of one prompt page, in the plugin's data folder (read by ./loadPageData). */
export const pageDataFile = (id: number | string) => `prompt-${id}.json`;

/**
 * Validates the curated prompt files at build time and creates, per locale,
 * the library home page (summaries only) and one page per prompt (its own
 * data only). Full texts for search and copy go in a separate data module that
 * the home page loads on demand.
 *
 * A prompt page's route names no module of its own: each would add an entry to
 * Docusaurus's route table, which every page of the site loads (some 10 KB gzip
 * for the 278 prompts). The route table calls ./PromptRouteCreator instead of
 * Docusaurus's ComponentCreator, which loads the page's data with its component.
 */
export default function promptLibraryPlugin(context: LoadContext): Plugin<CuratedPrompt[]> {
  const { siteDir, baseUrl, generatedFilesDir } = context;
  const routeTable = path.join(generatedFilesDir, 'routes.js');
  const locale = context.i18n.currentLocale as Locale;

  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return [path.join(siteDir, 'prompts', '*.md'), path.join(siteDir, 'i18n', '*', 'prompts', '*.md')];
    },

    async loadContent() {
      return loadPrompts(siteDir);
    },

    async contentLoaded({ content: prompts, actions }) {
      const { createData, addRoute } = actions;

      const libraryData = await createData('library.json', JSON.stringify(toLibrary(prompts, locale)));
      // Imported lazily by the home page as @generated/promptdeck-prompt-library/default/{texts,previews}.json
      await createData('texts.json', JSON.stringify(toTexts(prompts, locale)));
      await createData('previews.json', JSON.stringify(toPreviews(prompts, locale)));

      addRoute({
        path: normalizeUrl([baseUrl, '/']),
        component: '@site/src/components/PromptLibraryPage',
        exact: true,
        modules: { prompts: libraryData },
      });

      await Promise.all(
        prompts.map(async (prompt, index) => {
          await createData(
            pageDataFile(prompt.id),
            JSON.stringify(toPageData(prompt, locale, prompts[index - 1], prompts[index + 1])),
          );
          // The page's `prompt` prop comes from ./PromptRouteCreator.
          addRoute({
            path: normalizeUrl([baseUrl, 'prompt', String(prompt.id)]),
            component: '@site/src/components/PromptPage',
            exact: true,
          });
        }),
      );
    },

    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/ComponentCreator$/,
            (resolveData: { request: string; contextInfo: { issuer: string } }) => {
              if (resolveData.contextInfo.issuer === routeTable)
                resolveData.request = path.resolve(__dirname, 'PromptRouteCreator.tsx');
            },
          ),
        ],
      };
    },
  };
}
