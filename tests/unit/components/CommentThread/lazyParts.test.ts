import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesImportedFrom, SITE_DIR, staticImportsFrom } from '../../support/staticImports';

describe('what a visitor’s comment thread loads', () => {
  it('reaches the comment form and the delete dialog only through import(): antd’s Form and Modal stay out', () => {
    const modules = staticImportsFrom('src/components/CommentThread/LiveComments.tsx');
    expect(modules.has(path.join(SITE_DIR, 'src/components/CommentThread/index.tsx'))).toBe(true);
    for (const file of ['CommentForm.tsx', 'ConfirmHost.tsx'])
      expect(modules.has(path.join(SITE_DIR, 'src/components/CommentThread', file)), file).toBe(false);
    for (const file of modules) {
      expect(namesImportedFrom(file, 'antd'), path.relative(SITE_DIR, file)).not.toEqual(
        expect.arrayContaining(['Form', 'Modal']),
      );
      expect(fs.readFileSync(file, 'utf8'), path.relative(SITE_DIR, file)).not.toMatch(
        /^import\s+(?!type\b)[^;]*from 'antd\/es\/(form|modal|input)/m,
      );
    }
  });
});
