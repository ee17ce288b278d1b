import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { myPromptQueries } from '@site/src/api/queries/myPrompts';

describe('myPromptQueries', () => {
  it('reaches the searches apart from the unfiltered list, and both through the prefix of all', async () => {
    const client = new QueryClient();
    const pages = { pages: [], pageParams: [] };
    for (const q of ['', 'haiku', 'mail']) client.setQueryData(myPromptQueries.list(q).queryKey, pages);
    const stale = (q: string) => client.getQueryState(myPromptQueries.list(q).queryKey)?.isInvalidated;

    await client.invalidateQueries({ queryKey: myPromptQueries.searches() });
    expect([stale(''), stale('haiku'), stale('mail')]).toEqual([false, true, true]);
    await client.invalidateQueries({ queryKey: myPromptQueries.all() });
    expect(stale('')).toBe(true);
  });
});
