import { describe, expect, it } from 'vitest';
import { unavailableText, type UnavailablePart } from '@site/src/components/LiveUnavailable/unavailableText';

describe('unavailableText', () => {
  it('says one whole sentence per live part, and a general one without a part', () => {
    const parts: UnavailablePart[] = ['votes', 'favorites', 'comments', 'communityPrompts', 'communityPrompt'];
    expect(parts.map(unavailableText)).toEqual([
      'Votes are unavailable right now.',
      'Your favorites are unavailable right now.',
      'Comments are unavailable right now.',
      'Community prompts are unavailable right now.',
      'This community prompt is unavailable right now.',
    ]);
    expect(unavailableText()).toBe('This part of the page is unavailable right now.');
  });
});
