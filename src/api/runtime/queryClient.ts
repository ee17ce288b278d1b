/**
 * The react-query client of the live parts: answers stay fresh 30 seconds,
 * only failures that may pass are retried, any 401 ends the session, and the
 * cache starts afresh when another person (or nobody) signs in.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isRetryable, isUnauthenticated } from './errors';
import { getSessionSnapshot, markSessionExpired, subscribeSession } from './sessionStore';

function onApiError(error: unknown) {
  // A 401 from any call means the session is gone.
  if (isUnauthenticated(error)) markSessionExpired();
}

/** A new client: what was read for one person is dropped when another (or nobody) signs in. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: onApiError }),
    mutationCache: new MutationCache({ onError: onApiError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
  // Whose answers the cache holds: undefined until the session is first known.
  let reader: number | null | undefined;
  const follow = () => {
    const next = getSessionSnapshot();
    if (next.status === 'loading' || next.status === 'unavailable') return;
    const id = next.user?.id ?? null;
    if (reader === undefined || id === reader) {
      reader = id;
      return;
    }
    reader = id;
    // Every cached answer carries the reader's votes, favorites or prompts. Reset, not remove:
    // lists on screen keep their observers and read again as the new reader.
    void client.resetQueries();
  };
  follow();
  subscribeSession(follow);
  return client;
}

let browserClient: QueryClient | undefined;

/** The one client of this browser tab (Root loads this module after the page is interactive). */
export function getBrowserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createQueryClient();
    browserClient.mount();
  }
  return browserClient;
}
