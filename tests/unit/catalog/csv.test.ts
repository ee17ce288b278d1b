import { describe, expect, it } from 'vitest';
import { CATALOG_CSV_COLUMNS, type CatalogDocument, type CatalogPrompt } from '@site/src/api/contract/catalog';
import { catalogToCsv, csvCells } from '@site/src/catalog/csv';
import { readCsv } from './readCsv';

const prompt: CatalogPrompt = {
  id: 7,
  title: 'Say "hello", then wait',
  role: 'Greeter',
  text: 'Line one, with a comma\nLine "two"\r\nLine three',
  textFallback: false,
  textEn: 'Plain',
  tags: [
    { key: 'write', label: 'Writing' },
    { key: 'code', label: 'Code' },
  ],
  variables: [{ name: 'topic', label: 'Topic' }],
  notes: null,
  notesFallback: false,
  weight: 3,
  path: '/fr/prompt/7',
  url: null,
};
const catalog: CatalogDocument = {
  version: 1,
  locale: 'fr',
  direction: 'ltr',
  site: null,
  count: 1,
  categories: [],
  prompts: [prompt],
};

describe('catalogToCsv', () => {
  it('starts with a byte order mark and the header, and ends every record with CRLF', () => {
    const csv = catalogToCsv(catalog);
    expect(csv.startsWith(`\uFEFF${CATALOG_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = catalogToCsv(catalog);
    expect(csv).toContain('"Say ""hello"", then wait",Greeter,"Line one, with a comma\nLine ""two""\r\nLine three"');
    const [header, row] = readCsv(csv.slice(1));
    expect(header).toEqual([...CATALOG_CSV_COLUMNS]);
    expect(row).toEqual([
      '7',
      prompt.title,
      'Greeter',
      prompt.text,
      'false',
      'Plain',
      'write; code',
      'Writing; Code',
      'topic',
      'Topic',
      '',
      'false',
      '3',
      '/fr/prompt/7',
      '',
    ]);
  });

  it('refuses a list item that holds the separator, which would read back as two', () => {
    const clash = { ...prompt, tags: [{ key: 'write' as const, label: 'Write; edit' }] };
    expect(() => catalogToCsv({ ...catalog, prompts: [clash] })).toThrow(/prompt 7: tag label "Write; edit"/);
  });
});

describe('csvCells', () => {
  it('starts a text cell that a spreadsheet would run as a formula with an apostrophe', () => {
    for (const text of ['=HYPERLINK("https://evil.example","Open")', '+1+2', '-1+2', '@x', '\tx', '\rx']) {
      const cells = csvCells({ ...prompt, title: text, text, notes: text, role: text });
      expect([cells.title, cells.text, cells.notes, cells.role]).toEqual([
        `'${text}`,
        `'${text}`,
        `'${text}`,
        `'${text}`,
      ]);
    }
    const listed = csvCells({
      ...prompt,
      tags: [{ key: 'write', label: '=1+1' }],
      variables: [{ name: 'x', label: '@x' }],
    });
    expect([listed.tagLabels, listed.variableLabels]).toEqual(["'=1+1", "'@x"]);
  });

  it('leaves ordinary cells, and the catalogue’s own numbers, as they are', () => {
    const cells = csvCells({ ...prompt, text: 'Write 2+2 = 4 for me', title: 'a = b', weight: -1 });
    expect(cells.text).toBe('Write 2+2 = 4 for me');
    expect(cells.title).toBe('a = b');
    expect(cells.role).toBe('Greeter');
    expect(cells.path).toBe('/fr/prompt/7');
    expect(cells.weight).toBe('-1');
    expect(cells.id).toBe('7');
  });
});
