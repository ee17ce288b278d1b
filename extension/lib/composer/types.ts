import type { ComposerKind } from '@site/src/config/chatServices';

export type { ComposerKind };

/**
 * A chat page's message box, wrapped with the one insertion path its editor listens to. The
 * caret (or selection) it inserts at is the one it had when the Composer was made, or at the last
 * `saveSelection()`: make the Composer (or save) before focus leaves the chat box.
 */
export interface Composer {
  kind: ComposerKind;
  /** The editable element: the `<textarea>`/`<input>`, or the contenteditable editing host. */
  element: HTMLElement;
  /** Focuses the box; the caret stays where it is when it is inside, else goes to the end. */
  focus(): void;
  /** Focuses the box with the remembered caret or selection (after a dialog closes, say). */
  restoreFocus(): void;
  /** Remembers the current caret or selection, when it is inside the box. */
  saveSelection(): void;
  /** The box's text, one line per paragraph or line break, as the person sees it. */
  readText(): string;
  /**
   * Puts `text` at the remembered caret, replacing the selection, one paragraph per line, through
   * the editor's own input path; the caret ends after it. Text without a visible character is
   * ignored: ProseMirror
   * may read a change that only adds an empty paragraph as Enter, which sends.
   */
  insert(text: string): void;
}
