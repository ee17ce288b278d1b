/** My own prompts: pages of the list (per search text), and writes that patch every page in place. */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { CreatePromptBody, Prompt, PromptListResponse, UpdatePromptBody } from '../contract';
import { withApi } from '../runtime/loadApi';
import { communityQueries } from './community';
import { favoriteQueries } from './favorites';

export const myPromptQueries = {
  all: () => ['myPrompts'] as const,
  /** The lists of a search (not the unfiltered one): a new prompt may or may not match them. */
  searches: () => [...myPromptQueries.all(), 'search'] as const,
  /** My prompts matching every word of `q` (all when empty), newest first, a page at a time. */
  list: (q: string) =>
    infiniteQueryOptions({
      queryKey: q ? ([...myPromptQueries.searches(), q] as const) : ([...myPromptQueries.all(), 'newest'] as const),
      queryFn: ({ pageParam }) =>
        withApi((api) => api.prompts.list({ q: q || undefined, cursor: pageParam ?? undefined })),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

type Pages = InfiniteData<PromptListResponse, string | null>;

export function useMyPrompts(q: string, enabled: boolean) {
  return useInfiniteQuery({ ...myPromptQueries.list(q), enabled });
}

function mapItems(pages: Pages | undefined, change: (items: Prompt[]) => Prompt[]): Pages | undefined {
  return pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

function patchAll(client: QueryClient, change: (items: Prompt[]) => Prompt[]) {
  client.setQueriesData<Pages>({ queryKey: myPromptQueries.all() }, (pages) => mapItems(pages, change));
}

function findKept(client: QueryClient, id: number): Prompt | undefined {
  for (const [, pages] of client.getQueriesData<Pages>({ queryKey: myPromptQueries.all() })) {
    const found = pages?.pages.flatMap((page) => page.items).find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

const replace = (prompt: Prompt) => (items: Prompt[]) => items.map((item) => (item.id === prompt.id ? prompt : item));

/** Shared prompts are what the community list shows: a change to one changes it. */
function touchesCommunity(before: Prompt | undefined, after: Prompt | undefined) {
  return Boolean(before?.shared || after?.shared);
}

export function useCreatePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePromptBody) => withApi((api) => api.prompts.create(body)),
    onSuccess: ({ prompt }) => {
      // Newest first: the new prompt heads the unfiltered list; searches are asked again.
      client.setQueryData(
        myPromptQueries.list('').queryKey,
        (pages) =>
          pages && {
            ...pages,
            pages: pages.pages.map((page, i) => (i === 0 ? { ...page, items: [prompt, ...page.items] } : page)),
          },
      );
      void client.invalidateQueries({ queryKey: myPromptQueries.searches() });
      if (prompt.shared) void client.invalidateQueries({ queryKey: communityQueries.all() });
    },
  });
}

export function useUpdatePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdatePromptBody }) =>
      withApi((api) => api.prompts.update(id, changes)),
    onSuccess: ({ prompt }) => {
      const before = findKept(client, prompt.id);
      patchAll(client, replace(prompt));
      if (touchesCommunity(before, prompt)) void client.invalidateQueries({ queryKey: communityQueries.all() });
    },
  });
}

/** The share switch: flips at once, flips back if the server says no. */
export function useSetShared() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shared }: { id: number; shared: boolean }) =>
      withApi((api) => api.prompts.update(id, { shared })),
    onMutate: async ({ id, shared }) => {
      await client.cancelQueries({ queryKey: myPromptQueries.all() });
      const previous = client.getQueriesData<Pages>({ queryKey: myPromptQueries.all() });
      patchAll(client, (items) => items.map((item) => (item.id === id ? { ...item, shared } : item)));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, pages] of context?.previous ?? []) client.setQueryData(key, pages);
    },
    onSuccess: ({ prompt }) => {
      patchAll(client, replace(prompt));
      void client.invalidateQueries({ queryKey: communityQueries.all() });
    },
  });
}

export function useDeletePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prompt: Prompt) => withApi((api) => api.prompts.remove(prompt.id)),
    onSuccess: (_ok, prompt) => {
      patchAll(client, (items) => items.filter((item) => item.id !== prompt.id));
      // A page read before the delete may still be on its way back: read again so it cannot restore the prompt.
      void client.invalidateQueries({ queryKey: myPromptQueries.all() });
      if (prompt.shared) void client.invalidateQueries({ queryKey: communityQueries.all() });
      void client.invalidateQueries({ queryKey: favoriteQueries.lists() });
    },
  });
}
