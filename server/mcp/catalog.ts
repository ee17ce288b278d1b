/**
 * The curated prompts as the MCP server reads them: one view per language (title, role, text,
 * variables with their labels, tags with theirs), built once per process on first use and kept
 * (13 languages of 278 prompts, a few megabytes), never per request.
 *
 * Until the catalogue builder (src/catalog/load.ts) lands, this reads the prompt files through the
 * site's own loader; `loadLanguages` is the one place to switch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, localePath, type Locale } from '../../src/config/locales';
import { loadPrompts } from '../../src/plugins/prompt-library/loadPrompts';
import { createSearchIndex } from '../../src/prompts/search';
import { TAG_KEYS, type TagKey } from '../../src/prompts/tags';

export interface McpVariable {
  name: string;
  /** The placeholder's label in this language (English, then its own name, when missing). */
  label: string;
}

export interface McpCuratedPrompt {
  /** The curated number. */
  id: number;
  /** `promptdeck-042`: the MCP prompt's stable name. */
  name: string;
  tags: TagKey[];
  weight: number;
  title: string;
  role: string;
  /** This language's text, or the English one where it has none yet. */
  text: string;
  /** Whether `text` is in this language. */
  translated: boolean;
  variables: McpVariable[];
  /** The prompt's page on the site, in this language. */
  url: string;
}

export interface McpLanguageView {
  language: Locale;
  prompts: readonly McpCuratedPrompt[];
  byNumber: ReadonlyMap<number, McpCuratedPrompt>;
  tagLabels: Readonly<Record<TagKey, string>>;
  /** Every word of a query in the title, role or text (this language's and English). */
  search: (query: string) => McpCuratedPrompt[];
}

export type McpCatalog = ReadonlyMap<Locale, McpLanguageView>;

export const curatedPromptName = (number: number) => `promptdeck-${String(number).padStart(3, '0')}`;

/** The number in `promptdeck-042`, or undefined for any other name. */
export function curatedNumberOf(name: string): number | undefined {
  const match = /^promptdeck-(\d{3})$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

function readTagLabels(contentDir: string, language: Locale): Record<TagKey, string> {
  const file = path.join(contentDir, 'i18n', language, 'code.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: string }>;
  return Object.fromEntries(TAG_KEYS.map((tag) => [tag, messages[`tag.${tag}.label`]?.message ?? tag])) as Record<
    TagKey,
    string
  >;
}

function loadLanguages(contentDir: string, siteUrl: string): McpCatalog {
  const curated = loadPrompts(contentDir);
  const site = siteUrl.replace(/\/+$/, '');
  const views = new Map<Locale, McpLanguageView>();
  for (const language of LOCALES) {
    const prompts = curated.map((prompt): McpCuratedPrompt => {
      const own = prompt.locales[language];
      const english = prompt.locales.en;
      return {
        id: prompt.id,
        name: curatedPromptName(prompt.id),
        tags: prompt.tags,
        weight: prompt.weight,
        title: own?.title ?? english?.title ?? '',
        role: own?.remark ?? english?.remark ?? '',
        text: own?.text ?? english?.text ?? '',
        translated: own?.text !== undefined,
        variables: prompt.variables.map((name) => ({
          name,
          label: own?.variables?.[name] ?? english?.variables?.[name] ?? name,
        })),
        url: `${site}${localePath(language, `/prompt/${prompt.id}`)}`,
      };
    });
    const englishOf = new Map(curated.map((prompt) => [prompt.id, prompt.locales.en]));
    const search = createSearchIndex(prompts, (prompt) => {
      const english = englishOf.get(prompt.id);
      return [prompt.title, prompt.role, prompt.text, english?.title, english?.remark, english?.text].join('\n');
    });
    views.set(language, {
      language,
      prompts,
      byNumber: new Map(prompts.map((prompt) => [prompt.id, prompt])),
      tagLabels: readTagLabels(contentDir, language),
      search,
    });
  }
  return views;
}

const loaded = new Map<string, McpCatalog>();

/** The catalogue of every language, read from `contentDir` the first time it is asked for. */
export function mcpCatalog(contentDir: string, siteUrl: string): McpCatalog {
  const key = `${contentDir}\n${siteUrl}`;
  let catalog = loaded.get(key);
  if (!catalog) {
    catalog = loadLanguages(contentDir, siteUrl);
    loaded.set(key, catalog);
  }
  return catalog;
}
