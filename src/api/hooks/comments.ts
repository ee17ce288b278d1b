/** The comment thread of a curated or community prompt. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentBody, TargetKind } from '../contract';
import { loadApi } from './loadApi';
import { queryKeys } from './queryKeys';

export function useComments(kind: TargetKind, ref: number, enabled = true) {
  return useQuery({ queryKey: queryKeys.comments(kind, ref), queryFn: async () => (await loadApi()).comments.list(kind, ref), enabled });
}

export function usePostComment(kind: TargetKind, ref: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCommentBody) => (await loadApi()).comments.post(kind, ref, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.comments(kind, ref) }),
  });
}

export function useDeleteComment(kind: TargetKind, ref: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await loadApi()).comments.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.comments(kind, ref) }),
  });
}
