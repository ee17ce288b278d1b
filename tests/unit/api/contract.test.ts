import { describe, expect, it } from 'vitest';
import { CURATED_PROMPT_COUNT, LIMITS, countGraphemes } from '@site/src/api/contract';
import { PROMPT_COUNT } from '@site/src/prompts/count';

describe('API contract constants', () => {
  it('numbers curated prompts like the content does', () => {
    expect(CURATED_PROMPT_COUNT).toBe(PROMPT_COUNT);
  });

  it('limits comments to 2000 characters as the spec says', () => {
    expect(LIMITS.COMMENT_MAX).toBe(2000);
  });

  it('counts characters as a person does', () => {
    expect(countGraphemes('👍🏽中文é')).toBe(4);
    expect(countGraphemes('👨‍👩‍👧')).toBe(1);
    expect(countGraphemes('')).toBe(0);
  });
});
