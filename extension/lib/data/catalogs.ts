/**
 * The curated catalogues: the copy bundled in the extension, replaced by the last good copy from the
 * site (kept in storage.local with its ETag). Reading never waits for the network; a refresh
 * revalidates with the ETag and keeps what it had when the site is unreachable or answers badly.
 */
import { browser, type PublicPath } from 'wxt/browser';
import { CATALOG_DIR, CatalogDocument, catalogFile } from '@site/src/api/contract/catalog';
import type { Locale } from '@site/src/config/locales';
import { catalogStorageKey } from './storageKeys';

interface StoredCatalog {
  /** The site the copy came from: a copy of another site is not used. */
  site: string;
  etag: string | null;
  document: CatalogDocument;
}

const catalogPath = (locale: Locale) => `/${CATALOG_DIR}/${catalogFile(locale, 'json')}`;

async function readStored(locale: Locale, site: string): Promise<StoredCatalog | undefined> {
  const stored = (await browser.storage.local.get(catalogStorageKey(locale)))[catalogStorageKey(locale)] as
    StoredCatalog | undefined;
  return stored?.site === site ? stored : undefined;
}

async function readBundled(locale: Locale): Promise<CatalogDocument> {
  // The bundled files are the extension's own, made by the build (extension/catalogAssets.ts) with
  // the same code as the site's, so neither they nor their path are known to WXT's public types.
  const url = browser.runtime.getURL(catalogPath(locale) as PublicPath);
  return (await (await fetch(url)).json()) as CatalogDocument;
}

/** The catalogue of `locale`: the site's last good copy, else the bundled one. */
export async function readCatalog(site: string, locale: Locale): Promise<CatalogDocument> {
  return (await readStored(locale, site))?.document ?? readBundled(locale);
}

/**
 * Asks the site for a newer catalogue; answers whether the stored copy changed. Never throws.
 * The browser's HTTP cache revalidates with the file's ETag (`cache: 'no-cache'` sends its
 * If-None-Match and turns a 304 into the cached answer): a header of our own would make the
 * cross-origin request need a preflight, which a static file does not answer. The ETag the
 * answer exposes, when it does, spares re-storing an unchanged file.
 */
export async function refreshCatalog(site: string, locale: Locale): Promise<boolean> {
  const stored = await readStored(locale, site);
  try {
    const response = await fetch(`${site}${catalogPath(locale)}`, { credentials: 'omit', cache: 'no-cache' });
    if (!response.ok) return false;
    const etag = response.headers.get('etag');
    if (etag && etag === stored?.etag) return false;
    const parsed = CatalogDocument.safeParse(await response.json());
    if (!parsed.success) return false;
    const next: StoredCatalog = { site, etag, document: parsed.data };
    await browser.storage.local.set({ [catalogStorageKey(locale)]: next });
    return true;
  } catch {
    return false;
  }
}
