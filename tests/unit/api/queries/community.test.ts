import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { CommunityListItem, CommunityListResponse, CommunityPrompt } from '@site/src/api/contract';
import { cancelCommunityReads, communityQueries, updateCommunityPrompt } from '@site/src/api/queries/community';

const prompt = (id: number): CommunityPrompt => ({
  id,
  title: `Prompt ${id}`,
  description: 'Text',
  remark: null,
  notes: null,
  author: { username: 'ada' },
  score: 0,
  ups: 0,
  downs: 0,
  commentCount: 0,
  myVote: 0,
  favorited: false,
  mine: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const listItem = (id: number): CommunityListItem => {
  const { notes: _notes, ...shown } = prompt(id);
  return { ...shown, descriptionComplete: true };
};
const page = (...ids: number[]): CommunityListResponse => ({
  items: ids.map(listItem),
  page: 1,
  pageSize: 20,
  nextCursor: null,
});

describe('updateCommunityPrompt', () => {
  it('changes the prompt in every list page and on its own page, and leaves other answers as they were', () => {
    const client = new QueryClient();
    const newest = communityQueries.list({ sort: 'newest' }).queryKey;
    const voted = communityQueries.list({ sort: 'votes' }).queryKey;
    const other = communityQueries.list({ sort: 'newest', page: 2 }).queryKey;
    client.setQueryData(newest, page(1, 5));
    client.setQueryData(voted, page(5));
    client.setQueryData(other, page(2, 3));
    client.setQueryData(communityQueries.detail(5).queryKey, { prompt: prompt(5) });
    const untouched = client.getQueryData(other);

    updateCommunityPrompt(client, 5, (item) => ({ ...item, favorited: true }));

    expect(client.getQueryData(newest)?.items.map((item) => item.favorited)).toEqual([false, true]);
    expect(client.getQueryData(voted)?.items[0]?.favorited).toBe(true);
    expect(client.getQueryData(communityQueries.detail(5).queryKey)?.prompt.favorited).toBe(true);
    expect(client.getQueryData(other)).toBe(untouched);
  });
});

describe('cancelCommunityReads', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  }

  it('stops a read that would overwrite a page on screen, but lets a first load finish', async () => {
    const client = new QueryClient();
    const shown = communityQueries.list({ sort: 'newest' }).queryKey;
    const loading = communityQueries.list({ sort: 'newest', cursor: 'o20' }).queryKey;
    client.setQueryData(shown, page(1));
    const reread = deferred<CommunityListResponse>();
    const first = deferred<CommunityListResponse>();
    const observers = [
      new QueryObserver(client, { queryKey: shown, queryFn: () => reread.promise, staleTime: 0 }),
      new QueryObserver(client, { queryKey: loading, queryFn: () => first.promise }),
    ];
    const stop = observers.map((observer) => observer.subscribe(() => undefined));
    expect(client.getQueryState(shown)?.fetchStatus).toBe('fetching');
    expect(client.getQueryState(loading)?.fetchStatus).toBe('fetching');

    await cancelCommunityReads(client);
    reread.resolve(page(9));
    first.resolve(page(21));

    await vi.waitFor(() => expect(client.getQueryData(loading)?.items[0]?.id).toBe(21));
    expect(client.getQueryData(shown)?.items[0]?.id).toBe(1);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
