/**
 * The typed client of my access tokens, used by my space alone. Apart from ./client.ts, which every
 * live page loads, so that these calls load with /user only (as ./adminClient does for /admin);
 * both go through the same transport.
 */
import { createTransport, type ApiClientOptions } from './client';
import { OkResponse } from './contract/common';
import { AccessTokenList, CreatedAccessToken, CreateTokenBody } from './contract/tokens';

export function createTokensClient(options: ApiClientOptions = {}) {
  const { call, send } = createTransport(options);
  return {
    list: () => call('GET', '/api/tokens', AccessTokenList),
    create: send('POST', '/api/tokens', CreateTokenBody, CreatedAccessToken),
    revoke: (id: number) => call('DELETE', `/api/tokens/${encodeURIComponent(String(id))}`, OkResponse),
  };
}

export type TokensClient = ReturnType<typeof createTokensClient>;
