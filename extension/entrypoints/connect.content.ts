/**
 * The script on the configured site's connect page: it tells the page the extension is installed
 * (a data attribute on <html>), then takes the token the page posts to its own origin and hands it
 * to the background, which keeps it only when the page is the configured site's.
 */
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { EXTENSION_PRESENT_ATTRIBUTE, EXTENSION_TOKEN_MESSAGE } from '@site/src/config/extensionHandoff';
import { connectMatchPatterns } from '../lib/connectPage';
import { readSettings } from '../lib/data/settings';

interface TokenMessage {
  type: typeof EXTENSION_TOKEN_MESSAGE;
  token: string;
  site: string;
}

const isTokenMessage = (data: unknown): data is TokenMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as TokenMessage).type === EXTENSION_TOKEN_MESSAGE &&
  typeof (data as TokenMessage).token === 'string' &&
  typeof (data as TokenMessage).site === 'string';

export default defineContentScript({
  matches: connectMatchPatterns(import.meta.env.WXT_PROMPTDECK_SITE),
  runAt: 'document_start',
  async main(ctx) {
    const { site } = await readSettings();
    // Another site's page (or the same host on another port) gets nothing.
    if (location.origin !== site) return;
    document.documentElement.dataset[EXTENSION_PRESENT_ATTRIBUTE] = 'true';
    ctx.addEventListener(window, 'message', (event) => {
      if (event.source !== window || event.origin !== site || !isTokenMessage(event.data)) return;
      void browser.runtime.sendMessage({ type: 'connect:token', token: event.data.token, site: event.data.site });
    });
  },
});
