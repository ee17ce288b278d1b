/** What an import would add, and the name of an export file (no zod: part of the page's first load). */
import type { ExportDocumentInput } from '@site/src/api/contract';
import { promptIdentity } from '@site/src/api/limits';

export interface ImportPreview {
  add: number;
  duplicates: number;
  favorites: number;
}

/** What importing would add next to the prompts kept now (same title and text = duplicate). */
export function previewImport(
  document: ExportDocumentInput,
  kept: ReadonlyArray<{ title: string; description: string }>,
): ImportPreview {
  const seen = new Set(kept.map(promptIdentity));
  let add = 0;
  for (const prompt of document.prompts) {
    const key = promptIdentity(prompt);
    if (seen.has(key)) continue;
    seen.add(key);
    add += 1;
  }
  return { add, duplicates: document.prompts.length - add, favorites: (document.favorites ?? []).length };
}

/** The file name of an export made on `date`. */
export function exportFileName(date: Date): string {
  return `promptdeck-export-${date.toISOString().slice(0, 10)}.json`;
}
