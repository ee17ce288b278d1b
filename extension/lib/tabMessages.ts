/** What the background asks the chat content script (kept free of imports: the content script is small). */
export type ChatTabMessage =
  { type: 'open-picker' } | { type: 'composer:insert'; text: string } | { type: 'composer:read' };

/** The chat content script's answers. */
export interface ChatTabReplies {
  'open-picker': null;
  /** no-composer: the page has no chat box; the side panel then copies the text and says so. */
  'composer:insert': 'inserted' | 'no-composer';
  'composer:read': { found: boolean; text: string };
}
