/**
 * Changes one community prompt wherever the community caches hold it: in the
 * pages of a list (`{ items }`) and in a single prompt (`{ prompt }`), so a
 * card and the prompt's own page agree after a vote or a star.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CommunityPrompt } from '../contract';
import { queryKeys } from './queryKeys';

type Change = (prompt: CommunityPrompt) => CommunityPrompt;

function changeIn(data: unknown, ref: number, change: Change): unknown {
  if (!data || typeof data !== 'object') return data;
  const holder = data as { items?: unknown; prompt?: unknown; pages?: unknown };
  if (Array.isArray(holder.pages)) {
    const pages = holder.pages.map((page) => changeIn(page, ref, change));
    return pages.some((page, index) => page !== (holder.pages as unknown[])[index]) ? { ...holder, pages } : data;
  }
  if (Array.isArray(holder.items)) {
    const items = holder.items as CommunityPrompt[];
    if (!items.some((item) => item?.id === ref)) return data;
    return { ...holder, items: items.map((item) => (item?.id === ref ? change(item) : item)) };
  }
  const prompt = holder.prompt as CommunityPrompt | undefined;
  if (prompt && typeof prompt === 'object' && prompt.id === ref) return { ...holder, prompt: change(prompt) };
  return data;
}

export function changeCommunityPrompt(client: QueryClient, ref: number, change: Change): void {
  client.setQueriesData({ queryKey: queryKeys.communityAll }, (data: unknown) => changeIn(data, ref, change));
}
