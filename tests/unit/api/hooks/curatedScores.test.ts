import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toVoteScores } from '@site/src/api/hooks/curatedScores';

const siteDir = path.resolve(__dirname, '../../../..');

/** The site's own modules a module imports statically (not `import()`), followed to the end. */
function staticImportsFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)) {
      const base = specifier!.startsWith('@site/') ? path.join(siteDir, specifier!.slice('@site/'.length)) : specifier!.startsWith('.') ? path.resolve(path.dirname(file), specifier!) : undefined;
      const resolved = base && ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => fs.existsSync(candidate));
      if (resolved) visit(resolved);
    }
  };
  visit(entry);
  return seen;
}

describe('toVoteScores', () => {
  it('turns the API record into numeric keys', () => {
    expect(toVoteScores({ scores: { '3': 5, '12': -2 }, myVotes: {} })).toEqual({ 3: 5, 12: -2 });
  });
});

describe('the home page and the vote hooks', () => {
  it('shares no module with the hooks that bring react-query’s observers (its first load stays without them)', () => {
    const modules = staticImportsFrom(path.join(siteDir, 'src/components/PromptLibraryPage/index.tsx'));
    expect(modules.has(path.join(siteDir, 'src/api/hooks/curatedScores.ts'))).toBe(true);
    for (const file of modules) {
      expect(fs.readFileSync(file, 'utf8'), path.relative(siteDir, file)).not.toMatch(/import \{[^}]*\b(useQuery|useMutation|useInfiniteQuery)\b[^}]*\} from '@tanstack\/react-query'/);
    }
  });
});
