/** mountPanel: the side panel app in `root` (an element of sidepanel.html / the Firefox sidebar page). */
import { createRoot } from 'react-dom/client';
import { loadTranslator } from '@site/extension/lib/i18n';
import { addPageStyles } from '../shared/pageStyles';
import { TranslatorProvider } from '../shared/translator';
import type { PanelDeps, PanelHandle } from './deps';
import { Panel } from './Panel';

export type { InsertOutcome, MemberTab, PanelDeps, PanelHandle, PanelTab, SavePromptInput } from './deps';
export { PANEL_TABS } from './deps';

export async function mountPanel(root: HTMLElement, deps: PanelDeps): Promise<PanelHandle> {
  const translator = await loadTranslator(deps.locale);
  addPageStyles(root.ownerDocument);
  root.ownerDocument.documentElement.lang = translator.lang;
  root.ownerDocument.documentElement.dir = translator.direction;
  const reactRoot = createRoot(root);
  reactRoot.render(
    <TranslatorProvider translator={translator}>
      <Panel deps={deps} />
    </TranslatorProvider>,
  );
  return { unmount: () => reactRoot.unmount() };
}
