import type { Prompt } from '@site/src/api/contract/prompts';

/** A member's private prompt as the API returns it, for tests: only what a test names differs. */
export const myPrompt = (id: number, title: string, description: string, extra: Partial<Prompt> = {}): Prompt => ({
  id,
  title,
  description,
  remark: null,
  notes: null,
  shared: false,
  score: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
