/**
 * One curated prompt's page data (src/prompts/types PromptPageData), in the page language,
 * from the module the prompt-library plugin writes for it. Its page (./PromptRouteCreator)
 * and the favorites list load it through here, one chunk per prompt on demand. The bundler
 * turns the template into a map of those modules, so the path is written out: a test checks
 * it against PLUGIN_NAME and pageDataFile().
 */
import type { PromptPageData } from '../../prompts/types';

export function loadPageData(id: number | string): Promise<PromptPageData> {
  return import(`@generated/promptdeck-prompt-library/default/prompt-${id}.json`).then(
    (module: { default: PromptPageData }) => module.default,
  );
}
