/**
 * Where the small PromptDeck button goes: beside the chat box, over the page (the content script
 * positions its own element with `position: fixed`; nothing is inserted into the site's markup,
 * which its framework re-renders and its editor would read as text).
 */
import type { Composer } from './types';

/** Space between the button and the box, in CSS pixels. */
export const BUTTON_GAP = 4;
/** How far up from the editable element the box drawn around it (a form or fieldset) is looked for. */
const MAX_BOX_DEPTH = 8;

/** The element whose rectangle the button sits beside: the chat box's form or fieldset, else the editor. */
export function buttonAnchor(composer: Composer): Element {
  let element: Element | null = composer.element;
  for (let depth = 0; element && depth <= MAX_BOX_DEPTH; depth++, element = element.parentElement) {
    if (element.localName === 'form' || element.localName === 'fieldset') return element;
  }
  return composer.element;
}

export interface Rect {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

/**
 * The button's viewport position (for `position: fixed`), from the anchor's rectangle
 * (getBoundingClientRect): just above the box's end corner (right, or left in a right-to-left
 * page), or inside that corner when there is no room above; always within the viewport's width.
 */
export function buttonPosition(
  anchor: Rect,
  size: number,
  viewportWidth: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): { top: number; left: number } {
  const roomAbove = anchor.top - size - BUTTON_GAP >= 0;
  const top = roomAbove ? anchor.top - size - BUTTON_GAP : anchor.top + BUTTON_GAP;
  const inset = roomAbove ? 0 : BUTTON_GAP;
  const left = direction === 'rtl' ? anchor.left + inset : anchor.right - size - inset;
  return { top, left: Math.max(0, Math.min(left, viewportWidth - size)) };
}
