// Stand-in until the [adapters] branch lands extension/lib/composer/ (taken whole from it at merge).
export interface Composer {
  kind: string;
  element: HTMLElement;
  focus(): void;
  readText(): string;
  insert(text: string): void;
  restoreFocus(): void;
}

function editableOf(doc: Document, focused?: Element | null): HTMLElement | null {
  const candidates = [
    focused,
    doc.querySelector('.ProseMirror[contenteditable="true"]'),
    doc.querySelector('.ql-editor'),
    doc.querySelector('textarea'),
  ];
  for (const candidate of candidates) {
    if (candidate instanceof HTMLTextAreaElement) return candidate;
    if (candidate instanceof HTMLElement && candidate.isContentEditable) return candidate;
  }
  return null;
}

export function findComposer(doc: Document, focused?: Element | null): Composer | null {
  const element = editableOf(doc, focused);
  if (!element) return null;
  let range: Range | null = null;
  const focus = () => {
    element.focus();
    if (range && !(element instanceof HTMLTextAreaElement)) {
      const selection = doc.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  };
  const selection = doc.getSelection();
  if (selection && selection.rangeCount && element.contains(selection.anchorNode))
    range = selection.getRangeAt(0).cloneRange();
  return {
    kind: element instanceof HTMLTextAreaElement ? 'textarea' : 'contenteditable',
    element,
    focus,
    restoreFocus: focus,
    readText: () => (element instanceof HTMLTextAreaElement ? element.value : element.innerText),
    insert(text) {
      focus();
      if (element instanceof HTMLTextAreaElement) {
        const start = element.selectionStart;
        const value = element.value.slice(0, start) + text + element.value.slice(element.selectionEnd);
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
        return;
      }
      text.split('\n').forEach((line, index) => {
        if (index > 0) doc.execCommand('insertParagraph');
        if (line) doc.execCommand('insertText', false, line);
      });
    },
  };
}
