/**
 * The data of one curated prompt in the page language (title, remark, text),
 * loaded on demand: a list of favorites fetches only the prompts it shows,
 * never the whole library. It asks Docusaurus's route registry (already part
 * of every page) for the very chunk the prompt's own page `/prompt/{n}` uses,
 * so the build carries no second copy and a prompt page read before is cached.
 */
import registry from '@generated/registry';
import type { PromptPageData } from '@site/src/prompts/types';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

type Loader = () => Promise<{ default: PromptPageData }>;

let loaders: Map<number, Loader> | undefined;
const PROMPT_MODULE = /\/promptdeck-prompt-library\/default\/prompt-(\d+)\.json$/;

function loaderOf(id: number): Loader | undefined {
  if (!loaders) {
    loaders = new Map();
    for (const [load, modulePath] of Object.values(registry)) {
      const match = PROMPT_MODULE.exec(modulePath.replace(/\\/g, '/'));
      if (match) loaders.set(Number(match[1]), load as unknown as Loader);
    }
  }
  return loaders.get(id);
}

// A failed load (network) may be asked again later.
export const loadCuratedPrompt = memoizeAsync((id: number): Promise<PromptPageData> => {
  const load = loaderOf(id);
  return load ? load().then((module) => module.default) : Promise.reject(new Error(`no curated prompt ${id}`));
});
