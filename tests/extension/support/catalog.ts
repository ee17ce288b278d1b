/** The curated prompts as the built extension carries them (extension/.output/.../catalog/<locale>.json). */
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogDocument, CatalogPrompt } from '../../../src/api/contract/catalog';
import type { Locale } from '../../../src/config/locales';
import { EXTENSION_BUILD_DIR } from './paths';

export function bundledCatalog(locale: Locale): CatalogDocument {
  return JSON.parse(
    fs.readFileSync(path.join(EXTENSION_BUILD_DIR, 'catalog', `${locale}.json`), 'utf8'),
  ) as CatalogDocument;
}

/** A curated prompt of `locale` that passes `test`, for a test that needs one of its kind. */
export function curatedPrompt(locale: Locale, test: (prompt: CatalogPrompt) => boolean): CatalogPrompt {
  const prompt = bundledCatalog(locale).prompts.find(test);
  if (!prompt) throw new Error(`No curated ${locale} prompt of the kind the test needs`);
  return prompt;
}

/** The lines of a text as an editor holds them: one paragraph per line. */
export const lines = (text: string) => text.split('\n');
