import type { PromptTexts } from '@site/src/prompts/types';
import { createLazyData } from './lazyData';

const promptTexts = createLazyData<PromptTexts>(
  () => import('@generated/promptdeck-prompt-library/default/texts.json'),
);

/** Loads this locale's full prompt texts (page language + English) once, on demand. */
export const loadPromptTexts = promptTexts.load;

/**
 * The full texts once loaded, and a function to start loading them: the home
 * page calls it when the reader starts searching or reaches for a copy button,
 * so the first screen does not carry every text.
 */
export function usePromptTexts() {
  const { data, load } = promptTexts.useData();
  return { texts: data, load };
}
