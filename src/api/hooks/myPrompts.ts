/** My own prompts: the list, and writes that patch it in place. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePromptBody, ExportDocumentInput, Prompt, PromptListResponse, UpdatePromptBody } from '../contract';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

type List = PromptListResponse;

export function useMyPrompts(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.myPrompts, queryFn: async () => (await loadApi()).prompts.list(), enabled });
}

function replaceIn(list: List | undefined, prompt: Prompt): List | undefined {
  if (!list) return list;
  const found = list.items.some((item) => item.id === prompt.id);
  return { items: found ? list.items.map((item) => (item.id === prompt.id ? prompt : item)) : [prompt, ...list.items] };
}

/** Shared prompts are what the community list shows: a change to one changes it. */
function touchesCommunity(before: Prompt | undefined, after: Prompt | undefined) {
  return Boolean(before?.shared || after?.shared);
}

export function useCreatePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePromptBody) => (await loadApi()).prompts.create(body),
    onSuccess: ({ prompt }) => {
      client.setQueryData<List>(queryKeys.myPrompts, (list) => replaceIn(list, prompt));
      if (prompt.shared) void client.invalidateQueries({ queryKey: queryKeys.communityAll });
    },
  });
}

export function useUpdatePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UpdatePromptBody }) => (await loadApi()).prompts.update(id, changes),
    onSuccess: ({ prompt }) => {
      const before = client.getQueryData<List>(queryKeys.myPrompts)?.items.find((item) => item.id === prompt.id);
      client.setQueryData<List>(queryKeys.myPrompts, (list) => replaceIn(list, prompt));
      if (touchesCommunity(before, prompt)) void client.invalidateQueries({ queryKey: queryKeys.communityAll });
    },
  });
}

/** The share switch: flips at once, flips back if the server says no. */
export function useSetShared() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, shared }: { id: number; shared: boolean }) => (await loadApi()).prompts.update(id, { shared }),
    onMutate: async ({ id, shared }) => {
      await client.cancelQueries({ queryKey: queryKeys.myPrompts });
      const previous = client.getQueryData<List>(queryKeys.myPrompts);
      client.setQueryData<List>(queryKeys.myPrompts, (list) =>
        list ? { items: list.items.map((item) => (item.id === id ? { ...item, shared } : item)) } : list,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => client.setQueryData(queryKeys.myPrompts, context?.previous),
    onSuccess: ({ prompt }) => {
      client.setQueryData<List>(queryKeys.myPrompts, (list) => replaceIn(list, prompt));
      void client.invalidateQueries({ queryKey: queryKeys.communityAll });
    },
  });
}

export function useDeletePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (prompt: Prompt) => (await loadApi()).prompts.remove(prompt.id),
    onSuccess: (_ok, prompt) => {
      client.setQueryData<List>(queryKeys.myPrompts, (list) => (list ? { items: list.items.filter((item) => item.id !== prompt.id) } : list));
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
