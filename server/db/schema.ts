/**
 * Kysely table types. Portable across SQLite and PostgreSQL:
 * - ids are integer identities (auto-increment on SQLite, identity on PostgreSQL);
 * - booleans are stored as integers 0/1 (SQLite cannot bind booleans);
 * - timestamps are ISO 8601 UTC strings (`Date#toISOString`), which sort as text.
 */
import type { ColumnType, Generated, Updateable } from 'kysely';

export type TargetKindColumn = 'curated' | 'community';
export type RoleColumn = 'member' | 'moderator' | 'admin';
/** What moderation acts on: a community prompt or a comment. */
export type ModeratedKindColumn = 'prompt' | 'comment';
export type ReportReasonColumn = 'spam' | 'abuse' | 'illegal' | 'other';
/** How a report closed: a moderator's decision, the item's deletion, or (withdrawn) its prompt no longer public. */
export type ReportResolutionColumn = 'dismissed' | 'hidden' | 'deleted' | 'withdrawn';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: unique, so "Ada" and "ada" cannot both register. */
  username_lower: string;
  /** Stored lower-cased. */
  email: string;
  password_hash: string;
  terms_accepted_at: string;
  created_at: string;
  updated_at: string;
  /** Set at start-up for admins (ADMIN_USERNAMES); admins grant and revoke moderator. */
  role: ColumnType<RoleColumn, RoleColumn | undefined, RoleColumn>;
  /** While later than now, the account is suspended; SUSPENDED_INDEFINITELY (server/auth/roles.ts) means until lifted. */
  suspended_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The moderator's note to the suspended member. */
  suspension_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the random token held by the cookie. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA256 (hex) of the normalised reset code, keyed with the reset-code secret. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  attempts: ColumnType<number, number | undefined, number>;
}

export interface PromptsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  remark: string | null;
  notes: string | null;
  /** 0 or 1. */
  shared: number;
  /** When it last became shared (counts against the daily share budget); null if never since the caps. */
  shared_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Counters, kept in the same transaction as the votes and comments they count. */
  ups: Generated<number>;
  downs: Generated<number>;
  /** ups − downs. */
  score: Generated<number>;
  /** Comments not deleted and not hidden. */
  comment_count: Generated<number>;
  /** Set while hidden from everyone but its author and moderators (by a moderator or by reports). */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why, for the author. */
  hidden_note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** The counters of a curated prompt (a row appears with its first vote or comment). */
export interface CuratedCountersTable {
  ref: number;
  ups: Generated<number>;
  downs: Generated<number>;
  score: Generated<number>;
  comment_count: Generated<number>;
}

export interface VotesTable {
  id: Generated<number>;
  user_id: number;
  target_kind: TargetKindColumn;
  target_ref: number;
  /** 1 or -1; a cleared vote is a deleted row. */
  value: number;
  created_at: string;
  updated_at: string;
}

export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  target_kind: TargetKindColumn;
  target_ref: number;
  created_at: string;
}

export interface CommentsTable {
  id: Generated<number>;
  target_kind: TargetKindColumn;
  target_ref: number;
  /** null once its author deleted their account (a comment others replied to stays, by a "deleted member"). */
  user_id: ColumnType<number | null, number, number | null>;
  parent_id: number | null;
  /** The top comment of the thread (null for a top comment). */
  root_id: number | null;
  /** Replies in the thread (top comments only; placeholders included). */
  reply_count: Generated<number>;
  text: string;
  created_at: string;
  deleted_at: string | null;
  /** Set while hidden from everyone but its author and moderators (by a moderator or by reports). */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why, for the author. */
  hidden_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row: grows whenever a search's matches may change (search/indexSchema.ts). */
export interface SearchVersionTable {
  id: number;
  version: number | string;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  message: string;
  contact: string | null;
  user_agent: string | null;
  created_at: string;
  /** The page language it was sent from. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One member's report of one item (unique per member and item). */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_kind: ModeratedKindColumn;
  target_ref: number;
  /** The item's author when reported, so reports against a member count without joins. */
  target_user_id: number | null;
  reason: ReportReasonColumn;
  note: string | null;
  created_at: string;
  resolved_at: ColumnType<string | null, string | null | undefined, string | null>;
  resolution: ColumnType<
    ReportResolutionColumn | null,
    ReportResolutionColumn | null | undefined,
    ReportResolutionColumn | null
  >;
  resolved_by: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The item as it was reported, kept while the report is open (null once closed): a prompt's
   * title (null for a comment), and its description or a comment's text, cut to
   * MODERATION_LIMITS.REPORT_SNAPSHOT_MAX code points (`snapshot_complete` 0 when cut).
   */
  snapshot_title: ColumnType<string | null, string | null | undefined, string | null>;
  snapshot_text: ColumnType<string | null, string | null | undefined, string | null>;
  snapshot_complete: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * Keyed hash of the reporter's address network (IPv4 /24, IPv6 /64) while the report is open
   * (null once closed, and for reports filed before 0010): at most one reporter per network counts
   * towards hiding an item (server/auth/reporterNetwork.ts).
   */
  network_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every moderation action, with names kept as they were (the accounts may go). */
export interface ModerationLogTable {
  id: Generated<number>;
  /** null for the server itself (actor_name "system") or an account since deleted. */
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_kind: string | null;
  target_ref: number | null;
  subject_user_id: number | null;
  subject_name: string | null;
  note: string | null;
  /** What the action needs besides its note: the duration of a suspension ('1d', '7d', 'indefinite'); the names of admin_names_set. */
  detail: string | null;
  created_at: string;
}

/** Personal access tokens; revoking one deletes its row. */
export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  scope: 'read' | 'write';
  /** sha256 (hex) of the secret; the secret itself is never stored. */
  token_hash: string;
  created_at: string;
  /** null: never expires. */
  expires_at: string | null;
  /** Written at most once a minute per token (server/auth/bearer.ts). */
  last_used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  password_resets: PasswordResetsTable;
  prompts: PromptsTable;
  curated_counters: CuratedCountersTable;
  votes: VotesTable;
  favorites: FavoritesTable;
  comments: CommentsTable;
  feedback: FeedbackTable;
  reports: ReportsTable;
  moderation_log: ModerationLogTable;
  search_version: SearchVersionTable;
}

export type PromptUpdate = Updateable<PromptsTable>;
