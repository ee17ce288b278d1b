import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toVoteScores } from '@site/src/api/hooks/curatedScores';
import { namesImportedFrom, SITE_DIR, staticImportsFrom } from '../../support/staticImports';

describe('toVoteScores', () => {
  it('turns the API record into numeric keys', () => {
    expect(toVoteScores({ scores: { '3': 5, '12': -2 }, myVotes: {} })).toEqual({ 3: 5, 12: -2 });
  });
});

describe('the home page and the vote hooks', () => {
  it('shares no module with the hooks that bring react-query’s observers (its first load stays without them)', () => {
    const modules = staticImportsFrom('src/components/PromptLibraryPage/index.tsx');
    expect(modules.has(path.join(SITE_DIR, 'src/api/hooks/curatedScores.ts'))).toBe(true);
    for (const file of modules) {
      expect(namesImportedFrom(file, '@tanstack/react-query'), path.relative(SITE_DIR, file)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^use(Query|Mutation|InfiniteQuery)$/)]),
      );
    }
  });
});
