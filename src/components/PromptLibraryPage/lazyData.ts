import { useCallback, useEffect, useState } from 'react';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

export interface LazyData<T> {
  /** Starts loading (once) and resolves with the data; a failed load can be retried. */
  load: () => Promise<T>;
  /** The data once loaded, and `load` to ask for it. */
  useData: () => { data: T | undefined; load: () => Promise<T> };
}

/** A data module imported on demand, shared by every component that asks for it. */
export function createLazyData<T>(importer: () => Promise<{ default: T }>): LazyData<T> {
  // Also kept as a plain value, so a component mounted after the load starts with the data.
  let cache: T | undefined;
  const load = memoizeAsync(() => importer().then((module) => (cache = module.default)));

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
