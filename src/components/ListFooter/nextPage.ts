/**
 * Where a list that loads a page at a time stands with its next page: what
 * both ListFooter looks take, and nextPageOf to read it off a react-query
 * infinite query (favorites, my prompts, comment threads).
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
