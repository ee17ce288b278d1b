import { useCallback, useEffect, useState } from 'react';
import type { PromptTexts } from '../types';

let cache: PromptTexts | undefined;
let pending: Promise<PromptTexts> | undefined;

/** Loads this locale's full prompt texts (page language + English) once, on demand. */
export function loadPromptTexts(): Promise<PromptTexts> {
  if (cache) return Promise.resolve(cache);
  pending ??= import('@generated/promptdeck-prompt-library/default/texts.json').then(
    (module: { default: PromptTexts }) => {
      cache = module.default;
      return cache;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The full texts once loaded, and a function to start loading them: the home
 * page calls it when the reader starts searching or reaches for a copy button,
 * so the first screen does not carry every text.
 */
export function usePromptTexts(): { texts: PromptTexts | undefined; load: () => Promise<PromptTexts> } {
  const [texts, setTexts] = useState<PromptTexts | undefined>(cache);
  const load = useCallback(() => {
    const promise = loadPromptTexts();
    promise.then(setTexts, () => undefined);
    return promise;
  }, []);
  useEffect(() => {
    if (cache && !texts) setTexts(cache);
  }, [texts]);
  return { texts, load };
}
