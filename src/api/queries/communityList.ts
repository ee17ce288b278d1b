/**
 * The community list: prompts members share, searched and sorted by the
 * server. The first pages are numbered (`page`), as the list's pager shows
 * them; past the last numbered page "load more" follows `nextCursor`.
 */
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { CommunitySort } from '../contract';
import { communityQueries } from './community';

export interface CommunityListParams {
  q?: string;
  sort: CommunitySort;
  page: number;
}

/** One numbered page; while the next one loads, the previous answer stays on screen. */
export function useCommunityPage({ q, sort, page }: CommunityListParams, enabled = true) {
  return useQuery({
    ...communityQueries.list({ q: q || undefined, sort, page }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The pages after the last numbered one, one per cursor in the order they were asked for. */
export function useCommunityMore({ q, sort }: Omit<CommunityListParams, 'page'>, cursors: readonly string[]) {
  return useQueries({ queries: cursors.map((cursor) => communityQueries.list({ q: q || undefined, sort, cursor })) });
}
