import { describe, expect, it, vi } from 'vitest';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

describe('memoizeAsync', () => {
  it('loads once and gives every caller the same promise', async () => {
    const load = vi.fn(async () => 'client');
    const loadOnce = memoizeAsync(load);
    const first = loadOnce();
    expect(loadOnce()).toBe(first);
    await expect(first).resolves.toBe('client');
    expect(loadOnce()).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps one load per key', async () => {
    const load = vi.fn(async (id: number) => `prompt ${id}`);
    const loadPrompt = memoizeAsync(load);
    await expect(loadPrompt(1)).resolves.toBe('prompt 1');
    await expect(loadPrompt(2)).resolves.toBe('prompt 2');
    await loadPrompt(1);
    expect(load.mock.calls).toEqual([[1], [2]]);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('client');
    const loadOnce = memoizeAsync(load);
    await expect(loadOnce()).rejects.toThrow('offline');
    await expect(loadOnce()).resolves.toBe('client');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
