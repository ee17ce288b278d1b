/**
 * The console routes of the mock API (/api/admin/*; install with
 * `server.use(...adminHandlers)` after `resetAdmin()`): bodies and queries
 * checked with the contract's schemas, answers parsed with its responses, and
 * 404 for anyone who is not a moderator (the log: not an admin), as the server
 * answers. `adminState.sent` records every write for the tests to read.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod';
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
  OkResponse,
  QueueActionBody,
  QueueActionResponse,
  QueueQuery,
  QueueResponse,
  RoleBody,
  SuspendBody,
  type ErrorCode,
  type FeedbackInboxItem,
  type LogEntry,
  type MemberDetail,
  type ModeratedItem,
  type QueueItem,
  type Role,
} from '@site/src/api/contract';
import { isAdmin, isModerator, mayActOn, type MemberAction } from '@site/src/api/permissions';
import { fail, state } from './apiMock';

const NOW = '2026-11-25T12:00:00.000Z';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export const adminState = {
  queue: [] as QueueItem[],
  content: [] as ModeratedItem[],
  members: [] as MemberDetail[],
  feedback: [] as FeedbackInboxItem[],
  log: [] as LogEntry[],
  sent: [] as SentRequest[],
  /** The next write answers this error instead (then the mock works again). */
  failNextWrite: null as { status: number; code: ErrorCode } | null,
  adminPassword: 'promptdeck-admin',
};

const counts = {
  prompts: 0,
  sharedPrompts: 0,
  comments: 0,
  votes: 0,
  favorites: 0,
  reportsFiled: 0,
  reportsAgainst: 0,
  sessions: 0,
};

export function makeMember(id: number, username: string, role: Role = 'member'): MemberDetail {
  return {
    id,
    username,
    email: `${username}@example.test`,
    role,
    createdAt: '2026-03-01T09:00:00.000Z',
    suspension: null,
    counts: { ...counts, prompts: 3, comments: 5, sessions: 1 },
    lastActiveAt: '2026-11-24T18:30:00.000Z',
  };
}

export function makeItem(overrides: Partial<ModeratedItem> & Pick<ModeratedItem, 'kind' | 'id'>): ModeratedItem {
  return {
    title: overrides.kind === 'prompt' ? `Prompt ${overrides.id}` : null,
    text: `Text of ${overrides.kind} ${overrides.id}`,
    textComplete: true,
    on: overrides.kind === 'comment' ? { kind: 'community', ref: 1 } : null,
    author: { id: 10, username: 'spammer' },
    createdAt: '2026-11-20T08:00:00.000Z',
    hidden: null,
    reportCount: 0,
    ...overrides,
  };
}

/** Fresh console data: a spam comment and a prompt in the queue, four members, two feedback messages, a log entry. */
export function resetAdmin() {
  state.accounts.push(
    {
      ...accountOf(makeMember(2, 'moderator', 'moderator')),
      password: 'promptdeck-moderator',
    },
    { ...accountOf(makeMember(3, 'admin', 'admin')), password: adminState.adminPassword },
  );
  const spam = makeItem({
    kind: 'comment',
    id: 21,
    text: 'Cheap watches at example.test!',
    reportCount: 2,
  });
  const prompt = makeItem({
    kind: 'prompt',
    id: 31,
    title: 'Insults generator',
    text: 'Write insults about a person.',
    author: { id: 11, username: 'rude' },
    reportCount: 1,
    hidden: { at: NOW, note: null },
  });
  adminState.queue = [
    {
      ...spam,
      firstReportedAt: '2026-11-24T10:00:00.000Z',
      reports: [
        {
          reason: 'spam',
          note: 'Same link on every prompt',
          reporterName: 'alice',
          createdAt: '2026-11-24T10:00:00.000Z',
        },
        { reason: 'other', note: null, reporterName: 'bob', createdAt: '2026-11-24T11:00:00.000Z' },
      ],
    },
    {
      ...prompt,
      firstReportedAt: '2026-11-24T12:00:00.000Z',
      reports: [{ reason: 'abuse', note: null, reporterName: 'carol', createdAt: '2026-11-24T12:00:00.000Z' }],
    },
  ];
  adminState.content = [
    spam,
    prompt,
    makeItem({ kind: 'prompt', id: 32, title: 'Email helper', author: { id: 12, username: 'helper' } }),
  ];
  adminState.members = [
    makeMember(10, 'spammer'),
    makeMember(11, 'rude'),
    makeMember(2, 'moderator', 'moderator'),
    makeMember(3, 'admin', 'admin'),
    makeMember(12, 'helper', 'moderator'),
  ];
  adminState.feedback = [
    {
      id: 2,
      message: 'The dark mode is great.',
      contact: null,
      authorName: 'alice',
      locale: 'de',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      createdAt: '2026-11-24T09:00:00.000Z',
      handledAt: null,
      handledBy: null,
    },
    {
      id: 1,
      message: 'Please add a Persian translation.',
      contact: 'bob@example.test',
      authorName: 'bob',
      locale: null,
      userAgent: null,
      createdAt: '2026-11-23T09:00:00.000Z',
      handledAt: null,
      handledBy: null,
    },
  ];
  adminState.log = [
    {
      id: 2,
      actorId: 2,
      actorName: 'moderator',
      action: 'suspend',
      target: null,
      subjectName: 'spammer',
      note: 'Spam across the site',
      detail: '7d',
      createdAt: '2026-11-24T13:00:00.000Z',
    },
    {
      id: 1,
      actorId: null,
      actorName: 'system',
      action: 'auto_hide',
      target: { kind: 'prompt', ref: 31 },
      subjectName: 'rude',
      note: null,
      detail: null,
      createdAt: '2026-11-24T12:30:00.000Z',
    },
  ];
  adminState.sent = [];
  adminState.failNextWrite = null;
}

function accountOf(member: MemberDetail) {
  const { id, username, email, role, createdAt, suspension } = member;
  return { id, username, email, role, createdAt, suspension };
}

/** Signs in one of the accounts by username (the session hint cookie tells the site to ask /me). */
export function signInAs(username: string) {
  const account = state.accounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no mock account ${username}`);
  state.signedIn = account;
  document.cookie = 'promptdeck_signed_in=1; path=/';
}

function answer<S extends z.ZodType>(schema: S, body: z.input<S>) {
  return HttpResponse.json(schema.parse(body) as JsonBodyType);
}

const staff = () => isModerator(state.signedIn);
const admin = () => isAdmin(state.signedIn);
const notFound = () => fail(404, 'NOT_FOUND');

function query<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return schema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

function page<T>(items: T[], { cursor, pageSize }: { cursor?: string; pageSize: number }) {
  const start = cursor ? Number(cursor.slice(1)) : 0;
  const end = start + pageSize;
  return { items: items.slice(start, end), nextCursor: end < items.length ? `o${end}` : null };
}

/** Records a write; answers the queued failure, if any, instead of running it. */
async function write<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (body: z.output<S>) => Response,
): Promise<Response> {
  if (!staff()) return notFound();
  const raw: unknown = await request.json();
  const body = schema.parse(raw);
  adminState.sent.push({ method: request.method, path: new URL(request.url).pathname, body: raw });
  const failure = adminState.failNextWrite;
  if (failure) {
    adminState.failNextWrite = null;
    return fail(failure.status, failure.code);
  }
  return run(body);
}

/** An item's author's name, or null once they deleted their account. */
const authorName = (item: { author: { username: string } | null }) => item.author?.username ?? null;

const findItem = (kind: unknown, id: unknown) =>
  adminState.content.find((item) => item.kind === kind && item.id === Number(id));

function logEntry(
  action: LogEntry['action'],
  subjectName: string | null,
  note: string | null | undefined,
  detail: string | null = null,
) {
  adminState.log.unshift({
    id: adminState.log.length + 1,
    actorId: state.signedIn!.id,
    actorName: state.signedIn!.username,
    action,
    target: null,
    subjectName,
    note: note ?? null,
    detail,
    createdAt: NOW,
  });
}

/** Acts on member `id` as the server would: 404 when unknown, 403 where mayActOn refuses (src/api/permissions.ts). */
function memberAnswer(id: number, action: MemberAction | null, change: (member: MemberDetail) => void) {
  const member = adminState.members.find((candidate) => candidate.id === id);
  if (!member) return notFound();
  if (action && !mayActOn(state.signedIn!, member, action)) return fail(403, 'FORBIDDEN');
  change(member);
  return answer(MemberResponse, { member });
}

export const adminHandlers = [
  http.get('*/api/admin/queue', ({ request }) => {
    if (!staff()) return notFound();
    return answer(QueueResponse, page(adminState.queue, query(request, QueueQuery)));
  }),
  http.post('*/api/admin/queue/:kind/:id', ({ request, params }) =>
    write(request, QueueActionBody, (body) => {
      const index = adminState.queue.findIndex((item) => item.kind === params.kind && item.id === Number(params.id));
      if (index < 0) return notFound();
      const [item] = adminState.queue.splice(index, 1);
      logEntry(body.action, authorName(item!), body.note);
      return answer(QueueActionResponse, { resolvedReports: item!.reports.length });
    }),
  ),
  http.get('*/api/admin/content', ({ request }) => {
    if (!staff()) return notFound();
    const filters = query(request, ContentQuery);
    const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = adminState.content.filter(
      (item) =>
        item.kind === filters.kind &&
        (!filters.author || authorName(item) === filters.author) &&
        (filters.visibility === 'all' || (filters.visibility === 'hidden') === Boolean(item.hidden)) &&
        words.every((word) => `${item.title ?? ''} ${item.text}`.toLowerCase().includes(word)),
    );
    return answer(ContentResponse, page(matching, filters));
  }),
  ...(['hide', 'unhide'] as const).map((action) =>
    http.post(`*/api/admin/content/:kind/:id/${action}`, ({ request, params }) =>
      write(request, ModerationNoteBody, (body) => {
        const item = findItem(params.kind, params.id);
        if (!item) return notFound();
        item.hidden = action === 'hide' ? { at: NOW, note: body.note ?? null } : null;
        logEntry(action, authorName(item), body.note);
        return answer(ContentItemResponse, { item });
      }),
    ),
  ),
  http.delete('*/api/admin/content/:kind/:id', ({ request, params }) =>
    write(request, ModerationNoteBody, (body) => {
      const item = findItem(params.kind, params.id);
      if (!item) return notFound();
      adminState.content = adminState.content.filter((candidate) => candidate !== item);
      logEntry('delete', authorName(item), body.note);
      return answer(OkResponse, { ok: true });
    }),
  ),
  http.get('*/api/admin/members', ({ request }) => {
    if (!staff()) return notFound();
    const filters = query(request, MemberQuery);
    const prefix = (filters.q ?? '').toLowerCase();
    const matching = adminState.members.filter(
      (member) => member.username.toLowerCase().startsWith(prefix) || member.email.toLowerCase().startsWith(prefix),
    );
    return answer(
      MemberListResponse,
      page(
        matching.map(({ counts: _c, lastActiveAt: _l, ...summary }) => summary),
        filters,
      ),
    );
  }),
  http.get('*/api/admin/members/:id', ({ params }) => {
    if (!staff()) return notFound();
    return memberAnswer(Number(params.id), null, () => undefined);
  }),
  http.post('*/api/admin/members/:id/suspend', ({ request, params }) =>
    write(request, SuspendBody, (body) =>
      memberAnswer(Number(params.id), 'suspend', (member) => {
        member.suspension = {
          until: body.duration === 'indefinite' ? null : '2026-11-26T12:00:00.000Z',
          note: body.note ?? null,
        };
        logEntry('suspend', member.username, body.note, body.duration);
      }),
    ),
  ),
  http.post('*/api/admin/members/:id/lift', ({ request, params }) =>
    write(request, ModerationNoteBody, (body) =>
      memberAnswer(Number(params.id), 'lift', (member) => {
        member.suspension = null;
        logEntry('lift', member.username, body.note);
      }),
    ),
  ),
  http.post('*/api/admin/members/:id/end-sessions', ({ request, params }) =>
    write(request, ModerationNoteBody, (body) =>
      memberAnswer(Number(params.id), 'end-sessions', (member) => {
        member.counts.sessions = 0;
        logEntry('end_sessions', member.username, body.note);
      }),
    ),
  ),
  http.put('*/api/admin/members/:id/role', ({ request, params }) =>
    write(request, RoleBody, (body) => {
      if (!admin()) return notFound();
      return memberAnswer(Number(params.id), 'set-role', (member) => {
        member.role = body.role;
        logEntry(body.role === 'moderator' ? 'grant_moderator' : 'revoke_moderator', member.username, null);
      });
    }),
  ),
  http.delete('*/api/admin/members/:id', ({ request, params }) =>
    write(request, DeleteMemberBody, (body) => {
      if (!admin()) return notFound();
      if (body.password !== adminState.adminPassword) return fail(400, 'WRONG_PASSWORD', 'password');
      const member = adminState.members.find((candidate) => candidate.id === Number(params.id));
      if (member && !mayActOn(state.signedIn!, member, 'delete')) return fail(403, 'FORBIDDEN');
      adminState.members = adminState.members.filter((member) => member.id !== Number(params.id));
      return answer(OkResponse, { ok: true });
    }),
  ),
  http.get('*/api/admin/feedback', ({ request }) => {
    if (!staff()) return notFound();
    const filters = query(request, FeedbackInboxQuery);
    const matching = adminState.feedback.filter((item) => (filters.status === 'handled') === Boolean(item.handledAt));
    return answer(FeedbackInboxResponse, page(matching, filters));
  }),
  http.post('*/api/admin/feedback/:id/handled', ({ request, params }) =>
    write(request, MarkHandledBody, (body) => {
      const item = adminState.feedback.find((candidate) => candidate.id === Number(params.id));
      if (!item) return notFound();
      item.handledAt = body.handled ? NOW : null;
      item.handledBy = body.handled ? state.signedIn!.username : null;
      return answer(FeedbackInboxItemResponse, { item });
    }),
  ),
  http.get('*/api/admin/log', ({ request }) => {
    if (!admin()) return notFound();
    const filters = query(request, LogQuery);
    const matching = adminState.log.filter(
      (entry) =>
        (!filters.action || entry.action === filters.action) &&
        (!filters.actor || entry.actorName === filters.actor) &&
        (filters.actorId === undefined || entry.actorId === filters.actorId),
    );
    return answer(LogResponse, page(matching, filters));
  }),
];
