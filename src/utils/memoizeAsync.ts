/**
 * A loader run once and shared: every caller gets the same promise (the typed
 * API client, the prompt texts, one curated prompt's data, react-query's
 * code), so a chunk or a data file is fetched once however many parts ask.
 * A load that fails is forgotten, so the next call tries again: a network
 * that came back, a Retry button.
 */
export function memoizeAsync<T>(load: () => Promise<T>): () => Promise<T>;
/** One shared load per key (compared with `Map` semantics). */
export function memoizeAsync<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T>;
export function memoizeAsync<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loads = new Map<K, Promise<T>>();
  return (key: K) => {
    let pending = loads.get(key);
    if (!pending) {
      pending = load(key);
      loads.set(key, pending);
      const settled = pending;
      settled.catch(() => {
        if (loads.get(key) === settled) loads.delete(key);
      });
    }
    return pending;
  };
}
