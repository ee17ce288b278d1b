/** mountOptions: the options page in `root`; saving another UI language switches the page to it. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseUiLocale, loadTranslator, type Translator } from '@site/extension/lib/i18n';
import { addPageStyles } from '../shared/pageStyles';
import { TranslatorProvider } from '../shared/translator';
import type { OptionsDeps, OptionsHandle, OptionsValues } from './deps';
import { OptionsForm } from './OptionsForm';

export type { OptionsDeps, OptionsHandle, OptionsValues } from './deps';
export { SHORTCUT_SETTINGS, optionsProblems } from './OptionsForm';

function OptionsPage({ deps, initial }: { deps: OptionsDeps; initial: Translator }) {
  const [translator, setTranslator] = useState(initial);
  const onSaved = (values: OptionsValues) => {
    const locale = chooseUiLocale(values.uiLanguage, deps.browserLanguages);
    if (locale === translator.locale) return;
    void loadTranslator(locale).then((next) => {
      document.documentElement.lang = next.lang;
      document.documentElement.dir = next.direction;
      setTranslator(next);
    });
  };
  return (
    <TranslatorProvider translator={translator}>
      <main className="pd-page" lang={translator.lang} dir={translator.direction}>
        <OptionsForm deps={deps} onSaved={onSaved} />
      </main>
    </TranslatorProvider>
  );
}

export async function mountOptions(root: HTMLElement, deps: OptionsDeps): Promise<OptionsHandle> {
  const translator = await loadTranslator(deps.locale);
  addPageStyles(root.ownerDocument);
  root.ownerDocument.documentElement.lang = translator.lang;
  root.ownerDocument.documentElement.dir = translator.direction;
  const reactRoot = createRoot(root);
  reactRoot.render(<OptionsPage deps={deps} initial={translator} />);
  return { unmount: () => reactRoot.unmount() };
}
