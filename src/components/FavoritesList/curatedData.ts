/**
 * The data of one curated prompt in the page language (title, remark, text),
 * loaded on demand: a list of favorites fetches only the prompts it shows,
 * never the whole library. It is the very chunk the prompt's own page
 * `/prompt/{n}` uses, so the build carries no second copy and a prompt page
 * read before is cached.
 */
import type { PromptPageData } from '@site/src/prompts/types';
import { loadPageData } from '@site/src/plugins/prompt-library/loadPageData';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

// A failed load (network) may be asked again later.
export const loadCuratedPrompt = memoizeAsync((id: number): Promise<PromptPageData> => loadPageData(id));
