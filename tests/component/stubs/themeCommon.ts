// Test stand-in for the parts of @docusaurus/theme-common our components use, on jsdom's localStorage.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { selectPlural } from '@site/src/i18n/plural';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useStorageSlot(key: string) {
  const value = useSyncExternalStore(subscribe, () => localStorage.getItem(key));
  const set = useCallback(
    (next: string) => {
      localStorage.setItem(key, next);
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  const del = useCallback(() => {
    localStorage.removeItem(key);
    listeners.forEach((listener) => listener());
  }, [key]);
  return [value, useMemo(() => ({ get: () => localStorage.getItem(key), set, del }), [key, set, del])] as const;
}

export function PageMetadata() {
  return null;
}

export function useColorMode() {
  return { colorMode: 'light' as const, setColorMode: () => undefined };
}

/** usePluralForm as Docusaurus has it: the form of a "|"-separated message that `count` takes in the page language. */
export function usePluralForm() {
  const locale = useDocusaurusContext().i18n.currentLocale;
  return { selectMessage: (count: number, message: string) => selectPlural(locale, count, message) };
}
