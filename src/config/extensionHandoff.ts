/**
 * How the site's connect page (`/<locale>/user/extension`) hands a new access token to the
 * extension: the extension's content script on that page sets this data attribute on <html>
 * (`document.documentElement.dataset[EXTENSION_PRESENT_ATTRIBUTE]`), and the page then posts
 * `{ type: EXTENSION_TOKEN_MESSAGE, token, site }` to its own origin with window.postMessage.
 */
export const EXTENSION_PRESENT_ATTRIBUTE = 'promptdeckExtension';
export const EXTENSION_TOKEN_MESSAGE = 'promptdeck:extension-token';
