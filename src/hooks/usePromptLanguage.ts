import { useCallback } from 'react';
import { useStorageSlot } from '@docusaurus/theme-common';

export type PromptLanguage = 'page' | 'en';
const STORAGE_KEY = 'promptdeck.promptLanguage';

/**
 * Whether prompt texts show in the page's language or in English. Kept in
 * local storage, so the choice follows the reader across pages and tabs.
 */
export function usePromptLanguage(): [PromptLanguage, (language: PromptLanguage) => void] {
  const [stored, slot] = useStorageSlot(STORAGE_KEY);
  const set = useCallback((language: PromptLanguage) => slot.set(language), [slot]);
  return [stored === 'en' ? 'en' : 'page', set];
}
