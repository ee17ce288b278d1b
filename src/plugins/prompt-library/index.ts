import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import type { Locale } from '../../config/locales';
import { loadPrompts, type CuratedPrompt } from './loadPrompts';
import { toPageData, toLibrary, toPreviews, toTexts } from './pageData';

export const PLUGIN_NAME = 'promptdeck-prompt-library';

/**
 * Validates the curated prompt files at build time and creates, per locale,
 * the library home page (summaries only) and one page per prompt (its own
 * data only). Full texts for search and copy go in a separate data module that
 * the home page loads on demand.
 */
export default function promptLibraryPlugin(context: LoadContext): Plugin<CuratedPrompt[]> {
  const { siteDir, baseUrl } = context;
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
          const data = await createData(
            `prompt-${prompt.id}.json`,
            JSON.stringify(toPageData(prompt, locale, prompts[index - 1], prompts[index + 1])),
          );
          addRoute({
            path: normalizeUrl([baseUrl, 'prompt', String(prompt.id)]),
            component: '@site/src/components/PromptPage',
            exact: true,
            modules: { prompt: data },
          });
        }),
      );
    },
  };
}
