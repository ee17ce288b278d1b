import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPrompts, type CuratedPrompt } from '@site/src/plugins/prompt-library/loadPrompts';
import { toLibrary, toPreviews } from '@site/src/plugins/prompt-library/pageData';
import { LIBRARY_PAGE_SIZE, sortPrompts } from '@site/src/prompts/library';

let prompts: CuratedPrompt[];
beforeAll(() => {
  prompts = loadPrompts(path.resolve(__dirname, '../../..'));
});

describe('home page data', () => {
  it('carries previews only for the first screen of the default order', () => {
    const library = toLibrary(prompts, 'zh');
    expect(library).toHaveLength(prompts.length);
    const firstScreen = sortPrompts(library, 'weight').slice(0, LIBRARY_PAGE_SIZE);
    for (const summary of firstScreen) expect(summary.preview, `prompt ${summary.id}`).toBeTruthy();
    expect(library.filter((summary) => summary.preview !== undefined)).toHaveLength(LIBRARY_PAGE_SIZE);
    for (const summary of library) expect(summary.title).toBeTruthy();
  });

  it('offers every preview on demand, the same as on the first screen', () => {
    for (const locale of ['zh', 'en', 'ar'] as const) {
      const previews = toPreviews(prompts, locale);
      expect(Object.keys(previews)).toHaveLength(prompts.length);
      for (const summary of toLibrary(prompts, locale)) {
        expect(previews[summary.id], `${locale} ${summary.id}`).toBeTruthy();
        if (summary.preview !== undefined) expect(previews[summary.id]).toBe(summary.preview);
      }
    }
  });
});
