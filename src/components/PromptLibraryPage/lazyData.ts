import { useCallback, useEffect, useState } from 'react';

export interface LazyData<T> {
  /** Starts loading (once) and resolves with the data; a failed load can be retried. */
  load: () => Promise<T>;
  /** The data once loaded, and `load` to ask for it. */
  useData: () => { data: T | undefined; load: () => Promise<T> };
}

/** A data module imported on demand, shared by every component that asks for it. */
export function createLazyData<T>(importer: () => Promise<{ default: T }>): LazyData<T> {
  let cache: T | undefined;
  let pending: Promise<T> | undefined;

  const load = (): Promise<T> => {
    if (cache) return Promise.resolve(cache);
    pending ??= importer().then(
      (module) => {
        cache = module.default;
        return cache;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  const useData = () => {
    const [data, setData] = useState<T | undefined>(cache);
    const loadAndKeep = useCallback(() => {
      const promise = load();
      promise.then(setData, () => undefined);
      return promise;
    }, []);
    useEffect(() => {
      if (cache && !data) setData(cache);
    }, [data]);
    return { data, load: loadAndKeep };
  };

  return { load, useData };
}
