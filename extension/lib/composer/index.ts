/**
 * The chat box of a chat page, found by its markup, with one insertion path per editor kind.
 * Pure DOM code: no React, no extension APIs, so it runs in a content script and in jsdom alike.
 *
 * In the content script: `findComposer(document)` when the picker opens, while focus is still in
 * the chat box (the PromptDeck button keeps it there by cancelling its `mousedown`), since the
 * Composer remembers the caret then; `composer.insert(text)` on Insert; `composer.restoreFocus()`
 * on Esc; no Composer means copying the text instead. `readText()` feeds Save as prompt. The
 * button goes at `buttonPosition(buttonAnchor(composer).getBoundingClientRect(), size, innerWidth)`.
 */
export type { Composer, ComposerKind } from './types';
export { findComposer, composerFor, composerKind, serviceForPage, KNOWN_EDITOR_SELECTORS } from './findComposer';
export { buttonAnchor, buttonPosition, BUTTON_GAP, type Rect } from './buttonPlacement';
export { serviceForHost, type ChatService } from '@site/src/config/chatServices';
