/**
 * The script on every chat page: small (at most 30 KB gzip), it waits for Alt+Shift+S (in the page
 * or as the browser command) or a click on its button beside the composer, then loads the picker's
 * bundle once and opens it in an open shadow root. It reads and writes only the composer, through
 * the editor's own input path; it never sends the chat message and never touches the site's requests.
 */
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { extensionMatchPatterns } from '@site/src/config/chatServices';
import { findComposer, type Composer } from '../lib/composer';
import { PICKER_SCRIPT } from '../lib/constants';
import { registeredPickerBundle, type PickerBundle } from '../lib/pickerBridge';
import { isOpenPickerShortcut } from '../lib/shortcut';
import type { ChatTabMessage, ChatTabReplies } from '../lib/tabMessages';
import { placeLauncher } from '../lib/launcher';

const HOST_TAG = 'promptdeck-picker';

async function loadPicker(): Promise<PickerBundle> {
  const loaded = registeredPickerBundle();
  if (loaded) return loaded;
  await import(/* @vite-ignore */ browser.runtime.getURL(`/${PICKER_SCRIPT}`));
  const bundle = registeredPickerBundle();
  if (!bundle) throw new Error('The picker bundle did not register');
  return bundle;
}

export default defineContentScript({
  matches: extensionMatchPatterns(),
  runAt: 'document_idle',
  main(ctx) {
    let host: HTMLElement | undefined;

    const openPicker = async () => {
      if (host) return;
      // The composer as it is now, with its caret, before the picker takes the focus.
      const composer: Composer | null = findComposer(document);
      const element = document.createElement(HOST_TAG);
      host = element;
      document.documentElement.append(element);
      const closed = () => {
        element.remove();
        host = undefined;
      };
      try {
        await (await loadPicker()).open(element, composer, closed);
      } catch (error) {
        closed();
        throw error;
      }
    };

    const announce = () => void browser.runtime.sendMessage({ type: 'chat:here' }).catch(() => undefined);

    ctx.addEventListener(
      window,
      'keydown',
      (event) => {
        if (!isOpenPickerShortcut(event)) return;
        event.preventDefault();
        event.stopPropagation();
        void openPicker();
      },
      { capture: true },
    );
    ctx.addEventListener(window, 'focus', announce);
    if (document.hasFocus()) announce();

    browser.runtime.onMessage.addListener((raw: unknown) => {
      const message = raw as ChatTabMessage;
      switch (message.type) {
        case 'open-picker':
          void openPicker();
          return Promise.resolve(null satisfies ChatTabReplies['open-picker']);
        case 'composer:insert': {
          const composer = findComposer(document);
          composer?.insert(message.text);
          return Promise.resolve<ChatTabReplies['composer:insert']>(composer ? 'inserted' : 'no-composer');
        }
        case 'composer:read': {
          const composer = findComposer(document);
          return Promise.resolve<ChatTabReplies['composer:read']>({
            found: Boolean(composer),
            text: composer?.readText() ?? '',
          });
        }
        default:
          return undefined;
      }
    });

    placeLauncher(ctx, () => void openPicker());
  },
});
