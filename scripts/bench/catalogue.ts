/**
 * Sizes of the open catalogue per locale (/catalog/<locale>.json and .csv): raw, gzip and
 * brotli, next to the target of ≤ 400 KB gzip per locale's JSON. Weighs the files of a built
 * site when it has them; otherwise builds them in memory from the repository, and says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CATALOG_DIR, catalogFile } from '../../src/api/contract/catalog';
import { catalogFiles } from '../../src/catalog/files';
import { loadCatalog } from '../../src/catalog/load';
import { LOCALES } from '../../src/config/locales';
import { loadPrompts } from '../../src/plugins/prompt-library/loadPrompts';
import { table } from './table';

/** The target for one locale's JSON file, gzip. */
export const CATALOGUE_TARGET_KB = 400;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
// The build's own settings for these files (scripts/lib/precompress.mjs).
const gzipSize = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const brotliSize = (data: Buffer) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).length;

export function catalogueWeights(siteRoot: string, siteDir: string) {
  const built = (rel: string) => path.join(siteRoot, CATALOG_DIR, rel);
  const fromBuild = LOCALES.every((locale) => fs.existsSync(built(catalogFile(locale, 'json'))));
  const prompts = fromBuild ? [] : loadPrompts(siteDir);
  const rows = LOCALES.map((locale) => {
    const files = fromBuild ? undefined : catalogFiles(loadCatalog(siteDir, locale, { prompts }));
    const [json, csv] = (['json', 'csv'] as const).map((kind) => {
      const rel = catalogFile(locale, kind);
      return files ? Buffer.from(files[`${CATALOG_DIR}/${rel}`]!) : fs.readFileSync(built(rel));
    }) as [Buffer, Buffer];
    const gz = gzipSize(json);
    const within = gz <= CATALOGUE_TARGET_KB * 1024 ? 'yes' : 'OVER';
    return [locale, within, kb(json.length), kb(gz), kb(brotliSize(json)), kb(gzipSize(csv))];
  });
  const source = fromBuild ? siteRoot : 'built in memory: the build has no catalogue of every locale';
  console.log(`\nOpen catalogue per locale, KB (${source}):`);
  table(['locale', `JSON ≤ ${CATALOGUE_TARGET_KB} KB gzip`, 'JSON', 'JSON gzip', 'JSON br', 'CSV gzip'], rows);
}
