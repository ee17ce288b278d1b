/**
 * The picker's bundle (`/picker.js`, an unlisted script), imported by the chat content script the
 * first time the member opens the picker: it registers how to open the picker (React and the
 * library stay out of the small content script), with the data from the background.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { askBackground } from '../lib/data/messages';
import { registerPickerBundle } from '../lib/pickerBridge';
import { mountPicker } from '../ui/picker';

export default defineUnlistedScript(() => {
  registerPickerBundle({
    open(host, composer, onClosed) {
      const unmount = mountPicker(host, {
        loadLibrary: () => askBackground('library', {}),
        loadMember: () => askBackground('member', {}),
        async insert(text) {
          if (composer) {
            composer.insert(text);
            return 'inserted';
          }
          // No chat box on this page: the text goes to the clipboard and the picker says so.
          try {
            await navigator.clipboard.writeText(text);
            return 'copied';
          } catch {
            return 'failed';
          }
        },
        onClose() {
          unmount();
          onClosed();
          composer?.restoreFocus();
        },
      });
    },
  });
});
