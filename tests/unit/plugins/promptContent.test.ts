import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverage, loadPrompts, type CuratedPrompt } from '@site/src/plugins/prompt-library/loadPrompts';
import { LOCALES } from '@site/src/config/locales';
import { PROMPT_COUNT } from '@site/src/prompts/count';
import { TAG_KEYS } from '@site/src/prompts/tags';

/** The real curated library, as committed. */
let prompts: CuratedPrompt[];
beforeAll(() => {
  prompts = loadPrompts(path.resolve(__dirname, '../../..'));
});

describe('curated prompt content', () => {
  it('numbers prompts 1..278 with no gaps or repeats', () => {
    expect(prompts.map((p) => p.id)).toEqual(Array.from({ length: PROMPT_COUNT }, (_, i) => i + 1));
  });

  it('uses only valid tags, and every category has prompts', () => {
    for (const prompt of prompts) for (const tag of prompt.tags) expect(TAG_KEYS).toContain(tag);
    for (const tag of TAG_KEYS)
      expect(
        prompts.some((p) => p.tags.includes(tag)),
        tag,
      ).toBe(true);
  });

  it('has titles and remarks in all 13 locales and en + zh texts for every prompt', () => {
    for (const row of coverage(prompts)) {
      expect(row.titles, row.locale).toBe(PROMPT_COUNT);
      expect(row.remarks, row.locale).toBe(PROMPT_COUNT);
      if (row.locale === 'en' || row.locale === 'zh') expect(row.texts, row.locale).toBe(PROMPT_COUNT);
    }
    expect(LOCALES).toHaveLength(13);
  });

  it('has at least 30 prompts with variables', () => {
    expect(prompts.filter((p) => p.variables.length > 0).length).toBeGreaterThanOrEqual(30);
  });

  it('gives every prompt distinct English and Chinese titles', () => {
    const en = new Set(prompts.map((p) => p.locales.en?.title));
    const zh = new Set(prompts.map((p) => p.locales.zh?.title));
    expect(en.size).toBe(PROMPT_COUNT);
    expect(zh.size).toBe(PROMPT_COUNT);
  });
});
