/** What the picker needs from the content script that mounts it (extension/entrypoints). */
import type { Locale } from '@site/src/config/locales';
import type { LibraryItem } from '@site/extension/lib/library';

export interface PromptLanguageToggle {
  /** The language of the curated prompts the search covers now. */
  value: Locale;
  /** Switches the curated prompts to `locale`; the picker searches again with the same words. */
  onChange(locale: Locale): void;
}

export interface PickerDeps {
  /** The UI language (extension/lib/i18n.ts chooseUiLocale). */
  locale: Locale;
  /**
   * The items matching `query` (every item for an empty one), best first: createLibrarySearch over
   * the combined library. Return an array to show it in the same frame as the keystroke.
   */
  search(query: string): readonly LibraryItem[] | Promise<readonly LibraryItem[]>;
  /** The whole item of one whose text is `partial` (a community list answer). */
  complete?(item: LibraryItem): Promise<LibraryItem>;
  /**
   * Puts the filled text into the composer. The picker does nothing after it: the caller
   * unmounts the picker (the handle of mountPicker) once the text is in.
   */
  insert(text: string): void | Promise<void>;
  /** Esc or the close button: the caller unmounts the picker and gives the composer its focus back. */
  onClose(): void;
  /** A prompt-language menu in the picker; none when left out. */
  promptLanguageToggle?: PromptLanguageToggle;
}

export interface PickerHandle {
  unmount(): void;
}
