/**
 * Every language's catalogue built from the repository's files, as the site's build
 * writes it, checked against the schema it publishes (with ajv, as a consumer would)
 * and against the zod contract; the CSV read back gives the same rows as the JSON.
 */
import path from 'node:path';
import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_DIR,
  CATALOG_LIST_SEPARATOR,
  CATALOG_SCHEMA_FILE,
  CatalogDocument,
  catalogFile,
} from '@site/src/api/contract/catalog';
import { catalogFiles } from '@site/src/catalog/files';
import { loadCatalog } from '@site/src/catalog/load';
import { LOCALES } from '@site/src/config/locales';
import { loadPrompts, type CuratedPrompt } from '@site/src/plugins/prompt-library/loadPrompts';
import { PROMPT_COUNT } from '@site/src/prompts/count';
import { readCsv } from './readCsv';

const siteDir = path.resolve(__dirname, '../../..');
const SITE_URL = 'https://prompts.example.com';
let prompts: CuratedPrompt[];
beforeAll(() => {
  prompts = loadPrompts(siteDir);
});

/** A locale's files as the build writes them, by path under the site root. */
const filesOf = (locale: (typeof LOCALES)[number]) =>
  catalogFiles(loadCatalog(siteDir, locale, { prompts, siteUrl: SITE_URL }));

function validatorFor(schemaText: string) {
  const ajv = new Ajv({ strict: true, allErrors: true });
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  return ajv.compile(JSON.parse(schemaText) as object);
}

/** A CSV row back into the JSON fields it came from. */
function promptOfRow(row: Record<string, string>) {
  const list = (cell: string) => (cell === '' ? [] : cell.split(CATALOG_LIST_SEPARATOR));
  const names = list(row.variables!);
  const labels = list(row.variableLabels!);
  const keys = list(row.tags!);
  const tagLabels = list(row.tagLabels!);
  return {
    id: Number(row.id),
    title: row.title,
    role: row.role,
    text: row.text,
    textFallback: row.textFallback === 'true',
    textEn: row.textEn,
    tags: keys.map((key, i) => ({ key, label: tagLabels[i] })),
    variables: names.map((name, i) => ({ name, label: labels[i] })),
    notes: row.notes === '' ? null : row.notes,
    notesFallback: row.notesFallback === 'true',
    weight: Number(row.weight),
    path: row.path,
    url: row.url === '' ? null : row.url,
  };
}

describe.each(LOCALES)('the %s catalogue', (locale) => {
  it('matches its published schema (ajv) and the zod contract', () => {
    const files = filesOf(locale);
    const json = JSON.parse(files[`${CATALOG_DIR}/${catalogFile(locale, 'json')}`]!) as unknown;
    const validate = validatorFor(files[`${CATALOG_DIR}/${CATALOG_SCHEMA_FILE}`]!);
    expect(validate(json), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(CatalogDocument.parse(json)).toEqual(json);
  });

  it(`holds all ${PROMPT_COUNT} prompts, each with its own text and English`, () => {
    const catalog = CatalogDocument.parse(
      JSON.parse(filesOf(locale)[`${CATALOG_DIR}/${catalogFile(locale, 'json')}`]!),
    );
    expect(catalog.locale).toBe(locale);
    expect(catalog.count).toBe(PROMPT_COUNT);
    expect(catalog.prompts.map((p) => p.id)).toEqual(Array.from({ length: PROMPT_COUNT }, (_, i) => i + 1));
    for (const prompt of catalog.prompts) {
      expect(prompt.textFallback, `prompt ${prompt.id}`).toBe(false);
      expect(prompt.text).toBe(prompts[prompt.id - 1]!.locales[locale]!.text);
      expect(prompt.textEn).toBe(prompts[prompt.id - 1]!.locales.en!.text);
      expect(prompt.url).toBe(`${SITE_URL}${prompt.path}`);
    }
  });

  it('gives the same rows as CSV', () => {
    const files = filesOf(locale);
    const catalog = JSON.parse(files[`${CATALOG_DIR}/${catalogFile(locale, 'json')}`]!) as CatalogDocument;
    const csv = files[`${CATALOG_DIR}/${catalogFile(locale, 'csv')}`]!;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = readCsv(csv.slice(1));
    expect(header).toEqual([...CATALOG_CSV_COLUMNS]);
    const read = rows.map((cells) => promptOfRow(Object.fromEntries(header!.map((column, i) => [column, cells[i]!]))));
    expect(read).toEqual(catalog.prompts);
  });
});
