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
  let userId = getSessionSnapshot().user?.id;
  subscribeSession(() => {
    const next = getSessionSnapshot();
    if (next.status === 'loading' || next.user?.id === userId) return;
    userId = next.user?.id;
    // Every cached answer carries the reader's votes, favorites or prompts.
    client.removeQueries();
  });
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
