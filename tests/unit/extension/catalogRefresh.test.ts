/**
 * The catalogue refresh: it keeps the site's copy with its ETag, stores nothing when the ETag says
 * the file is unchanged, and leaves the revalidation to the browser's HTTP cache.
 */
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '@site/src/catalog/load';
import type { Locale } from '@site/src/config/locales';
import { refreshStoredCatalog, type CatalogStore, type StoredCatalog } from '@site/extension/lib/data/catalogRefresh';

const SITE = 'https://prompts.example.com';
const english = loadCatalog(path.resolve(__dirname, '../../..'), 'en');
const answer = (etag: string | null, document: unknown = english) =>
  new Response(JSON.stringify(document), { headers: etag ? { etag } : {} });

const stored = new Map<Locale, StoredCatalog>();
const store: CatalogStore = {
  read: async (locale) => stored.get(locale),
  write: vi.fn(async (locale: Locale, copy: StoredCatalog) => void stored.set(locale, copy)),
};
const fetchFile = vi.fn<typeof fetch>();
const refresh = (site = SITE) => refreshStoredCatalog(store, site, 'en', fetchFile);

beforeEach(() => {
  stored.clear();
  vi.mocked(store.write).mockClear();
  fetchFile.mockReset();
});

describe('refreshStoredCatalog', () => {
  it('stores the site’s copy with its ETag, asking the HTTP cache to revalidate, without credentials', async () => {
    fetchFile.mockResolvedValueOnce(answer('"v1"'));
    expect(await refresh()).toBe(true);
    expect(fetchFile).toHaveBeenCalledWith(`${SITE}/catalog/en.json`, { credentials: 'omit', cache: 'no-cache' });
    expect(stored.get('en')).toEqual({ site: SITE, etag: '"v1"', document: english });
  });

  it('stores nothing when the ETag is the stored copy’s, and the new copy when it changed', async () => {
    fetchFile.mockResolvedValueOnce(answer('"v1"'));
    await refresh();
    expect(store.write).toHaveBeenCalledTimes(1);

    const unchanged = answer('"v1"');
    fetchFile.mockResolvedValueOnce(unchanged);
    expect(await refresh()).toBe(false);
    expect(store.write).toHaveBeenCalledTimes(1);
    expect(unchanged.bodyUsed).toBe(false);

    const newer = { ...english, prompts: english.prompts.slice(1) };
    fetchFile.mockResolvedValueOnce(answer('"v2"', newer));
    expect(await refresh()).toBe(true);
    expect(stored.get('en')).toEqual({ site: SITE, etag: '"v2"', document: newer });
  });

  it('stores a copy without an ETag (nothing to compare), and over another site’s copy of the same ETag', async () => {
    fetchFile.mockResolvedValueOnce(answer('"v1"'));
    await refresh('https://other.example.com');
    fetchFile.mockResolvedValueOnce(answer('"v1"'));
    expect(await refresh()).toBe(true);
    expect(stored.get('en')?.site).toBe(SITE);
    fetchFile.mockResolvedValueOnce(answer(null));
    expect(await refresh()).toBe(true);
    expect(stored.get('en')).toEqual({ site: SITE, etag: null, document: english });
  });

  it('keeps what it had when the site is unreachable, answers an error or a bad document', async () => {
    fetchFile.mockResolvedValueOnce(answer('"v1"'));
    await refresh();
    fetchFile.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchFile.mockResolvedValueOnce(new Response('', { status: 503 }));
    fetchFile.mockResolvedValueOnce(answer('"v3"', { prompts: 'no' }));
    for (let attempt = 0; attempt < 3; attempt++) expect(await refresh()).toBe(false);
    expect(store.write).toHaveBeenCalledTimes(1);
    expect(stored.get('en')?.etag).toBe('"v1"');
  });
});
