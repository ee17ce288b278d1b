/**
 * The script on the configured site's connect page (src/config/extensionHandoff.ts): it tells the
 * page the extension is installed, takes the token the page posts to its own origin, hands it to
 * the background (which keeps it only when the page is the configured site's), then tells the page.
 */
import { defineContentScript } from 'wxt/utils/define-content-script';
import {
  EXTENSION_PRESENT_ATTRIBUTE,
  EXTENSION_TOKEN_RECEIVED,
  ExtensionTokenMessage,
  type ExtensionTokenReceived,
} from '@site/src/config/extensionHandoff';
import { connectMatchPatterns } from '../lib/connectPage';
import { askBackground } from '../lib/data/messages';
import { readSettings, siteOrigin } from '../lib/data/settings';

export default defineContentScript({
  matches: connectMatchPatterns(import.meta.env.WXT_PROMPTDECK_SITE),
  runAt: 'document_start',
  async main(ctx) {
    const origin = siteOrigin((await readSettings()).site);
    // Another site's page (or the same host on another port) gets nothing.
    if (location.origin !== origin) return;
    document.documentElement.dataset[EXTENSION_PRESENT_ATTRIBUTE] = 'true';
    ctx.addEventListener(window, 'message', (event) => {
      if (event.source !== window || event.origin !== origin) return;
      const message = ExtensionTokenMessage.safeParse(event.data);
      if (!message.success) return;
      void askBackground('connect:token', { token: message.data.token, site: message.data.site }).then(() => {
        const received: ExtensionTokenReceived = { type: EXTENSION_TOKEN_RECEIVED };
        window.postMessage(received, origin);
      });
    });
  },
});
