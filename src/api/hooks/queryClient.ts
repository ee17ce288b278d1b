import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { User } from '../contract';
import { isRetryable, isUnauthenticated } from './errors';
import { queryKeys } from './queryKeys';

/** A 401 from any call means the session is gone: forget the user, remember why. */
function onApiError(client: QueryClient, error: unknown) {
  if (!isUnauthenticated(error)) return;
  const user = client.getQueryData<User | null>(queryKeys.session);
  if (user) {
    client.setQueryData(queryKeys.sessionExpired, true);
    client.setQueryData(queryKeys.session, null);
  }
}

/** One per browser tab (Root creates it in state, so server renders never share one). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onApiError(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => onApiError(client, error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
