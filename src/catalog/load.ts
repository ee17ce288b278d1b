/**
 * Builds a catalogue straight from the repository's files, without a site build:
 * the prompt files through the prompt library's own loader (same validation, same
 * errors) and the category names from `i18n/<locale>/code.json`, where the site's
 * translations of them live. Used by the build plugin, the MCP server and the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogDocument } from '../api/contract/catalog';
import type { Locale } from '../config/locales';
import { loadPrompts, type CuratedPrompt } from '../plugins/prompt-library/loadPrompts';
import { TAG_KEYS, type TagKey } from '../prompts/tags';
import { buildCatalog, type TagText } from './build';

/** `code.json` as Docusaurus writes it: message and description by translation id. */
type CodeTranslations = Record<string, { message?: string } | undefined>;

function readCodeTranslations(siteDir: string, locale: Locale): CodeTranslations {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CodeTranslations;
}

/** The categories' names and descriptions in `locale`, from its code.json (ids `tag.<key>.label|description`). */
export function loadTagTexts(siteDir: string, locale: Locale): Record<TagKey, TagText> {
  const messages = readCodeTranslations(siteDir, locale);
  const missing: string[] = [];
  const message = (id: string) => {
    const value = messages[id]?.message?.trim();
    if (!value) missing.push(id);
    return value ?? '';
  };
  const texts = Object.fromEntries(
    TAG_KEYS.map((key) => [
      key,
      { label: message(`tag.${key}.label`), description: message(`tag.${key}.description`) },
    ]),
  ) as Record<TagKey, TagText>;
  if (missing.length) throw new Error(`i18n/${locale}/code.json: missing ${missing.join(', ')}`);
  return texts;
}

export interface LoadCatalogOptions {
  /** The site's address, for each prompt's page URL; without it the URLs are null. */
  siteUrl?: string;
  /** Prompts already loaded with loadPrompts (building several locales reads the files once). */
  prompts?: readonly CuratedPrompt[];
}

/** The catalogue of `locale` from the files under `siteDir`. Throws what loadPrompts throws on invalid content. */
export function loadCatalog(siteDir: string, locale: Locale, options: LoadCatalogOptions = {}): CatalogDocument {
  return buildCatalog(locale, {
    prompts: options.prompts ?? loadPrompts(siteDir),
    tags: loadTagTexts(siteDir, locale),
    siteUrl: options.siteUrl,
  });
}
