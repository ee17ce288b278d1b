/**
 * The chat tab the side panel works with: the one the member used last (each chat page's content
 * script says so when it gets the focus), remembered with its service in storage.session so a
 * restarted background still knows it.
 */
import { browser } from 'wxt/browser';
import type { ChatTabMessage, ChatTabReplies } from '../tabMessages';

const LAST_CHAT_TAB_KEY = 'lastChatTab';

export interface ChatTab {
  tabId: number;
  /** The chat service's id (src/config/chatServices.ts), when the page's host is one of them. */
  serviceId?: string;
}

/** Where a browser without storage.session keeps it: its background page lives as long as the browser. */
let inMemory: ChatTab | undefined;

export async function rememberChatTab(tab: ChatTab): Promise<void> {
  inMemory = tab;
  await browser.storage.session?.set({ [LAST_CHAT_TAB_KEY]: tab });
}

export async function lastChatTab(): Promise<ChatTab | undefined> {
  const stored = await browser.storage.session?.get(LAST_CHAT_TAB_KEY);
  const tab = (stored?.[LAST_CHAT_TAB_KEY] as ChatTab | undefined) ?? inMemory;
  return typeof tab?.tabId === 'number' ? tab : undefined;
}

/** Asks a chat tab's content script; undefined when the tab is gone or has none. */
export async function askChatTab<T extends ChatTabMessage['type']>(
  tabId: number,
  message: Extract<ChatTabMessage, { type: T }>,
): Promise<ChatTabReplies[T] | undefined> {
  try {
    return (await browser.tabs.sendMessage(tabId, message)) as ChatTabReplies[T];
  } catch {
    return undefined;
  }
}
