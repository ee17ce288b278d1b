/**
 * Finds the chat box of a page and wraps it in the adapter its markup calls for. The service's
 * selectors (src/config/chatServices.ts) are tried first on its own hosts, then the markup of the
 * known editors anywhere, then the focused editable element; whichever finds it, the adapter is
 * chosen by the element itself (composerKind), not by the site.
 */
import { serviceForHost, type ChatService } from '@site/src/config/chatServices';
import { deepActiveElement, editableTarget, editingHost, isShown, isTextField } from './editable';
import { createEditableComposer } from './editableComposer';
import { createTextFieldComposer } from './textFieldComposer';
import type { Composer, ComposerKind } from './types';

/** The markup of the editors the chat sites use, wherever they appear. */
export const KNOWN_EDITOR_SELECTORS: readonly string[] = [
  '.ProseMirror[contenteditable]',
  '.ql-editor[contenteditable]',
  '[data-lexical-editor="true"][contenteditable]',
  '[contenteditable][role="textbox"]',
  'textarea',
];

/** The service of the page's host, if it is a chat service's. */
export function serviceForPage(doc: Document): ChatService | undefined {
  const hostname = doc.location?.hostname;
  return hostname ? serviceForHost(hostname) : undefined;
}

/** How to insert into `element` (a text field or an element of a contenteditable), or null. */
export function composerKind(element: Element): ComposerKind | null {
  if (isTextField(element)) return 'textarea';
  const host = editingHost(element);
  if (!host) return null;
  if (host.classList.contains('ProseMirror')) return 'prosemirror';
  if (host.classList.contains('ql-editor')) return 'quill';
  return 'contenteditable';
}

/** The adapter for an editable element (a text field, or an element inside a contenteditable). */
export function composerFor(element: Element): Composer | null {
  const target = editableTarget(element);
  const kind = target && composerKind(target);
  if (!target || !kind) return null;
  if (isTextField(target)) return createTextFieldComposer(target);
  return kind === 'textarea' ? null : createEditableComposer(target, kind);
}

/** The visible editable elements that `selectors` find, in the order given. */
function candidates(doc: Document, selectors: readonly string[]): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const selector of selectors) {
    for (const element of Array.from(doc.querySelectorAll(selector))) {
      const target = editableTarget(element);
      if (target && !found.includes(target) && isShown(target)) found.push(target);
    }
  }
  return found;
}

/**
 * The page's chat box, or null when there is none. `focused` (by default the focused element,
 * inside open shadow roots) wins when it is one of the boxes found, and is the fallback when none
 * is found but it can be typed into.
 */
export function findComposer(doc: Document, focused: Element | null = deepActiveElement(doc)): Composer | null {
  const focusedTarget = focused && editableTarget(focused);
  const service = serviceForPage(doc);
  const lists = [service ? candidates(doc, service.composer.selectors) : [], candidates(doc, KNOWN_EDITOR_SELECTORS)];
  for (const list of lists) {
    if (focusedTarget && list.includes(focusedTarget)) return composerFor(focusedTarget);
  }
  for (const list of lists) {
    if (list[0]) return composerFor(list[0]);
  }
  return focusedTarget && isShown(focusedTarget) ? composerFor(focusedTarget) : null;
}
