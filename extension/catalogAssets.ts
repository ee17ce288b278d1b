/**
 * The curated catalogues the extension ships, so the library works offline from the first minute:
 * every locale's `/catalog/<locale>.json`, made by the same code the site's catalog plugin runs
 * (src/catalog), with the site's usual page layout and the configured site's address.
 */
import { CATALOG_DIR, catalogFile } from '../src/api/contract/catalog';
import { loadCatalog } from '../src/catalog/load';
import { LOCALES } from '../src/config/locales';
import { loadPrompts } from '../src/plugins/prompt-library/loadPrompts';

/** Each catalogue's path in the extension and its JSON text. */
export function bundledCatalogFiles(repoRoot: string, siteUrl: string): { relativeDest: string; contents: string }[] {
  const prompts = loadPrompts(repoRoot);
  return LOCALES.map((locale) => ({
    relativeDest: `${CATALOG_DIR}/${catalogFile(locale, 'json')}`,
    contents: JSON.stringify(loadCatalog(repoRoot, locale, { prompts, siteUrl })),
  }));
}
