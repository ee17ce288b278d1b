/**
 * Kysely table types. Portable across SQLite and PostgreSQL:
 * - ids are integer identities (auto-increment on SQLite, identity on PostgreSQL);
 * - booleans are stored as integers 0/1 (SQLite cannot bind booleans);
 * - timestamps are ISO 8601 UTC strings (`Date#toISOString`), which sort as text.
 */
import type { ColumnType, Generated, Updateable } from 'kysely';

export type TargetKindColumn = 'curated' | 'community';

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
  /** Comments not deleted. */
  comment_count: Generated<number>;
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
  user_id: number;
  parent_id: number | null;
  /** The top comment of the thread (null for a top comment). */
  root_id: number | null;
  /** Replies in the thread (top comments only; placeholders included). */
  reply_count: Generated<number>;
  text: string;
  created_at: string;
  deleted_at: string | null;
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
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  prompts: PromptsTable;
  curated_counters: CuratedCountersTable;
  votes: VotesTable;
  favorites: FavoritesTable;
  comments: CommentsTable;
  feedback: FeedbackTable;
  search_version: SearchVersionTable;
}

export type PromptUpdate = Updateable<PromptsTable>;
