/** The picker's keys in the page, read from the command's default (`Alt+Shift+S`). */
import { OPEN_PICKER_SHORTCUT } from './constants';

const parts = OPEN_PICKER_SHORTCUT.split('+');
const key = parts[parts.length - 1] ?? '';

/** Whether a keydown is the picker's shortcut (by physical key: Alt changes the character on macOS). */
export function isOpenPickerShortcut(event: KeyboardEvent): boolean {
  return (
    event.altKey === parts.includes('Alt') &&
    event.shiftKey === parts.includes('Shift') &&
    event.ctrlKey === parts.includes('Ctrl') &&
    event.metaKey === parts.includes('Command') &&
    event.code === `Key${key.toUpperCase()}`
  );
}
