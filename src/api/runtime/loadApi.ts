/**
 * The typed client, loaded on first use. It carries zod and the whole
 * contract, which reading pages (home, prompt pages, docs) must not pay for
 * at first load: the hooks reach it only through `withApi`.
 */
import type { ApiClient } from '../client';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

const loadApi: () => Promise<ApiClient> = memoizeAsync(() =>
  import('../client').then(({ createApiClient }) =>
    // An absolute address on the page's own origin (also what jsdom tests intercept).
    createApiClient({ baseUrl: typeof window === 'undefined' ? '' : window.location.origin }),
  ),
);

/** Runs one call of the client once it is loaded: `withApi((api) => api.votes.get(kind, ref))`. */
export function withApi<T>(call: (api: ApiClient) => Promise<T>): Promise<T> {
  return loadApi().then(call);
}
