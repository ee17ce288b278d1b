import { useEffect, useState } from 'react';

/**
 * False during the server render and the first paint, true once the browser
 * is idle after the page became interactive. Live parts of reading pages
 * (votes, favorites, comments) start loading their code only then, so the
 * prompt text never waits for them.
 */
export function useAfterInteractive(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}
