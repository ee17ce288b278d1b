/**
 * The curated prompts as the MCP server reads them: one view per language (title, role, text,
 * variables with their labels, tags with theirs), built once per process on first use and kept
 * (13 languages of 278 prompts, a few megabytes), never per request.
 * The views come from the open catalogue's builder (src/catalog/load.ts), so the MCP prompts and
 * /catalog/<locale>.json say the same thing.
 */
import type { CatalogDocument } from '../../src/api/contract/catalog';
import { loadCatalog } from '../../src/catalog/load';
import { LOCALES, type Locale } from '../../src/config/locales';
import { loadPrompts } from '../../src/plugins/prompt-library/loadPrompts';
import { createTrigramSearchIndex } from '../../src/prompts/trigramSearch';
import type { TagKey } from '../../src/prompts/tags';

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
  /** The prompt's page on the site, in this language (a path when the site's address is unknown). */
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

/** One language's catalogue as the MCP server serves it. */
function viewOf(document: CatalogDocument, english: CatalogDocument): McpLanguageView {
  const prompts = document.prompts.map((prompt): McpCuratedPrompt => ({
    id: prompt.id,
    name: curatedPromptName(prompt.id),
    tags: prompt.tags.map((tag) => tag.key),
    weight: prompt.weight,
    title: prompt.title,
    role: prompt.role,
    text: prompt.text,
    translated: !prompt.textFallback,
    variables: prompt.variables,
    url: prompt.url ?? prompt.path,
  }));
  const englishOf = new Map(english.prompts.map((prompt) => [prompt.id, prompt]));
  const search = createTrigramSearchIndex(prompts, (prompt) => {
    const en = englishOf.get(prompt.id);
    return [prompt.title, prompt.role, prompt.text, en?.title, en?.role, en?.text].join('\n');
  });
  return {
    language: document.locale,
    prompts,
    byNumber: new Map(prompts.map((prompt) => [prompt.id, prompt])),
    tagLabels: Object.fromEntries(document.categories.map((category) => [category.key, category.label])) as Record<
      TagKey,
      string
    >,
    search,
  };
}

/** Every language's catalogue, the prompt files read once for all of them. */
function loadLanguages(contentDir: string, siteUrl: string): McpCatalog {
  const prompts = loadPrompts(contentDir);
  const documents = new Map(
    LOCALES.map((language) => [language, loadCatalog(contentDir, language, { siteUrl, prompts })] as const),
  );
  const english = documents.get('en')!;
  return new Map(LOCALES.map((language) => [language, viewOf(documents.get(language)!, english)]));
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
