/**
 * The data of one curated prompt in the page language (title, remark, text),
 * imported on demand from the build's own per-prompt module: a list of
 * favorites loads only the prompts it shows, never the whole library.
 */
import { CURATED_PROMPT_COUNT } from '@site/src/api/limits';
import type { PromptPageData } from '@site/src/prompts/types';

const loaded = new Map<number, Promise<PromptPageData>>();

export function loadCuratedPrompt(id: number): Promise<PromptPageData> {
  let pending = loaded.get(id);
  if (!pending) {
    pending =
      Number.isInteger(id) && id >= 1 && id <= CURATED_PROMPT_COUNT
        ? import(`@generated/promptdeck-prompt-library/default/prompt-${id}.json`).then((module: { default: PromptPageData }) => module.default)
        : Promise.reject(new Error(`no curated prompt ${id}`));
    loaded.set(id, pending);
    // A failed load (network) may be asked again later.
    pending.catch(() => loaded.delete(id));
  }
  return pending;
}
