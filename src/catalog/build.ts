/**
 * Turns the validated curated prompts into the catalogue of one language
 * (src/api/contract/catalog.ts). Pure: the same sources give the same document,
 * whatever the day or the machine, so the published file only changes with its content.
 */
import {
  CATALOG_VERSION,
  type CatalogCategory,
  type CatalogDocument,
  type CatalogPrompt,
} from '../api/contract/catalog';
import { LOCALE_FACTS, localePath, type Locale } from '../config/locales';
import type { CuratedPrompt } from '../plugins/prompt-library/loadPrompts';
import { TAG_KEYS, type TagKey } from '../prompts/tags';

/** A category's name and one-line description in one language. */
export interface TagText {
  label: string;
  description: string;
}

export interface CatalogSources {
  /** Every curated prompt, as the prompt library's loader validated them. */
  prompts: readonly CuratedPrompt[];
  /** The categories' names in the catalogue's language. */
  tags: Readonly<Record<TagKey, TagText>>;
  /** The site's address (`https://prompts.example.com`), when known: each prompt then gets its page's URL. */
  siteUrl?: string;
}

/** The page of prompt `id` in `locale`, as an absolute path of the site. */
export function promptPath(locale: Locale, id: number): string {
  return localePath(locale, `/prompt/${id}`);
}

function absoluteUrl(siteUrl: string | undefined, pagePath: string): string | null {
  return siteUrl ? new URL(pagePath, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href : null;
}

function toCatalogPrompt(prompt: CuratedPrompt, locale: Locale, sources: CatalogSources): CatalogPrompt {
  const english = prompt.locales.en;
  if (!english?.text) throw new Error(`prompt ${prompt.id} has no English text`);
  const own = prompt.locales[locale] ?? english;
  const pagePath = promptPath(locale, prompt.id);
  const notes = own.notes ?? english.notes ?? null;
  return {
    id: prompt.id,
    title: own.title,
    role: own.remark,
    text: own.text ?? english.text,
    textFallback: own.text === undefined,
    textEn: english.text,
    tags: prompt.tags.map((key) => ({ key, label: sources.tags[key].label })),
    variables: prompt.variables.map((name) => ({
      name,
      label: own.variables?.[name] ?? english.variables?.[name] ?? name,
    })),
    notes,
    notesFallback: notes !== null && own.notes === undefined,
    weight: prompt.weight,
    path: pagePath,
    url: absoluteUrl(sources.siteUrl, pagePath),
  };
}

export function buildCatalog(locale: Locale, sources: CatalogSources): CatalogDocument {
  const prompts = [...sources.prompts].sort((a, b) => a.id - b.id).map((p) => toCatalogPrompt(p, locale, sources));
  const categories: CatalogCategory[] = TAG_KEYS.map((key) => ({
    key,
    label: sources.tags[key].label,
    description: sources.tags[key].description,
    count: prompts.filter((p) => p.tags.some((tag) => tag.key === key)).length,
  }));
  return {
    version: CATALOG_VERSION,
    locale,
    direction: LOCALE_FACTS[locale].direction,
    site: sources.siteUrl ?? null,
    count: prompts.length,
    categories,
    prompts,
  };
}
