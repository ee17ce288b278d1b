import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { favoriteQueries } from '@site/src/api/queries/favorites';

describe('favoriteQueries', () => {
  it('reads my favorites list again without asking every star again', async () => {
    const client = new QueryClient();
    client.setQueryData(favoriteQueries.list().queryKey, { pages: [], pageParams: [] });
    client.setQueryData(favoriteQueries.target('curated', 8).queryKey, { kind: 'curated', ref: 8, favorited: true });
    await client.invalidateQueries({ queryKey: favoriteQueries.lists() });
    expect(client.getQueryState(favoriteQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(favoriteQueries.target('curated', 8).queryKey)?.isInvalidated).toBe(false);
  });
});
