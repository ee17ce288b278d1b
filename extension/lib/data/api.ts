/**
 * The site's API as the extension calls it: the site's own typed client (src/api/client.ts, the
 * zod contract parsing every answer), with the personal access token as `Authorization: Bearer`
 * and never the browser's cookies (the API answers such cross-origin requests without credentials).
 */
import { createApiClient, createTransport, type ApiClientOptions } from '@site/src/api/client';
import { OkResponse } from '@site/src/api/contract/common';
import { CSRF_HEADER } from '@site/src/api/limits';
import type { Settings } from './settings';

/** Where a token revokes itself (a bearer-only route). */
export const CURRENT_TOKEN_PATH = '/api/tokens/current';

function bearerOptions(site: string, token: string | null): ApiClientOptions {
  return {
    baseUrl: site,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      // The cookie's cross-site check is not for token requests, and the API's CORS does not allow
      // its header (a cross-origin page must not pass that check): the token alone authenticates.
      headers.delete(CSRF_HEADER);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(input, { ...init, headers, credentials: 'omit' });
    },
  };
}

export function memberApi(settings: Pick<Settings, 'site' | 'token'>) {
  return createApiClient(bearerOptions(settings.site, settings.token));
}

/** Revokes the token on the site (Disconnect). */
export function revokeToken(settings: Pick<Settings, 'site' | 'token'>) {
  return createTransport(bearerOptions(settings.site, settings.token)).call('DELETE', CURRENT_TOKEN_PATH, OkResponse);
}
