/**
 * My access tokens: the list, creating one (its secret comes back once, in the mutation's
 * result, and is never cached) and revoking one. Imported by my space alone, with its own
 * client (../tokensClient) loaded on the first call.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessToken, CreateTokenBody } from '../contract';
import { apiBaseUrl } from '../runtime/loadApi';
import type { TokensClient } from '../tokensClient';
import { memoizeAsync } from '@site/src/utils/memoizeAsync';

const loadTokensApi: () => Promise<TokensClient> = memoizeAsync(() =>
  import('../tokensClient').then(({ createTokensClient }) => createTokensClient({ baseUrl: apiBaseUrl() })),
);
const withTokensApi = <T>(call: (api: TokensClient) => Promise<T>): Promise<T> => loadTokensApi().then(call);

export const tokenQueries = {
  all: () => ['tokens'] as const,
  list: () =>
    queryOptions({
      queryKey: tokenQueries.all(),
      queryFn: () => withTokensApi((api) => api.list()).then((answer) => answer.tokens),
    }),
};

export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => withTokensApi((api) => api.create(body)),
    onSuccess: ({ secret: _secret, ...token }) => {
      client.setQueryData<AccessToken[]>(tokenQueries.all(), (tokens) => [token, ...(tokens ?? [])]);
    },
  });
}

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => withTokensApi((api) => api.revoke(id)),
    onSuccess: (_answer, id) => {
      client.setQueryData<AccessToken[]>(tokenQueries.all(), (tokens) => tokens?.filter((token) => token.id !== id));
    },
  });
}
