/**
 * What a ListFooter needs from a react-query infinite query (favorites, my
 * prompts, comment threads): whether a next page exists, whether it is on its
 * way, why it failed, and how to ask for it.
 */
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ListFooterProps } from './index';

type InfiniteList = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'>;

export function nextPageOf(list: InfiniteList): Pick<ListFooterProps, 'hasMore' | 'loading' | 'error' | 'onMore'> {
  return {
    hasMore: list.hasNextPage,
    loading: list.isFetchingNextPage,
    error: list.isFetchNextPageError ? list.error : null,
    onMore: () => void list.fetchNextPage(),
  };
}
