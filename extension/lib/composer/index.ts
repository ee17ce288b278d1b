/**
 * The chat box of a chat page, found by its markup, with one insertion path per editor kind.
 * Pure DOM code: no React, no extension APIs, so it runs in a content script and in jsdom alike.
 */
export type { Composer, ComposerKind } from './types';
export { findComposer, composerFor, composerKind, serviceForPage, KNOWN_EDITOR_SELECTORS } from './findComposer';
export { buttonAnchor, buttonPosition, BUTTON_GAP, type Rect } from './buttonPlacement';
export { serviceForHost, type ChatService } from '@site/src/config/chatServices';
