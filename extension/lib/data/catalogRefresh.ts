/**
 * The catalogue refresh, apart from the browser's storage (extension/lib/data/catalogs.ts wires it
 * to storage.local): ask the site for its file, keep it with its ETag, store nothing when the ETag
 * says it is unchanged, keep what was there when the site is unreachable or answers badly.
 */
import { CATALOG_DIR, CatalogDocument, catalogFile } from '@site/src/api/contract/catalog';
import type { Locale } from '@site/src/config/locales';

export interface StoredCatalog {
  /** The site the copy came from: a copy of another site is not used. */
  site: string;
  etag: string | null;
  document: CatalogDocument;
}

/** Where the site's copies are kept (one per locale). */
export interface CatalogStore {
  read(locale: Locale): Promise<StoredCatalog | undefined>;
  write(locale: Locale, stored: StoredCatalog): Promise<void>;
}

/** The catalogue's path on the site and in the extension's bundle. */
export const catalogPath = (locale: Locale) => `/${CATALOG_DIR}/${catalogFile(locale, 'json')}`;

/**
 * Asks `site` for a newer catalogue; answers whether the stored copy changed. Never throws.
 * The browser's HTTP cache revalidates with the file's ETag (`cache: 'no-cache'` sends its
 * If-None-Match and turns a 304 into the cached answer): a header of our own would make the
 * cross-origin request need a preflight, which a static file does not answer. The ETag the site
 * exposes (Access-Control-Expose-Headers) spares parsing and re-storing an unchanged file.
 */
export async function refreshStoredCatalog(
  store: CatalogStore,
  site: string,
  locale: Locale,
  fetchFile: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const stored = await store.read(locale);
    const response = await fetchFile(`${site}${catalogPath(locale)}`, { credentials: 'omit', cache: 'no-cache' });
    if (!response.ok) return false;
    const etag = response.headers.get('etag');
    if (etag && stored?.site === site && etag === stored.etag) return false;
    const parsed = CatalogDocument.safeParse(await response.json());
    if (!parsed.success) return false;
    await store.write(locale, { site, etag, document: parsed.data });
    return true;
  } catch {
    return false;
  }
}
