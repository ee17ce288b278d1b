/**
 * Reading an export file before it is imported: parsed and validated with
 * the contract's schema, each problem named by section, row and field. This
 * module carries zod: pages load it when a file is chosen.
 */
import { ImportDocument, type ExportDocumentInput } from '@site/src/api/contract/transfer';

export type ImportProblemKind = 'notJson' | 'notExport' | 'required' | 'tooLong' | 'tooMany' | 'invalid';

export interface ImportProblem {
  kind: ImportProblemKind;
  /** "prompts" or "favorites" when the problem is in one row. */
  section?: 'prompts' | 'favorites';
  /** 1-based row number within the section. */
  row?: number;
  field?: string;
}

export type ReadResult =
  | { ok: true; document: ExportDocumentInput; prompts: number; favorites: number }
  | { ok: false; problems: ImportProblem[] };

const MAX_PROBLEMS = 20;

export function readExportFile(text: string): ReadResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ kind: 'notJson' }] };
  }
  const result = ImportDocument.safeParse(json);
  if (result.success) {
    return {
      ok: true,
      document: json as ExportDocumentInput,
      prompts: result.data.prompts.length,
      favorites: result.data.favorites.length,
    };
  }
  const issues = result.error.issues;
  if (issues.some((issue) => issue.path.length === 0 || issue.path[0] === 'format' || issue.path[0] === 'version')) {
    return { ok: false, problems: [{ kind: 'notExport' }] };
  }
  const problems: ImportProblem[] = [];
  for (const issue of issues.slice(0, MAX_PROBLEMS)) {
    const [section, row, field] = issue.path;
    const inSection = section === 'prompts' || section === 'favorites' ? section : undefined;
    let kind: ImportProblemKind = 'invalid';
    if (issue.code === 'too_big') kind = typeof row === 'number' ? 'tooLong' : 'tooMany';
    else if (issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.input === undefined))
      kind = 'required';
    else if (/at most \d+ characters/.test(issue.message)) kind = 'tooLong';
    problems.push({
      kind,
      section: inSection,
      row: typeof row === 'number' ? row + 1 : undefined,
      field: typeof field === 'string' ? field : undefined,
    });
  }
  return { ok: false, problems };
}
