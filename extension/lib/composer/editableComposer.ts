/**
 * The adapter of contenteditable editors (ProseMirror, Quill, Lexical, plain): text goes in as
 * the browser's own editing commands, `insertText` per line and `insertParagraph` between lines,
 * which fire `beforeinput`/`input` and change the DOM the way typing does. ProseMirror and Quill
 * read those DOM changes into their state; Lexical and Slate handle the `beforeinput` themselves.
 * Never innerHTML: markup in a prompt stays text, and the editor's state stays the source of truth.
 */
import { isElement } from './editable';
import { hasVisibleText, linesOf } from './lines';
import { blockText } from './readText';
import type { Composer, ComposerKind } from './types';

/** A collapsed range at the end of the editor's last line (before a trailing `<br>`). */
function endOf(element: HTMLElement): Range {
  let node: Node = element;
  while (node.lastChild && !(isElement(node.lastChild) && node.lastChild.localName === 'br')) {
    node = node.lastChild;
  }
  const range = element.ownerDocument.createRange();
  if (node.nodeType === node.TEXT_NODE) range.setStart(node, (node as Text).length);
  else range.setStart(node, node.lastChild ? node.childNodes.length - 1 : 0);
  range.collapse(true);
  return range;
}

export function createEditableComposer(element: HTMLElement, kind: Exclude<ComposerKind, 'textarea'>): Composer {
  const doc = element.ownerDocument;
  let saved: Range | null = null;

  const holds = (range: Range) => element.contains(range.startContainer) && element.contains(range.endContainer);
  const rangeInside = (): Range | null => {
    const selection = doc.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    return range && holds(range) ? range : null;
  };
  const select = (range: Range) => {
    const selection = doc.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  };

  const composer: Composer = {
    kind,
    element,
    // Read before focusing: focusing puts the caret at the start of the box when it was elsewhere.
    focus() {
      const caret = rangeInside()?.cloneRange();
      element.focus({ preventScroll: true });
      select(caret ?? endOf(element));
    },
    restoreFocus() {
      if (saved && holds(saved)) {
        element.focus({ preventScroll: true });
        select(saved.cloneRange());
      } else composer.focus();
    },
    saveSelection() {
      const range = rangeInside();
      if (range) saved = range.cloneRange();
    },
    readText: () => blockText(element),
    insert(text) {
      if (!hasVisibleText(text)) return;
      composer.restoreFocus();
      // One synchronous batch: the editors read the DOM changes together, as one edit.
      linesOf(text).forEach((line, index) => {
        if (index > 0) doc.execCommand('insertParagraph');
        if (line) doc.execCommand('insertText', false, line);
      });
      // The editor now re-renders what changed (Quill replaces the text nodes) and places its
      // caret after the text itself; a range kept from here would point into replaced nodes.
      saved = null;
    },
  };
  composer.saveSelection();
  return composer;
}
