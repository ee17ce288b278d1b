import { useSyncExternalStore } from 'react';

/** Docusaurus's mobile breakpoint (996px, Infima's): keep in step with styles.module.css. */
const NARROW = '(max-width: 996px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW).matches;
// The server renders the wide layout; a phone switches right after hydration.
const onServer = () => false;

/** True on phones and narrow windows, where the category chips form one scrolling row. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, onServer);
}
