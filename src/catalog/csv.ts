/**
 * The catalogue's rows as CSV for spreadsheets: RFC 4180 (comma-separated, CRLF between
 * records, a field quoted when it holds a comma, quote or line break, quotes doubled),
 * UTF-8 with a byte order mark so Excel reads the non-Latin scripts right. The columns and
 * the list separator are the contract's (CATALOG_CSV_COLUMNS, CATALOG_LIST_SEPARATOR).
 * A text cell that a spreadsheet would run as a formula starts with an apostrophe (OWASP,
 * CSV injection): see FORMULA_START.
 */
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_LIST_SEPARATOR,
  type CatalogCsvColumn,
  type CatalogDocument,
  type CatalogPrompt,
} from '../api/contract/catalog';

const BYTE_ORDER_MARK = '\uFEFF';
const RECORD_END = '\r\n';

/**
 * How a cell that Excel or LibreOffice would read as a formula begins: = + - @, a tab or a
 * carriage return. Such a text cell gets a leading apostrophe, which spreadsheets show as text.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet shows it, never as a formula it would run. */
export function neutralised(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function quoted(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** A list cell; an item holding the separator would read back as two, so it stops the build. */
function listCell(items: readonly string[], what: string, id: number): string {
  const clash = items.find((item) => item.includes(CATALOG_LIST_SEPARATOR.trim()));
  if (clash !== undefined) throw new Error(`prompt ${id}: ${what} "${clash}" holds the CSV list separator`);
  return neutralised(items.join(CATALOG_LIST_SEPARATOR));
}

/** One prompt's cells, by column; the numbers and flags are the catalogue's own, every text is neutralised. */
export function csvCells(prompt: CatalogPrompt): Record<CatalogCsvColumn, string> {
  return {
    id: String(prompt.id),
    title: neutralised(prompt.title),
    role: neutralised(prompt.role),
    text: neutralised(prompt.text),
    textFallback: String(prompt.textFallback),
    textEn: neutralised(prompt.textEn),
    tags: listCell(
      prompt.tags.map((tag) => tag.key),
      'tag',
      prompt.id,
    ),
    tagLabels: listCell(
      prompt.tags.map((tag) => tag.label),
      'tag label',
      prompt.id,
    ),
    variables: listCell(
      prompt.variables.map((variable) => variable.name),
      'variable',
      prompt.id,
    ),
    variableLabels: listCell(
      prompt.variables.map((variable) => variable.label),
      'variable label',
      prompt.id,
    ),
    notes: neutralised(prompt.notes ?? ''),
    notesFallback: String(prompt.notesFallback),
    weight: String(prompt.weight),
    path: neutralised(prompt.path),
    url: neutralised(prompt.url ?? ''),
  };
}

export function catalogToCsv(catalog: CatalogDocument): string {
  const records = [
    CATALOG_CSV_COLUMNS.join(','),
    ...catalog.prompts.map((prompt) => {
      const cells = csvCells(prompt);
      return CATALOG_CSV_COLUMNS.map((column) => quoted(cells[column])).join(',');
    }),
  ];
  return BYTE_ORDER_MARK + records.join(RECORD_END) + RECORD_END;
}
