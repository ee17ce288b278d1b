/**
 * The contract of the console at /admin: the report queue, content search, members, the feedback
 * inbox and the moderation log, with the moderators' actions. Apart from ./moderation.ts (what
 * members meet) so that only the console loads these schemas in the browser; the server, the
 * OpenAPI document and the mocks get them through the contract's index like every other part.
 *
 * Console routes answer 404 NOT_FOUND to everyone who is not a moderator or an admin (anonymous
 * and members alike), never 401 or 403, so the console's existence is not advertised. Writes need
 * the CSRF header like every write. "moderator" = role moderator or admin; "admin" = role admin.
 *
 * | Method | Path                                     | Who       | Body / query            | Answer                  |
 * | ------ | ---------------------------------------- | --------- | ----------------------- | ----------------------- |
 * | GET    | /api/admin/queue                         | moderator | QueueQuery              | QueueResponse           |
 * | POST   | /api/admin/queue/:kind/:id               | moderator | QueueActionBody         | QueueActionResponse     |
 * | GET    | /api/admin/content                       | moderator | ContentQuery            | ContentResponse         |
 * | POST   | /api/admin/content/:kind/:id/hide        | moderator | ModerationNoteBody      | ContentItemResponse     |
 * | POST   | /api/admin/content/:kind/:id/unhide      | moderator | ModerationNoteBody      | ContentItemResponse     |
 * | DELETE | /api/admin/content/:kind/:id             | moderator | ModerationNoteBody      | OkResponse              |
 * | GET    | /api/admin/members                       | moderator | MemberQuery             | MemberListResponse      |
 * | GET    | /api/admin/members/:id                   | moderator | -                       | MemberResponse          |
 * | POST   | /api/admin/members/:id/suspend           | moderator | SuspendBody             | MemberResponse          |
 * | POST   | /api/admin/members/:id/lift              | moderator | ModerationNoteBody      | MemberResponse          |
 * | POST   | /api/admin/members/:id/end-sessions      | moderator | ModerationNoteBody      | MemberResponse          |
 * | PUT    | /api/admin/members/:id/role              | admin     | RoleBody                | MemberResponse          |
 * | DELETE | /api/admin/members/:id                   | admin     | DeleteMemberBody        | OkResponse              |
 * | GET    | /api/admin/feedback                      | moderator | FeedbackInboxQuery      | FeedbackInboxResponse   |
 * | POST   | /api/admin/feedback/:id/handled          | moderator | MarkHandledBody         | FeedbackInboxItemResponse |
 * | GET    | /api/admin/log                           | admin     | LogQuery                | LogResponse             |
 *
 * Path parameters: `:kind` is ModeratedKind ('prompt' = a community prompt, 'comment'), `:id`
 * a positive integer (ModeratedItemParams, MemberParams, FeedbackParams).
 *
 * Rules the routes keep:
 * - Who may act on whom is mayActOn (src/api/permissions.ts): moderators act on members only,
 *   admins also on moderators; nobody acts on themselves through the console, and nobody acts on
 *   an admin, another admin included (no suspension, sign-out, deletion or role change: the
 *   environment names admins, ADMIN_USERNAMES). A refused action answers 403 FORBIDDEN.
 *   RoleBody grants or revokes moderator only.
 * - Every action writes one moderation log entry in the same transaction (ModerationAction).
 */
import * as z from 'zod';
import { LIMITS, MODERATION_LIMITS, USERNAME_PATTERN } from '../limits';
import { CurrentPassword, IdParam, IsoDate, NextCursor, listQuery, optionalText } from './common';
import { HiddenState, ModeratedKind, ReportReason, Role, Suspension } from './moderation';

// ---------------------------------------------------------------------------
// Suspensions
// ---------------------------------------------------------------------------

export const SUSPENSION_DURATIONS = ['1d', '7d', 'indefinite'] as const;
export const SuspensionDuration = z.enum(SUSPENSION_DURATIONS, {
  error: 'Duration must be "1d", "7d" or "indefinite"',
});
export type SuspensionDuration = z.infer<typeof SuspensionDuration>;

/** How long each timed duration lasts ('indefinite' lasts until lifted). */
export const SUSPENSION_DURATION_MS: Record<Exclude<SuspensionDuration, 'indefinite'>, number> = {
  '1d': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
};

// ---------------------------------------------------------------------------
// The console: items, queue and content
// ---------------------------------------------------------------------------

export const ModeratedItemParams = z.object({ kind: ModeratedKind, id: IdParam });
export type ModeratedItemParams = z.input<typeof ModeratedItemParams>;

/** A username typed into a console filter (the rules of usernames, matched case-insensitively). */
const UsernameFilter = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(LIMITS.USERNAME_MAX, `Username must be at most ${LIMITS.USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits, "_" and "-"');

const ConsoleSearchText = z
  .string()
  .trim()
  .max(LIMITS.SEARCH_QUERY_MAX, `Search text must be at most ${LIMITS.SEARCH_QUERY_MAX} characters`);

export const ItemAuthor = z.object({ id: z.number().int(), username: z.string() });
export type ItemAuthor = z.infer<typeof ItemAuthor>;

/**
 * A prompt or comment as the console shows it: the title (prompts) and the start of the text
 * (at most LIST_PREVIEW_CODE_POINTS code points; `textComplete` says whether that is all).
 */
export const ModeratedItem = z
  .object({
    kind: ModeratedKind,
    id: z.number().int(),
    /** The prompt's title; null for a comment. */
    title: z.string().nullable(),
    text: z.string(),
    textComplete: z.boolean(),
    /** For a comment: the prompt it is on ('curated' number or 'community' id); null for a prompt. */
    on: z.object({ kind: z.enum(['curated', 'community']), ref: z.number().int() }).nullable(),
    /** null for a comment kept after its author deleted their account (others replied to it). */
    author: ItemAuthor.nullable(),
    createdAt: IsoDate,
    /** null while visible. */
    hidden: HiddenState.nullable(),
    /** Open reports on the item. */
    reportCount: z.number().int(),
  })
  .meta({ id: 'ModeratedItem' });
export type ModeratedItem = z.infer<typeof ModeratedItem>;

export const QueueReport = z
  .object({
    reason: ReportReason,
    note: z.string().nullable(),
    reporterName: z.string(),
    createdAt: IsoDate,
  })
  .meta({ id: 'QueueReport' });
export type QueueReport = z.infer<typeof QueueReport>;

/**
 * An item with open reports: the item, its newest QUEUE_REPORTS_SHOWN reports and when it was first
 * reported. Its `title` and `text` are as its newest open report found them (a snapshot kept with
 * the report, the text up to REPORT_SNAPSHOT_MAX code points; `textComplete` false when cut), never
 * its current text. Only shared prompts, and comments not on a prompt made private, are listed.
 */
export const QueueItem = ModeratedItem.extend({
  reports: z.array(QueueReport),
  firstReportedAt: IsoDate,
}).meta({ id: 'QueueItem' });
export type QueueItem = z.infer<typeof QueueItem>;

/** Items with open reports, the longest-waiting first. */
export const QueueQuery = listQuery({});
export type QueueQuery = z.input<typeof QueueQuery>;

export const QueueResponse = z.object({ items: z.array(QueueItem), nextCursor: NextCursor });
export type QueueResponse = z.infer<typeof QueueResponse>;

export const QUEUE_ACTIONS = ['dismiss', 'hide', 'delete'] as const;
export const QueueAction = z.enum(QUEUE_ACTIONS, { error: 'Action must be "dismiss", "hide" or "delete"' });
export type QueueAction = z.infer<typeof QueueAction>;

const ModerationNote = optionalText('Note', MODERATION_LIMITS.MODERATION_NOTE_MAX);

export const SuspendBody = z.object({
  duration: SuspensionDuration,
  /** Shown to the member with the suspension. */
  note: ModerationNote,
});
export type SuspendBody = z.input<typeof SuspendBody>;

/**
 * Resolves every open report of the item: dismiss (keep it as it is), hide or delete it; the note
 * goes to the author (hide, delete) and the log. `suspendAuthor` also suspends its author.
 */
export const QueueActionBody = z.object({
  action: QueueAction,
  note: ModerationNote,
  suspendAuthor: SuspendBody.optional(),
});
export type QueueActionBody = z.input<typeof QueueActionBody>;

export const QueueActionResponse = z.object({
  /** Reports this action resolved. */
  resolvedReports: z.number().int(),
});
export type QueueActionResponse = z.infer<typeof QueueActionResponse>;

export const ContentVisibility = z.enum(['all', 'visible', 'hidden']);
export type ContentVisibility = z.infer<typeof ContentVisibility>;

/**
 * Community (shared) prompts or comments by text (every word a substring of the title, text,
 * remark or notes, case-insensitive) and/or author, newest first; with `visibility: 'hidden'` and
 * no author, the most recently hidden first. Each page looks at a bounded number of items (the
 * server's CONSOLE_SCAN_ROWS): when few of them match, a page can be short or even empty while
 * `nextCursor` is not null ("look further").
 */
export const ContentQuery = listQuery({
  kind: ModeratedKind.default('prompt'),
  q: ConsoleSearchText.optional(),
  author: UsernameFilter.optional(),
  visibility: ContentVisibility.default('all'),
});
export type ContentQuery = z.input<typeof ContentQuery>;

export const ContentResponse = z.object({ items: z.array(ModeratedItem), nextCursor: NextCursor });
export type ContentResponse = z.infer<typeof ContentResponse>;

export const ContentItemResponse = z.object({ item: ModeratedItem });
export type ContentItemResponse = z.infer<typeof ContentItemResponse>;

/** The optional note of hide, unhide, delete, lift and end-sessions (to the author and the log). */
export const ModerationNoteBody = z.object({ note: ModerationNote });
export type ModerationNoteBody = z.input<typeof ModerationNoteBody>;

// ---------------------------------------------------------------------------
// The console: members
// ---------------------------------------------------------------------------

export const MemberParams = z.object({ id: IdParam });
export type MemberParams = z.input<typeof MemberParams>;

/**
 * Without `q`, members newest accounts first. With `q`: those whose username starts with it
 * (case-insensitive) in username order, then those whose email does (and username does not) in
 * email order, so a page reads only its own rows whatever the prefix.
 */
export const MemberQuery = listQuery({
  q: z
    .string()
    .trim()
    .max(
      MODERATION_LIMITS.MEMBER_QUERY_MAX,
      `Search text must be at most ${MODERATION_LIMITS.MEMBER_QUERY_MAX} characters`,
    )
    .optional(),
  role: Role.optional(),
});
export type MemberQuery = z.input<typeof MemberQuery>;

export const MemberSummary = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: Role,
    createdAt: IsoDate,
    suspension: Suspension.nullable(),
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof MemberSummary>;

export const MemberListResponse = z.object({ items: z.array(MemberSummary), nextCursor: NextCursor });
export type MemberListResponse = z.infer<typeof MemberListResponse>;

export const MemberDetail = MemberSummary.extend({
  counts: z.object({
    prompts: z.number().int(),
    sharedPrompts: z.number().int(),
    comments: z.number().int(),
    votes: z.number().int(),
    favorites: z.number().int(),
    reportsFiled: z.number().int(),
    /** Reports (open or resolved) on their prompts and comments. */
    reportsAgainst: z.number().int(),
    /** Sessions signed in now. */
    sessions: z.number().int(),
  }),
  /** Latest use of any session, or latest prompt or comment; null when never. */
  lastActiveAt: IsoDate.nullable(),
}).meta({ id: 'MemberDetail' });
export type MemberDetail = z.infer<typeof MemberDetail>;

export const MemberResponse = z.object({ member: MemberDetail });
export type MemberResponse = z.infer<typeof MemberResponse>;

/** Admins grant and revoke moderator; admins themselves are named by ADMIN_USERNAMES only. */
export const RoleBody = z.object({
  role: z.enum(['member', 'moderator'], { error: 'Role must be "member" or "moderator"' }),
});
export type RoleBody = z.input<typeof RoleBody>;

/** An admin deletes an account after typing their own password (as a member does for their own). */
export const DeleteMemberBody = z.object({ password: CurrentPassword, note: ModerationNote });
export type DeleteMemberBody = z.input<typeof DeleteMemberBody>;

// ---------------------------------------------------------------------------
// The console: feedback inbox
// ---------------------------------------------------------------------------

export const FeedbackStatus = z.enum(['open', 'handled']);
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

/** Feedback of one status, newest first. */
export const FeedbackInboxQuery = listQuery({ status: FeedbackStatus.default('open') });
export type FeedbackInboxQuery = z.input<typeof FeedbackInboxQuery>;

export const FeedbackParams = z.object({ id: IdParam });
export type FeedbackParams = z.input<typeof FeedbackParams>;

export const FeedbackInboxItem = z
  .object({
    id: z.number().int(),
    message: z.string(),
    contact: z.string().nullable(),
    authorName: z.string(),
    /** The page language it was sent from (a site locale), when the page said. */
    locale: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: IsoDate,
    handledAt: IsoDate.nullable(),
    /** Username of who marked it handled (null when open, or when that account is gone). */
    handledBy: z.string().nullable(),
  })
  .meta({ id: 'FeedbackInboxItem' });
export type FeedbackInboxItem = z.infer<typeof FeedbackInboxItem>;

export const FeedbackInboxResponse = z.object({ items: z.array(FeedbackInboxItem), nextCursor: NextCursor });
export type FeedbackInboxResponse = z.infer<typeof FeedbackInboxResponse>;

/** true marks it handled, false opens it again. */
export const MarkHandledBody = z.object({ handled: z.boolean({ error: 'Handled must be true or false' }) });
export type MarkHandledBody = z.input<typeof MarkHandledBody>;

export const FeedbackInboxItemResponse = z.object({ item: FeedbackInboxItem });
export type FeedbackInboxItemResponse = z.infer<typeof FeedbackInboxItemResponse>;

// ---------------------------------------------------------------------------
// The moderation log
// ---------------------------------------------------------------------------

/**
 * What a log entry records. `auto_hide`: reports reached REPORT_HIDE_THRESHOLD (actor "system");
 * `grant_admin` / `revoke_admin`: ADMIN_USERNAMES changed at start-up (actor "system");
 * `admin_names_set`: a start read a new ADMIN_USERNAMES list (actor "system"; `detail` holds the
 * names, lower-cased, sorted and comma-separated), which tells when each name was first read;
 * `delete_own_account`: a member deleted their account (no content kept in the entry).
 */
export const MODERATION_ACTIONS = [
  'auto_hide',
  'hide',
  'unhide',
  'delete',
  'dismiss',
  'suspend',
  'lift',
  'end_sessions',
  'delete_account',
  'delete_own_account',
  'grant_moderator',
  'revoke_moderator',
  'grant_admin',
  'revoke_admin',
  'admin_names_set',
  'feedback_handled',
  'feedback_reopened',
] as const;
export const ModerationAction = z.enum(MODERATION_ACTIONS);
export type ModerationAction = z.infer<typeof ModerationAction>;

/** The name written as the actor of what the server did by itself. */
export const SYSTEM_ACTOR_NAME = 'system';

/**
 * Entries newest first, optionally of one action and/or one actor. `actorId` names an account by
 * its id: exactly its entries. `actor` names a username, or "system": the entries of the account
 * that has the name now (by its id) and those recorded under the name with no account (the server,
 * or an account since deleted), so a name registered again neither takes over nor hides the
 * deleted account's entries (they keep `actorId: null`).
 */
export const LogQuery = listQuery({
  action: ModerationAction.optional(),
  actor: UsernameFilter.optional(),
  actorId: IdParam.optional(),
});
export type LogQuery = z.input<typeof LogQuery>;

export const LogEntry = z
  .object({
    id: z.number().int(),
    /** The acting account's id; null for the server itself and for an account since deleted. */
    actorId: z.number().int().nullable(),
    /** Username at the time (kept when the account is gone), or "system". */
    actorName: z.string(),
    action: ModerationAction,
    /** The item acted on, if any (it may since be gone). */
    target: z.object({ kind: z.string(), ref: z.number().int() }).nullable(),
    /** The member acted on or whose item it was (username at the time), if any. */
    subjectName: z.string().nullable(),
    note: z.string().nullable(),
    /** suspend: the duration ('1d', '7d' or 'indefinite'); null otherwise. */
    detail: z.string().nullable(),
    createdAt: IsoDate,
  })
  .meta({ id: 'LogEntry' });
export type LogEntry = z.infer<typeof LogEntry>;

export const LogResponse = z.object({ items: z.array(LogEntry), nextCursor: NextCursor });
export type LogResponse = z.infer<typeof LogResponse>;
