import type { PromptPreviews } from '@site/src/prompts/types';
import { createLazyData } from './lazyData';

const promptPreviews = createLazyData<PromptPreviews>(
  () => import('@generated/promptdeck-prompt-library/default/previews.json'),
);

/**
 * Card previews of the prompts beyond the first screen: the home page data
 * carries only those of the first cards in the default order and asks for the
 * rest when a card without one is about to show (another order, a filter, "show more").
 */
export function usePromptPreviews() {
  const { data, load } = promptPreviews.useData();
  return { previews: data, load };
}
