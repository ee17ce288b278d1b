/**
 * The open catalogue: every curated prompt of one language as one static file,
 * `/catalog/<locale>.json` (and the same rows as `/catalog/<locale>.csv`), written by
 * the site's build and described by `/catalog/schema.json`, which is generated from
 * these schemas. The build, the MCP server and the tests all read this one shape.
 *
 * Nothing here depends on when the file was built: the same sources give the same
 * bytes, so a file's ETag changes only when its content does.
 */
// First: see zodSetup.ts.
import '../zodSetup';
import * as z from 'zod';
import { LOCALES } from '../../config/locales';
import { PROMPT_COUNT } from '../../prompts/count';
import { TAG_KEYS } from '../../prompts/tags';

/** The shape's version: raised when a field is removed, renamed or changes meaning (adding one keeps it). */
export const CATALOG_VERSION = 1;

/** Joins the items of a list column in the CSV file (tags, labels, variables). */
export const CATALOG_LIST_SEPARATOR = '; ';

/** Where the files live on the site: `/catalog/<locale>.json`, `/catalog/<locale>.csv`, `/catalog/schema.json`. */
export const CATALOG_DIR = 'catalog';
export const catalogFile = (locale: string, kind: 'json' | 'csv') => `${locale}.${kind}`;
export const CATALOG_SCHEMA_FILE = 'schema.json';

export const CatalogTag = z
  .object({
    key: z.enum(TAG_KEYS).describe('Stable category key, the same in every language'),
    label: z.string().min(1).describe("The category's name in the catalogue's language"),
  })
  .describe('A category of the prompt');
export type CatalogTag = z.infer<typeof CatalogTag>;

export const CatalogCategory = CatalogTag.extend({
  description: z.string().min(1).describe('One line about the category, in the catalogue’s language'),
  count: z.number().int().min(0).describe('How many prompts of this catalogue carry the category'),
}).describe('A category of the library');
export type CatalogCategory = z.infer<typeof CatalogCategory>;

export const CatalogVariable = z
  .object({
    name: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/)
      .describe('The placeholder as written in the texts: `{{name}}`'),
    label: z
      .string()
      .min(1)
      .describe(
        "The fill-in form's label in the catalogue's language; the English label when this language has none, else the name",
      ),
  })
  .describe('A placeholder of the prompt, to be replaced by what the reader types');
export type CatalogVariable = z.infer<typeof CatalogVariable>;

export const CatalogPrompt = z
  .object({
    id: z
      .number()
      .int()
      .min(1)
      .max(PROMPT_COUNT)
      .describe(`The prompt's number, 1 to ${PROMPT_COUNT}, the same in every language`),
    title: z.string().min(1).describe("Title in the catalogue's language"),
    role: z.string().min(1).describe('The role the assistant takes (a short remark under the title)'),
    text: z
      .string()
      .min(1)
      .describe("The prompt text in the catalogue's language (the English text when `textFallback` is true)"),
    textFallback: z.boolean().describe('True when this language has no text of its own and `text` is the English one'),
    textEn: z.string().min(1).describe('The prompt text in English'),
    tags: z.array(CatalogTag).min(1).describe('Categories, in the order the prompt file lists them'),
    variables: z
      .array(CatalogVariable)
      .describe('Placeholders in order of first appearance in the English text (every language uses the same set)'),
    notes: z
      .string()
      .nullable()
      .describe("Notes for the reader in the catalogue's language, the English notes as a fallback, or null"),
    notesFallback: z
      .boolean()
      .describe('True when this language has no notes of its own and `notes` are the English ones'),
    weight: z.number().int().min(0).describe("The library's default order: higher first"),
    path: z
      .string()
      .regex(/^\/(?:[a-z]{2}\/)?prompt\/\d+$/)
      .describe("The prompt's page on the site, an absolute path (`/prompt/42` in Chinese, `/fr/prompt/42` in French)"),
    url: z
      .url()
      .nullable()
      .describe("The prompt's page as an absolute URL, or null when the build did not know the site's address"),
  })
  .describe('One curated prompt in one language');
export type CatalogPrompt = z.infer<typeof CatalogPrompt>;

/**
 * The columns of `/catalog/<locale>.csv`, in order: each is the JSON field of the same name,
 * list fields joined with CATALOG_LIST_SEPARATOR.
 */
export const CATALOG_CSV_COLUMNS = [
  'id',
  'title',
  'role',
  'text',
  'textFallback',
  'textEn',
  'tags',
  'tagLabels',
  'variables',
  'variableLabels',
  'notes',
  'notesFallback',
  'weight',
  'path',
  'url',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

const CSV_DESCRIPTION = [
  'The same rows are published as /catalog/<locale>.csv (RFC 4180: comma-separated, fields quoted with',
  'double quotes where needed, CRLF between rows, UTF-8 with a byte order mark). Its columns, in order:',
  `${CATALOG_CSV_COLUMNS.join(', ')}. tags are the category keys and tagLabels their names, variables the`,
  `placeholder names and variableLabels their labels, each list joined with "${CATALOG_LIST_SEPARATOR}" in`,
  'the same order; textFallback and notesFallback are true or false; an empty notes or url cell is null.',
].join(' ');

export const CatalogDocument = z
  .object({
    version: z.literal(CATALOG_VERSION).describe('Version of this shape; raised only by a breaking change'),
    locale: z.enum(LOCALES).describe('The language of the titles, roles, texts and labels'),
    direction: z.enum(['ltr', 'rtl']).describe("The language's writing direction"),
    site: z
      .url()
      .nullable()
      .describe("The site's address, or null when the build did not know it (page paths are then relative to it)"),
    count: z.number().int().min(0).describe('How many prompts `prompts` holds'),
    categories: z.array(CatalogCategory).describe('Every category of the library, in the order the site shows them'),
    prompts: z.array(CatalogPrompt).describe('Every curated prompt, by number'),
  })
  .meta({
    title: 'PromptDeck catalogue',
    description: `Every curated PromptDeck prompt in one language, as /catalog/<locale>.json. ${CSV_DESCRIPTION}`,
  });
export type CatalogDocument = z.infer<typeof CatalogDocument>;

/** The JSON Schema of a catalogue file, published as /catalog/schema.json. */
export function catalogJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(CatalogDocument, { io: 'output', target: 'draft-07', unrepresentable: 'throw' }) as Record<
    string,
    unknown
  >;
}
