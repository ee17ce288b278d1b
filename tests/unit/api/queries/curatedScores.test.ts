import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { curatedScoreQueries, toVoteScores } from '@site/src/api/queries/curatedScores';
import { voteQueries } from '@site/src/api/queries/votes';
import { namesImportedFrom, SITE_DIR, staticImportsFrom } from '../../support/staticImports';

describe('toVoteScores', () => {
  it('turns the API record into numeric keys', () => {
    expect(toVoteScores({ scores: { '3': 5, '12': -2 }, myVotes: {} })).toEqual({ 3: 5, 12: -2 });
  });
});

describe('curatedScoreQueries', () => {
  it('are marked stale without the votes of each curated prompt', async () => {
    const client = new QueryClient();
    client.setQueryData(curatedScoreQueries.all().queryKey, { 42: 1 });
    client.setQueryData(voteQueries.target('curated', 42).queryKey, {
      kind: 'curated',
      ref: 42,
      score: 1,
      ups: 1,
      downs: 0,
      myVote: 1,
    });
    await client.invalidateQueries({ queryKey: curatedScoreQueries.all().queryKey, refetchType: 'none' });
    expect(client.getQueryState(curatedScoreQueries.all().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(voteQueries.target('curated', 42).queryKey)?.isInvalidated).toBe(false);
  });
});

describe('the home page and the vote hooks', () => {
  it('shares no module with the hooks that bring react-query’s observers (its first load stays without them)', () => {
    const modules = staticImportsFrom('src/components/PromptLibraryPage/index.tsx');
    expect(modules.has(path.join(SITE_DIR, 'src/api/queries/curatedScores.ts'))).toBe(true);
    for (const file of modules) {
      expect(namesImportedFrom(file, '@tanstack/react-query'), path.relative(SITE_DIR, file)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^use(Query|Mutation|InfiniteQuery)$/)]),
      );
    }
  });
});
