/**
 * Writes the catalogue's files under a built site's root folder: `catalog/<locale>.json`,
 * `catalog/<locale>.csv` and `catalog/schema.json`. The same sources give the same bytes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CATALOG_DIR,
  CATALOG_SCHEMA_FILE,
  catalogFile,
  catalogJsonSchema,
  type CatalogDocument,
} from '../api/contract/catalog';
import { catalogToCsv } from './csv';

/** The files of one catalogue, by path under the site's root folder. */
export function catalogFiles(catalog: CatalogDocument): Record<string, string> {
  return {
    [`${CATALOG_DIR}/${catalogFile(catalog.locale, 'json')}`]: `${JSON.stringify(catalog)}\n`,
    [`${CATALOG_DIR}/${catalogFile(catalog.locale, 'csv')}`]: catalogToCsv(catalog),
    [`${CATALOG_DIR}/${CATALOG_SCHEMA_FILE}`]: `${JSON.stringify(catalogJsonSchema(), null, 2)}\n`,
  };
}

/** Writes one catalogue's files under `siteRoot`; answers their paths under it. */
export async function writeCatalogFiles(siteRoot: string, catalog: CatalogDocument): Promise<string[]> {
  const files = catalogFiles(catalog);
  await fs.mkdir(path.join(siteRoot, CATALOG_DIR), { recursive: true });
  await Promise.all(Object.entries(files).map(([rel, content]) => fs.writeFile(path.join(siteRoot, rel), content)));
  return Object.keys(files);
}
