/**
 * The curated catalogues: the copy bundled in the extension, replaced by the last good copy from the
 * site (kept in storage.local with its ETag). Reading never waits for the network; a refresh
 * (extension/lib/data/catalogRefresh.ts) revalidates with the ETag and keeps what it had when the
 * site is unreachable or answers badly.
 */
import { browser, type PublicPath } from 'wxt/browser';
import type { CatalogDocument } from '@site/src/api/contract/catalog';
import type { Locale } from '@site/src/config/locales';
import { catalogPath, refreshStoredCatalog, type CatalogStore, type StoredCatalog } from './catalogRefresh';
import { catalogStorageKey } from './storageKeys';

const storageStore: CatalogStore = {
  async read(locale) {
    const key = catalogStorageKey(locale);
    return (await browser.storage.local.get(key))[key] as StoredCatalog | undefined;
  },
  async write(locale, stored) {
    await browser.storage.local.set({ [catalogStorageKey(locale)]: stored });
  },
};

async function readBundled(locale: Locale): Promise<CatalogDocument> {
  // The bundled files are the extension's own, made by the build (extension/catalogAssets.ts) with
  // the same code as the site's, so neither they nor their path are known to WXT's public types.
  const url = browser.runtime.getURL(catalogPath(locale) as PublicPath);
  return (await (await fetch(url)).json()) as CatalogDocument;
}

/** The catalogue of `locale`: the site's last good copy, else the bundled one. */
export async function readCatalog(site: string, locale: Locale): Promise<CatalogDocument> {
  const stored = await storageStore.read(locale);
  return stored?.site === site ? stored.document : readBundled(locale);
}

/** Asks the site for a newer catalogue; answers whether the stored copy changed. Never throws. */
export const refreshCatalog = (site: string, locale: Locale): Promise<boolean> =>
  refreshStoredCatalog(storageStore, site, locale);
