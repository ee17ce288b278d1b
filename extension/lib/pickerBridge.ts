/**
 * How the chat content script and the picker's lazily loaded bundle meet: the bundle, imported into
 * the content script's world, registers its `open` function under this global name.
 */
import type { Composer } from './composer';

export const PICKER_GLOBAL = '__promptdeckPicker';

export interface PickerBundle {
  /** Shows the picker in `host`'s open shadow root; the composer is null when the page has none. */
  open(host: HTMLElement, composer: Composer | null, onClosed: () => void): Promise<void>;
}

type WithPicker = typeof globalThis & { [PICKER_GLOBAL]?: PickerBundle };

export function registerPickerBundle(bundle: PickerBundle): void {
  (globalThis as WithPicker)[PICKER_GLOBAL] = bundle;
}

export function registeredPickerBundle(): PickerBundle | undefined {
  return (globalThis as WithPicker)[PICKER_GLOBAL];
}
