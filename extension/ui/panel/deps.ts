/**
 * What the side panel needs from the extension (extension/entrypoints wires it to the background
 * through messaging): the library, the member's lists, and the actions on a prompt.
 */
import type { VoteValue } from '@site/src/api/contract/votes';
import type { Locale } from '@site/src/config/locales';
import type { LibraryItem, LibraryStanding, LibraryTarget } from '@site/extension/lib/library';

/** The lists that need a connected account. */
export type MemberTab = 'mine' | 'favorites' | 'community';
export type PanelTab = 'library' | MemberTab;
export const PANEL_TABS: readonly PanelTab[] = ['library', 'mine', 'favorites', 'community'];

/** Where an inserted prompt went: the chat box, the clipboard (no chat box found), or a new chat tab (`?q=`). */
export type InsertOutcome = 'inserted' | 'copied' | 'opened';

/** A new prompt of mine, as Save as prompt sends it (CreatePromptBody's title, description and shared). */
export interface SavePromptInput {
  title: string;
  text: string;
  shared: boolean;
}

export interface PanelDeps {
  /** The UI language (extension/lib/i18n.ts chooseUiLocale). */
  locale: Locale;
  /** Whether a token is saved; onConnectionChange tells when that changes. */
  connected: boolean;
  onConnectionChange?(listener: (connected: boolean) => void): () => void;
  /** The curated prompts matching `query` (createLibrarySearch over the catalogue): synchronous. */
  searchLibrary(query: string): readonly LibraryItem[];
  /** A member list matching `query` (empty: the first page). */
  list(tab: MemberTab, query: string): Promise<readonly LibraryItem[]>;
  /** The whole item of one whose text is `partial` (a community list answer). */
  complete?(item: LibraryItem): Promise<LibraryItem>;
  /** Score, my vote and star of a prompt whose item does not carry them (curated prompts). */
  standing(target: LibraryTarget): Promise<LibraryStanding>;
  /** Puts the text into the chat box of the active tab, else copies it, else opens a chat with it. */
  insert(text: string): Promise<InsertOutcome>;
  copy(text: string): Promise<void>;
  setFavorite(target: LibraryTarget, favorited: boolean): Promise<void>;
  /** Sets my vote (0 takes it back) and answers the new score and vote. */
  vote(target: LibraryTarget, value: VoteValue): Promise<{ score: number; myVote: VoteValue }>;
  /** The text typed in the active tab's chat box, or null when no chat box is found there. */
  readComposer(): Promise<string | null>;
  /** Creates the prompt (POST /api/prompts) and answers it as an item. */
  savePrompt(input: SavePromptInput): Promise<LibraryItem>;
  openOptions(): void;
}

export interface PanelHandle {
  unmount(): void;
}
