/**
 * mountPicker: the picker dialog inside an OPEN shadow root of `host` (the content script's
 * element on the chat page), with its CSS inside the root. Key presses stop at the root so the
 * chat page's own shortcuts do not see what is typed in the picker.
 */
import { createRoot } from 'react-dom/client';
import { loadTranslator } from '@site/extension/lib/i18n';
import { TranslatorProvider } from '../shared/translator';
import type { PickerDeps, PickerHandle } from './deps';
import { Picker } from './Picker';
import { PICKER_CSS } from './styles';

export type { PickerDeps, PickerHandle, PromptLanguageToggle } from './deps';
export { PICKER_NAME, PICKER_RESULT_LIMIT } from './Picker';

const KEY_EVENTS = ['keydown', 'keyup', 'keypress'] as const;

export async function mountPicker(host: HTMLElement, deps: PickerDeps): Promise<PickerHandle> {
  const translator = await loadTranslator(deps.locale);
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = PICKER_CSS;
  const backdrop = document.createElement('div');
  backdrop.className = 'pd-backdrop';
  const stop = (event: Event) => event.stopPropagation();
  for (const type of KEY_EVENTS) backdrop.addEventListener(type, stop);
  // A click on the backdrop, outside the dialog, closes the picker as Esc does.
  backdrop.addEventListener('mousedown', (event) => {
    if (event.target === backdrop) deps.onClose();
  });
  shadow.append(style, backdrop);
  const root = createRoot(backdrop);
  root.render(
    <TranslatorProvider translator={translator}>
      <Picker deps={deps} />
    </TranslatorProvider>,
  );
  return {
    unmount() {
      root.unmount();
      style.remove();
      backdrop.remove();
    },
  };
}
