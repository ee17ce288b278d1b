/**
 * The translator of the extension's UI for React: one provider at the root of each surface
 * (picker, side panel, options), and the hook the components call for `t`, `lang` and `direction`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from '@site/extension/lib/i18n';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslator needs a TranslatorProvider above it');
  return translator;
}
