/** My own prompts: pages of the list (per search text), and writes that patch every page in place. */
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { CreatePromptBody, ExportDocumentInput, Prompt, PromptListResponse, UpdatePromptBody } from '../contract';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

type Pages = InfiniteData<PromptListResponse, string | null>;

/** My prompts matching every word of `q` (all when empty), newest first, a page at a time. */
export function useMyPrompts(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.myPromptList(q),
    queryFn: async ({ pageParam }) =>
      (await loadApi()).prompts.list({ q: q || undefined, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

function mapItems(pages: Pages | undefined, change: (items: Prompt[]) => Prompt[]): Pages | undefined {
  return pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

function patchAll(client: QueryClient, change: (items: Prompt[]) => Prompt[]) {
  client.setQueriesData<Pages>({ queryKey: queryKeys.myPrompts }, (pages) => mapItems(pages, change));
}

function findKept(client: QueryClient, id: number): Prompt | undefined {
  for (const [, pages] of client.getQueriesData<Pages>({ queryKey: queryKeys.myPrompts })) {
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
    mutationFn: async (body: CreatePromptBody) => (await loadApi()).prompts.create(body),
    onSuccess: ({ prompt }) => {
      // Newest first: the new prompt heads the unfiltered list; searches are asked again.
      client.setQueryData<Pages>(
        queryKeys.myPromptList(''),
        (pages) =>
          pages && {
            ...pages,
            pages: pages.pages.map((page, i) => (i === 0 ? { ...page, items: [prompt, ...page.items] } : page)),
          },
      );
      void client.invalidateQueries({ queryKey: queryKeys.myPrompts, predicate: (query) => query.queryKey[2] !== '' });
      if (prompt.shared) void client.invalidateQueries({ queryKey: queryKeys.communityAll });
    },
  });
}

export function useUpdatePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UpdatePromptBody }) =>
      (await loadApi()).prompts.update(id, changes),
    onSuccess: ({ prompt }) => {
      const before = findKept(client, prompt.id);
      patchAll(client, replace(prompt));
      if (touchesCommunity(before, prompt)) void client.invalidateQueries({ queryKey: queryKeys.communityAll });
    },
  });
}

/** The share switch: flips at once, flips back if the server says no. */
export function useSetShared() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, shared }: { id: number; shared: boolean }) =>
      (await loadApi()).prompts.update(id, { shared }),
    onMutate: async ({ id, shared }) => {
      await client.cancelQueries({ queryKey: queryKeys.myPrompts });
      const previous = client.getQueriesData<Pages>({ queryKey: queryKeys.myPrompts });
      patchAll(client, (items) => items.map((item) => (item.id === id ? { ...item, shared } : item)));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, pages] of context?.previous ?? []) client.setQueryData(key, pages);
    },
    onSuccess: ({ prompt }) => {
      patchAll(client, replace(prompt));
      void client.invalidateQueries({ queryKey: queryKeys.communityAll });
    },
  });
}

export function useDeletePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (prompt: Prompt) => (await loadApi()).prompts.remove(prompt.id),
    onSuccess: (_ok, prompt) => {
      patchAll(client, (items) => items.filter((item) => item.id !== prompt.id));
      // A page read before the delete may still be on its way back: read again so it cannot restore the prompt.
      void client.invalidateQueries({ queryKey: queryKeys.myPrompts });
      if (prompt.shared) void client.invalidateQueries({ queryKey: queryKeys.communityAll });
      void client.invalidateQueries({ queryKey: queryKeys.favorites });
    },
  });
}

/** Downloads nothing by itself: answers the document the page turns into a file. */
export function useExport() {
  return useMutation({ mutationFn: async () => (await loadApi()).transfer.export() });
}

export function useImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (doc: ExportDocumentInput) => (await loadApi()).transfer.import(doc),
    onSuccess: (result) => {
      if (result.addedPrompts) void client.invalidateQueries({ queryKey: queryKeys.myPrompts });
      if (result.addedFavorites) void client.invalidateQueries({ queryKey: queryKeys.favorites });
      void client.invalidateQueries({ queryKey: queryKeys.communityAll });
    },
  });
}
