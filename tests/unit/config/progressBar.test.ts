// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import nprogress from 'nprogress';

describe('route progress bar', () => {
  // The theme's progress bar is nprogress with its defaults; these are the spec's constants.
  it('uses the spec constants', () => {
    expect(nprogress.settings.minimum).toBe(0.08);
    expect(nprogress.settings.speed).toBe(200);
    expect(nprogress.settings.trickleSpeed).toBe(800);
  });
  it('never passes 0.994 before it finishes', () => {
    nprogress.set(0.99);
    for (let i = 0; i < 50; i += 1) nprogress.inc();
    expect(nprogress.status).toBeLessThanOrEqual(0.994);
  });
});
