/**
 * The typed client, loaded on first use. It carries zod and the whole
 * contract, which reading pages (home, prompt pages, docs) must not pay for
 * at first load: the hooks here import it only through this function.
 */
import type { ApiClient } from '../client';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

export const loadApi: () => Promise<ApiClient> = memoizeAsync(() =>
  import('../client').then(({ createApiClient }) =>
    // An absolute address on the page's own origin (also what jsdom tests intercept).
    createApiClient({ baseUrl: typeof window === 'undefined' ? '' : window.location.origin }),
  ),
);
