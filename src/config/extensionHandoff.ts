/**
 * How the site's Connect page (`/<locale>/user/extension`, src/pages/user/extension.tsx) hands a
 * new access token to the browser extension, without copy and paste. Both sides import this
 * module: the page, and the extension's content script on that page of the configured site.
 *
 * 1. The content script announces the extension on the page: it sets
 *    `document.documentElement.dataset[EXTENSION_PRESENT_ATTRIBUTE]` (any non-empty value).
 * 2. When the member approves, the page creates the token and, only if the extension announced
 *    itself, posts an ExtensionTokenMessage with `window.postMessage(message, location.origin)`.
 * 3. The content script checks the event (`event.source === window`, `event.origin` the configured
 *    site, the message parsed with ExtensionTokenMessage), stores the token and answers with an
 *    ExtensionTokenReceived, posted the same way; the page then says the extension has it.
 * Without the attribute the page shows the token once, to paste into the extension's options.
 */
import '../api/zodSetup';
import * as z from 'zod';
import { TOKEN_LIMITS } from '../api/limits';

/** The Connect page's path, after the locale's prefix (none for the default locale). */
export const EXTENSION_CONNECT_PATH = '/user/extension';

/** Key of `document.documentElement.dataset` the extension sets on the Connect page (`data-promptdeck-extension`). */
export const EXTENSION_PRESENT_ATTRIBUTE = 'promptdeckExtension';

/** `type` of the message that carries the token from the page to the extension. */
export const EXTENSION_TOKEN_MESSAGE = 'promptdeck:extension-token';

/** `type` of the extension's answer once it has stored the token. */
export const EXTENSION_TOKEN_RECEIVED = 'promptdeck:extension-token-received';

/** The page's message: the new token's secret and the site it works on (the page's origin). */
export const ExtensionTokenMessage = z
  .object({
    type: z.literal(EXTENSION_TOKEN_MESSAGE),
    token: z.string().startsWith(TOKEN_LIMITS.SECRET_PREFIX),
    site: z.url(),
  })
  .strict();
export type ExtensionTokenMessage = z.infer<typeof ExtensionTokenMessage>;

/** The extension's answer: it has stored the token. */
export const ExtensionTokenReceived = z.object({ type: z.literal(EXTENSION_TOKEN_RECEIVED) }).strict();
export type ExtensionTokenReceived = z.infer<typeof ExtensionTokenReceived>;
