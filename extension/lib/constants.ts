/** Names the manifest, the background and the content scripts share. */

/** The browser command that opens the picker in the active chat tab (remappable by the member). */
export const OPEN_PICKER_COMMAND = 'open-picker';
/** Its default keys; the chat content script listens for the same keys in the page. */
export const OPEN_PICKER_SHORTCUT = 'Alt+Shift+S';
/** The picker's UI bundle (an unlisted script), loaded by the chat content script on first use. */
export const PICKER_SCRIPT = 'picker.js';
/** Firefox's id of the extension. */
export const EXTENSION_GECKO_ID = 'extension@promptdeck.dev';
/** The connect content script's bundle, registered at run time for a site other than the build's. */
export const CONNECT_SCRIPT = 'content-scripts/connect.js';
