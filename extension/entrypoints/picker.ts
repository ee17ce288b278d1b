/**
 * The picker's bundle (`/picker.js`, an unlisted script), imported by the chat content script the
 * first time the member opens the picker: it registers how to open the picker (React and the
 * library stay out of the small content script), with the data from the background. The curated
 * catalogue answers at once; the site's lists join the search when they arrive.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { LOCALE_FACTS } from '@site/src/config/locales';
import { askBackground, type MemberData } from '../lib/data/messages';
import { libraryItems } from '../lib/data/libraryItems';
import { loadTranslator } from '../lib/i18n';
import { communityItem, type LibraryItem } from '../lib/library';
import { registerPickerBundle } from '../lib/pickerBridge';
import { createLibrarySearch } from '../lib/search';
import { showToast } from '../lib/toast';
import { mountPicker } from '../ui/picker';

export default defineUnlistedScript(() => {
  registerPickerBundle({
    async open(host, composer, onClosed) {
      let library = await askBackground('library', {});
      let member: MemberData | undefined;
      let search = createLibrarySearch(libraryItems(library));
      const rebuild = () => {
        search = createLibrarySearch(libraryItems(library, member));
      };
      void askBackground('member', {}).then(
        (answer) => {
          member = answer;
          rebuild();
        },
        () => undefined, // the site is unreachable: the curated prompts still work
      );
      // While another language's catalogue loads, searches wait for it.
      let switching: Promise<void> | undefined;

      let closed = false;
      const close = (then: () => void) => {
        if (closed) return;
        closed = true;
        handle.unmount();
        then();
      };
      const handle = await mountPicker(host, {
        locale: library.uiLocale,
        search: (query) => (switching ? switching.then(() => search(query)) : search(query)),
        promptLanguageToggle: {
          value: library.locale,
          onChange(locale) {
            switching = askBackground('settings:set', { patch: { promptLocale: locale } })
              .then(() => askBackground('library', {}))
              .then((next) => {
                library = next;
                rebuild();
              })
              .finally(() => {
                switching = undefined;
              });
          },
        },
        complete: async (item: LibraryItem) =>
          item.id === undefined ? item : communityItem(await askBackground('community:get', { id: item.id })),
        async insert(text) {
          if (composer) {
            // The adapter puts the caret after the text: nothing to restore.
            close(() => composer.insert(text));
            onClosed();
            return;
          }
          // No chat box on this page: the text goes to the clipboard, and the page says so.
          const copied = await navigator.clipboard.writeText(text).then(
            () => true,
            () => false,
          );
          const translator = await loadTranslator(library.uiLocale);
          close(() =>
            showToast(
              host.shadowRoot ?? host.attachShadow({ mode: 'open' }),
              translator.t(copied ? 'extension.picker.copied' : 'extension.panel.copyFailed'),
              LOCALE_FACTS[library.uiLocale].htmlLang,
              onClosed,
            ),
          );
        },
        onClose() {
          close(() => {
            onClosed();
            composer?.restoreFocus();
          });
        },
      });
    },
  });
});
