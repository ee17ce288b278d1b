/**
 * The chat tab the side panel works with: the one the member used last (each chat page's content
 * script says so when it gets the focus), remembered in storage.session so a restarted background
 * still knows it.
 */
import { browser } from 'wxt/browser';
import type { ChatTabMessage, ChatTabReplies } from '../tabMessages';

const LAST_CHAT_TAB_KEY = 'lastChatTab';

export async function rememberChatTab(tabId: number): Promise<void> {
  await browser.storage.session.set({ [LAST_CHAT_TAB_KEY]: tabId });
}

export async function lastChatTab(): Promise<number | undefined> {
  const tabId = (await browser.storage.session.get(LAST_CHAT_TAB_KEY))[LAST_CHAT_TAB_KEY];
  return typeof tabId === 'number' ? tabId : undefined;
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
