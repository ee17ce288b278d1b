/**
 * The typed client of the console at /admin (moderators and admins; everyone else gets 404).
 * Apart from ./client.ts, which every live page loads, so that the console's calls and schemas
 * (./contract/admin) load with /admin alone; both go through the same transport.
 */
import { createTransport, type ApiClientOptions } from './client';
import {
  ContentItemResponse,
  ContentQuery,
  ContentResponse,
  DeleteMemberBody,
  FeedbackInboxItemResponse,
  FeedbackInboxQuery,
  FeedbackInboxResponse,
  LogQuery,
  LogResponse,
  MarkHandledBody,
  MemberListResponse,
  MemberQuery,
  MemberResponse,
  ModerationNoteBody,
  QueueActionBody,
  QueueActionResponse,
  QueueQuery,
  QueueResponse,
  RoleBody,
  SuspendBody,
} from './contract/admin';
import { OkResponse } from './contract/common';
import type { ModeratedKind } from './contract/moderation';

export function createAdminClient(options: ApiClientOptions = {}) {
  const { call, send, read } = createTransport(options);
  const item = (kind: ModeratedKind, id: number) => `${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}`;

  return {
    queue: read('/api/admin/queue', QueueQuery, QueueResponse),
    resolve: (kind: ModeratedKind, id: number, body: QueueActionBody) =>
      send('POST', `/api/admin/queue/${item(kind, id)}`, QueueActionBody, QueueActionResponse)(body),
    content: read('/api/admin/content', ContentQuery, ContentResponse),
    hide: (kind: ModeratedKind, id: number, body: ModerationNoteBody) =>
      send('POST', `/api/admin/content/${item(kind, id)}/hide`, ModerationNoteBody, ContentItemResponse)(body),
    unhide: (kind: ModeratedKind, id: number, body: ModerationNoteBody) =>
      send('POST', `/api/admin/content/${item(kind, id)}/unhide`, ModerationNoteBody, ContentItemResponse)(body),
    removeItem: (kind: ModeratedKind, id: number, body: ModerationNoteBody) =>
      send('DELETE', `/api/admin/content/${item(kind, id)}`, ModerationNoteBody, OkResponse)(body),
    members: read('/api/admin/members', MemberQuery, MemberListResponse),
    member: (id: number) => call('GET', `/api/admin/members/${id}`, MemberResponse),
    suspend: (id: number, body: SuspendBody) =>
      send('POST', `/api/admin/members/${id}/suspend`, SuspendBody, MemberResponse)(body),
    lift: (id: number, body: ModerationNoteBody) =>
      send('POST', `/api/admin/members/${id}/lift`, ModerationNoteBody, MemberResponse)(body),
    endSessions: (id: number, body: ModerationNoteBody) =>
      send('POST', `/api/admin/members/${id}/end-sessions`, ModerationNoteBody, MemberResponse)(body),
    setRole: (id: number, body: RoleBody) =>
      send('PUT', `/api/admin/members/${id}/role`, RoleBody, MemberResponse)(body),
    removeMember: (id: number, body: DeleteMemberBody) =>
      send('DELETE', `/api/admin/members/${id}`, DeleteMemberBody, OkResponse)(body),
    feedback: read('/api/admin/feedback', FeedbackInboxQuery, FeedbackInboxResponse),
    markHandled: (id: number, body: MarkHandledBody) =>
      send('POST', `/api/admin/feedback/${id}/handled`, MarkHandledBody, FeedbackInboxItemResponse)(body),
    log: read('/api/admin/log', LogQuery, LogResponse),
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
