import { describe, expect, it } from 'vitest';
import { readExportFile } from '@site/src/pages/user/_components/TransferSection/importFile';
import { exportFileName, previewImport } from '@site/src/pages/user/_components/TransferSection/importPreview';

const file = (body: unknown) => JSON.stringify(body);
const doc = (prompts: unknown[], favorites: unknown[] = []) => ({
  format: 'promptdeck-export',
  version: 1,
  prompts,
  favorites,
});

describe('readExportFile', () => {
  it('accepts an export and counts its rows', () => {
    const result = readExportFile(file(doc([{ title: 'T', description: 'D' }], [{ kind: 'curated', ref: 5 }])));
    expect(result).toMatchObject({ ok: true, prompts: 1, favorites: 1 });
  });

  it('names the row and field of each problem', () => {
    const result = readExportFile(
      file(
        doc(
          [
            { title: 'ok', description: 'ok' },
            { title: '', description: 'x' },
            { title: 'x'.repeat(121), description: 'x' },
            { title: 'x' },
          ],
          [{ kind: 'curated', ref: 999 }],
        ),
      ),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { kind: 'required', section: 'prompts', row: 2, field: 'title' },
      { kind: 'tooLong', section: 'prompts', row: 3, field: 'title' },
      { kind: 'required', section: 'prompts', row: 4, field: 'description' },
      { kind: 'invalid', section: 'favorites', row: 1, field: 'ref' },
    ]);
  });

  it('tells a file that is not JSON or not an export', () => {
    expect(readExportFile('{oops')).toEqual({ ok: false, problems: [{ kind: 'notJson' }] });
    expect(readExportFile(file({ hello: 1 }))).toMatchObject({ ok: false, problems: [{ kind: 'notExport' }] });
    expect(readExportFile(file({ ...doc([]), version: 2 }))).toMatchObject({
      ok: false,
      problems: [{ kind: 'notExport' }],
    });
  });
});

describe('previewImport', () => {
  it('counts duplicates of kept prompts and within the file', () => {
    const preview = previewImport(
      doc(
        [
          { title: 'A', description: 'a' },
          { title: ' A ', description: 'a' },
          { title: 'B', description: 'b' },
          { title: 'C', description: 'c' },
        ],
        [{ kind: 'curated', ref: 1 }],
      ) as never,
      [{ title: 'C', description: 'c' }],
    );
    expect(preview).toEqual({ add: 2, duplicates: 2, favorites: 1 });
  });
});

describe('exportFileName', () => {
  it('carries the date', () => {
    expect(exportFileName(new Date('2026-11-25T10:00:00Z'))).toBe('promptdeck-export-2026-11-25.json');
  });
});
