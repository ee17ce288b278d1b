/**
 * The typed client, loaded on first use. It carries zod and the whole
 * contract, which reading pages (home, prompt pages, docs) must not pay for
 * at first load: the hooks reach it only through `withApi`.
 */
import type { ApiClient } from '../client';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

/** An absolute address on the page's own origin (also what jsdom tests intercept). */
export const apiBaseUrl = () => (typeof window === 'undefined' ? '' : window.location.origin);

const loadApi: () => Promise<ApiClient> = memoizeAsync(() =>
  import('../client').then(({ createApiClient }) => createApiClient({ baseUrl: apiBaseUrl() })),
);

/** Runs one call of the client once it is loaded: `withApi((api) => api.votes.get(kind, ref))`. */
export function withApi<T>(call: (api: ApiClient) => Promise<T>): Promise<T> {
  return loadApi().then(call);
}
