/**
 * What the extension's pages and scripts ask the background, and what it answers: one union, so
 * the side panel, the options page, the picker and the connect script share one checked protocol.
 */
import { browser } from 'wxt/browser';
import type { CatalogDocument } from '@site/src/api/contract/catalog';
import type { CommunityListItem, CommunityPrompt } from '@site/src/api/contract/community';
import type { FavoriteItem, FavoriteState } from '@site/src/api/contract/favorites';
import type { CreatePromptBody, Prompt } from '@site/src/api/contract/prompts';
import type { TargetKind } from '@site/src/api/contract/targets';
import type { VoteState, VoteValue } from '@site/src/api/contract/votes';
import type { Locale } from '@site/src/config/locales';
import type { Settings } from './settings';

/** The curated part of the library, answered at once from what the extension holds. */
export interface LibraryData {
  /** The prompts' language and the interface's. */
  locale: Locale;
  uiLocale: Locale;
  catalog: CatalogDocument;
}

/** The site's part of the library: the member's lists (when connected) and the community's. */
export interface MemberData {
  connected: boolean;
  /** null: not connected, or not readable (`error` says why). */
  mine: Prompt[] | null;
  favorites: FavoriteItem[] | null;
  community: CommunityListItem[] | null;
  /** The API's error code when the site could not be read (NETWORK_ERROR when unreachable). */
  error: string | null;
}

export type MemberTab = 'mine' | 'favorites' | 'community';

export type MemberList =
  | { tab: 'mine'; items: Prompt[] }
  | { tab: 'favorites'; items: FavoriteItem[] }
  | { tab: 'community'; items: CommunityListItem[] };

export interface Standing {
  score: number;
  myVote: VoteValue;
  favorited: boolean;
}

/** What the composer of a chat tab holds, for Save as prompt. */
export interface ComposerText {
  /** false: no chat tab with a composer. */
  found: boolean;
  text: string;
}

/** What became of a text sent to the chat tab: in its box, none there, or a new chat opened with it. */
export type InsertOutcome = 'inserted' | 'no-composer' | 'no-chat-tab' | 'opened';

export interface BackgroundRequests {
  library: { request: Record<never, never>; response: LibraryData };
  member: { request: Record<never, never>; response: MemberData };
  'settings:get': { request: Record<never, never>; response: Settings };
  'settings:set': { request: { patch: Partial<Settings> }; response: Settings };
  /** One of the site's lists, searched by the site where it can (`query` empty: the first page). */
  'member:list': { request: { tab: MemberTab; query: string }; response: MemberList };
  /** Score, my vote and star of a prompt (the star false when not connected). */
  standing: { request: { kind: TargetKind; ref: number }; response: Standing };
  /** A community prompt whole (list answers carry the start of its text only). */
  'community:get': { request: { id: number }; response: CommunityPrompt };
  'prompt:save': { request: { body: CreatePromptBody }; response: Prompt };
  vote: { request: { kind: TargetKind; ref: number; value: VoteValue }; response: VoteState };
  favorite: { request: { kind: TargetKind; ref: number; on: boolean }; response: FavoriteState };
  /** Forgets the token and revokes it on the site. */
  disconnect: { request: Record<never, never>; response: { revoked: boolean } };
  /**
   * Registers the connect script on the configured site's connect page when its host permission
   * was granted (options, before Connect opens the page); `handsOver` false: the token must be pasted.
   */
  'connect:script': { request: Record<never, never>; response: { handsOver: boolean } };
  /** The connect page handed a token over (connect content script). */
  'connect:token': { request: { token: string; site: string }; response: Settings };
  /** Inserts a text into the chat tab the member used last, or opens a chat with it (side panel). */
  'chat:insert': { request: { text: string }; response: InsertOutcome };
  /** Reads the composer of the chat tab the member used last (Save as prompt). */
  'chat:read': { request: Record<never, never>; response: ComposerText };
  /** A chat tab says it is the one in use (chat content script, on focus). */
  'chat:here': { request: Record<never, never>; response: null };
}

export type BackgroundRequestType = keyof BackgroundRequests;
export type BackgroundMessage = {
  [T in BackgroundRequestType]: { type: T } & BackgroundRequests[T]['request'];
}[BackgroundRequestType];

/** The background's answer: the value, or the error's code and message (messages carry no classes). */
export type BackgroundReply<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export class BackgroundError extends Error {
  override name = 'BackgroundError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Asks the background; throws BackgroundError with the API's code when it failed. */
export async function askBackground<T extends BackgroundRequestType>(
  type: T,
  request: BackgroundRequests[T]['request'],
): Promise<BackgroundRequests[T]['response']> {
  const reply = (await browser.runtime.sendMessage({ type, ...request })) as BackgroundReply<
    BackgroundRequests[T]['response']
  >;
  if (!reply.ok) throw new BackgroundError(reply.code, reply.message);
  return reply.value;
}
