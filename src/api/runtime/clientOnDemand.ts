/**
 * Root holds the browser's react-query client, but loads its code only when a
 * live part of a page first asks for it: reading pages (home, prompt pages,
 * docs) never pay for react-query. Tiny on purpose: part of every page.
 */
import { createContext, useContext, useEffect } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';

export const RequestQueryClientContext = createContext<() => void>(() => undefined);

/** The client once loaded (undefined before); asks Root to load it when `needed`. */
export function useQueryClientOnDemand(needed = true): QueryClient | undefined {
  const request = useContext(RequestQueryClientContext);
  const client = useContext(QueryClientContext);
  useEffect(() => {
    if (needed && !client) request();
  }, [needed, client, request]);
  return client;
}
