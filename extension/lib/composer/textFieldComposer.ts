/**
 * The adapter of `<textarea>` (and one-line text input) chat boxes, which React and the like
 * control: the value is written with the element's NATIVE setter, then an `input` event bubbles.
 * Assigning `element.value` would go through the setter React puts on the element, which records
 * the new value as already seen, so React would drop the event and the send button stay off.
 */
import type { TextField } from './editable';
import { hasVisibleText, linesOf } from './lines';
import type { Composer } from './types';

function setNativeValue(field: TextField, value: string): void {
  const view = field.ownerDocument.defaultView!;
  const prototype =
    field.localName === 'textarea' ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
}

export function createTextFieldComposer(field: TextField): Composer {
  const view = field.ownerDocument.defaultView!;
  const multiline = field.localName === 'textarea';
  // Null: the end of the value (a field never focused reports its caret at the start).
  let saved: { start: number; end: number } | null = null;

  const composer: Composer = {
    kind: 'textarea',
    element: field,
    focus() {
      field.focus({ preventScroll: true });
    },
    restoreFocus() {
      field.focus({ preventScroll: true });
      const length = field.value.length;
      field.setSelectionRange(Math.min(saved?.start ?? length, length), Math.min(saved?.end ?? length, length));
    },
    saveSelection() {
      if (field.ownerDocument.activeElement !== field) return;
      saved = { start: field.selectionStart ?? field.value.length, end: field.selectionEnd ?? field.value.length };
    },
    readText: () => field.value,
    insert(text) {
      if (!hasVisibleText(text)) return;
      composer.restoreFocus();
      const inserted = linesOf(text).join(multiline ? '\n' : ' ');
      const start = field.selectionStart ?? field.value.length;
      const end = field.selectionEnd ?? start;
      setNativeValue(field, field.value.slice(0, start) + inserted + field.value.slice(end));
      const caret = start + inserted.length;
      field.setSelectionRange(caret, caret);
      field.dispatchEvent(new view.InputEvent('input', { bubbles: true, inputType: 'insertText', data: inserted }));
      composer.saveSelection();
    },
  };
  composer.saveSelection();
  return composer;
}
