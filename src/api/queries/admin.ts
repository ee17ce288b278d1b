/**
 * The data of the console at /admin: the report queue, content search,
 * members, the feedback inbox and the moderation log, each a cursor-paged
 * list, and the moderators' actions on them. Keys are built here only; an
 * action changes what it touched in the cache at once (an item leaves the
 * queue, a member's detail shows the suspension) and marks the lists it may
 * have changed as stale. Imported by the console alone, so it loads with /admin.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  ContentVisibility,
  FeedbackInboxItem,
  FeedbackStatus,
  MemberDetail,
  ModeratedItem,
  ModeratedKind,
  ModerationAction,
  QueueActionBody,
  RoleBody,
  SuspendBody,
} from '../contract';
import { asApiFailure } from '../runtime/errors';
import { apiBaseUrl } from '../runtime/loadApi';
import type { AdminClient } from '../adminClient';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';
import { commentQueries } from './comments';
import { communityQueries } from './community';

/** What the content tab searches for; empty strings mean "any". */
export interface ContentFilters {
  kind: ModeratedKind;
  q: string;
  author: string;
  visibility: ContentVisibility;
}

/** What the log tab shows; empty strings mean "any". */
export interface LogFilters {
  action: ModerationAction | '';
  actor: string;
}

/** An item of the queue or of the content search. */
export interface ItemRef {
  kind: ModeratedKind;
  id: number;
}

// The console's client (and its schemas) loads on the console's first call, as the public one does.
const loadAdminApi: () => Promise<AdminClient> = memoizeAsync(() =>
  import('../adminClient').then(({ createAdminClient }) => createAdminClient({ baseUrl: apiBaseUrl() })),
);
const withAdminApi = <T>(call: (api: AdminClient) => Promise<T>): Promise<T> => loadAdminApi().then(call);

const orUndefined = (text: string) => text.trim() || undefined;

const paged = { initialPageParam: null as string | null } as const;
const cursorOf = (pageParam: string | null) => pageParam ?? undefined;
const nextCursor = (last: { nextCursor: string | null }) => last.nextCursor;

export const adminQueries = {
  all: () => ['admin'] as const,
  queueLists: () => [...adminQueries.all(), 'queue'] as const,
  queue: () =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminQueries.queueLists(),
      queryFn: ({ pageParam }) => withAdminApi((api) => api.queue({ cursor: cursorOf(pageParam) })),
      getNextPageParam: nextCursor,
    }),
  contentLists: () => [...adminQueries.all(), 'content'] as const,
  content: (filters: ContentFilters) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: [...adminQueries.contentLists(), filters] as const,
      queryFn: ({ pageParam }) =>
        withAdminApi((api) =>
          api.content({
            kind: filters.kind,
            q: orUndefined(filters.q),
            author: orUndefined(filters.author),
            visibility: filters.visibility,
            cursor: cursorOf(pageParam),
          }),
        ),
      getNextPageParam: nextCursor,
    }),
  memberLists: () => [...adminQueries.all(), 'members'] as const,
  members: (q: string) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: [...adminQueries.memberLists(), q] as const,
      queryFn: ({ pageParam }) =>
        withAdminApi((api) => api.members({ q: orUndefined(q), cursor: cursorOf(pageParam) })),
      getNextPageParam: nextCursor,
    }),
  member: (id: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'member', id] as const,
      queryFn: () => withAdminApi((api) => api.member(id)).then(({ member }) => member),
    }),
  feedbackLists: () => [...adminQueries.all(), 'feedback'] as const,
  feedback: (status: FeedbackStatus) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: [...adminQueries.feedbackLists(), status] as const,
      queryFn: ({ pageParam }) => withAdminApi((api) => api.feedback({ status, cursor: cursorOf(pageParam) })),
      getNextPageParam: nextCursor,
    }),
  logLists: () => [...adminQueries.all(), 'log'] as const,
  log: (filters: LogFilters) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: [...adminQueries.logLists(), filters] as const,
      queryFn: ({ pageParam }) =>
        withAdminApi((api) =>
          api.log({
            action: filters.action || undefined,
            actor: orUndefined(filters.actor),
            cursor: cursorOf(pageParam),
          }),
        ),
      getNextPageParam: nextCursor,
    }),
};

type Paged<T> = InfiniteData<{ items: T[]; nextCursor: string | null }, string | null>;

/** Changes the items of every cached list under `key` (pages keep their cursors). */
function updateItems<T>(client: QueryClient, key: QueryKey, change: (items: T[]) => T[]) {
  client.setQueriesData<Paged<T>>(
    { queryKey: key },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) },
  );
}

const sameItem = (ref: ItemRef) => (item: ModeratedItem) => item.kind === ref.kind && item.id === ref.id;

/** What a moderator's action may have changed outside the console's lists: the community pages. */
function invalidatePublic(client: QueryClient) {
  void client.invalidateQueries({ queryKey: communityQueries.all() });
  void client.invalidateQueries({ queryKey: commentQueries.all() });
}

/** A 404 on an action: what it acted on is gone, so the lists that showed it are read again. */
function refreshWhenGone(client: QueryClient, error: unknown, ...keys: QueryKey[]) {
  if (asApiFailure(error)?.code !== 'NOT_FOUND') return;
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** Every log list is stale after any action (each writes an entry). */
const invalidateLog = (client: QueryClient) => void client.invalidateQueries({ queryKey: adminQueries.logLists() });

export interface QueueActionInput {
  item: ItemRef;
  body: QueueActionBody;
}

/** Dismiss, hide or delete a reported item (and maybe suspend its author): it leaves the queue at once. */
export function useQueueAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: QueueActionInput) => withAdminApi((api) => api.resolve(item.kind, item.id, body)),
    onSuccess: (_answer, { item, body }) => {
      updateItems(client, adminQueries.queueLists(), (items: ModeratedItem[]) =>
        items.filter((i) => !sameItem(item)(i)),
      );
      void client.invalidateQueries({ queryKey: adminQueries.contentLists() });
      if (body.suspendAuthor) {
        void client.invalidateQueries({ queryKey: adminQueries.memberLists() });
        void client.invalidateQueries({ queryKey: [...adminQueries.all(), 'member'] });
      }
      invalidateLog(client);
      if (body.action !== 'dismiss') invalidatePublic(client);
    },
    onError: (error) => refreshWhenGone(client, error, adminQueries.queueLists()),
  });
}

export type ContentAction = 'hide' | 'unhide' | 'delete';

export interface ContentActionInput {
  item: ItemRef;
  action: ContentAction;
  note: string | null;
}

/** Hide, unhide or delete an item found by the content search; the list shows the outcome at once. */
export function useContentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action, note }: ContentActionInput) =>
      withAdminApi(async (api) => {
        if (action === 'delete') {
          await api.removeItem(item.kind, item.id, { note });
          return null;
        }
        const answer = await (action === 'hide' ? api.hide : api.unhide)(item.kind, item.id, { note });
        return answer.item;
      }),
    onSuccess: (changed, { item }) => {
      updateItems(client, adminQueries.contentLists(), (items: ModeratedItem[]) =>
        changed ? items.map((i) => (sameItem(item)(i) ? changed : i)) : items.filter((i) => !sameItem(item)(i)),
      );
      void client.invalidateQueries({ queryKey: adminQueries.queueLists() });
      invalidateLog(client);
      invalidatePublic(client);
    },
    onError: (error) => refreshWhenGone(client, error, adminQueries.contentLists(), adminQueries.queueLists()),
  });
}

export type MemberAction =
  | { kind: 'suspend'; body: SuspendBody }
  | { kind: 'lift'; note: string | null }
  | { kind: 'endSessions'; note: string | null }
  | { kind: 'role'; body: RoleBody };

/** Suspend, lift, end sessions or change the role of a member: their detail shows the answer at once. */
export function useMemberAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberAction) =>
      withAdminApi((api) => {
        switch (action.kind) {
          case 'suspend':
            return api.suspend(id, action.body);
          case 'lift':
            return api.lift(id, { note: action.note });
          case 'endSessions':
            return api.endSessions(id, { note: action.note });
          case 'role':
            return api.setRole(id, action.body);
        }
      }).then(({ member }) => member),
    onSuccess: (member: MemberDetail, action) => {
      client.setQueryData(adminQueries.member(id).queryKey, member);
      void client.invalidateQueries({ queryKey: adminQueries.memberLists() });
      invalidateLog(client);
      if (action.kind === 'suspend' || action.kind === 'lift') invalidatePublic(client);
    },
    onError: (error) => refreshWhenGone(client, error, adminQueries.member(id).queryKey, adminQueries.memberLists()),
  });
}

/** An admin deletes an account (with their own password): it leaves every list. */
export function useDeleteMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ password, note }: { password: string; note: string | null }) =>
      withAdminApi((api) => api.removeMember(id, { password, note })),
    onSuccess: () => {
      client.removeQueries({ queryKey: adminQueries.member(id).queryKey });
      updateItems(client, adminQueries.memberLists(), (items: Array<{ id: number }>) =>
        items.filter((member) => member.id !== id),
      );
      void client.invalidateQueries({ queryKey: adminQueries.memberLists() });
      void client.invalidateQueries({ queryKey: adminQueries.queueLists() });
      void client.invalidateQueries({ queryKey: adminQueries.contentLists() });
      invalidateLog(client);
      invalidatePublic(client);
    },
    onError: (error) => refreshWhenGone(client, error, adminQueries.member(id).queryKey, adminQueries.memberLists()),
  });
}

/** Marks feedback handled (or open again): it moves from one list of the inbox to the other. */
export function useMarkFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      withAdminApi((api) => api.markHandled(id, { handled })).then(({ item }) => item),
    onSuccess: (changed: FeedbackInboxItem) => {
      updateItems(client, adminQueries.feedbackLists(), (items: FeedbackInboxItem[]) =>
        items.filter((item) => item.id !== changed.id),
      );
      void client.invalidateQueries({ queryKey: adminQueries.feedbackLists() });
      invalidateLog(client);
    },
    onError: (error) => refreshWhenGone(client, error, adminQueries.feedbackLists()),
  });
}
