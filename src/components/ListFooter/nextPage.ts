/**
 * Where a list that loads a page at a time stands: nextPageOf reads its next
 * page off a react-query infinite query (what both ListFooter looks take:
 * favorites, my prompts, comment threads, the console's lists), listStatusOf
 * its first page (what the console's ListStatus takes).
 */
import type { UseInfiniteQueryResult } from '@tanstack/react-query';

export interface NextPage {
  /** A further page exists. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** Why the last request for a further page failed; null or undefined while none has. */
  error: unknown;
  onMore: () => void;
}

type InfiniteList = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
>;

export function nextPageOf(list: InfiniteList): NextPage {
  return {
    hasMore: list.hasNextPage,
    loading: list.isFetchingNextPage,
    error: list.isFetchNextPageError ? list.error : null,
    onMore: () => void list.fetchNextPage(),
  };
}

export interface ListState {
  /** The first page is on its way. */
  loading: boolean;
  /** Why the first page could not be read (null: it was, or a later page failed: nextPageOf says so). */
  error: unknown;
  onRetry: () => void;
  /** Read, with nothing to show and nothing further to look at. */
  empty: boolean;
}

/** An infinite query whose pages each hold their `items`. */
type PagedList = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isPending' | 'isError' | 'error' | 'refetch'> & {
  data?: { pages: ReadonlyArray<{ items: readonly unknown[] }> };
};

export function listStatusOf(list: PagedList): ListState {
  return {
    loading: list.isPending,
    error: list.isError && !list.data ? list.error : null,
    onRetry: () => void list.refetch(),
    empty: !list.hasNextPage && (list.data?.pages.every((page) => page.items.length === 0) ?? true),
  };
}
