/**
 * What an access token may do on a route, as the route's policy says (`token`, server/http/policy.ts),
 * for the request hook; the OpenAPI document marks the same (`x-token-scope`, plugins/swagger.ts).
 */
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors';
import { policyOf } from '../http/policy';

/** 403 TOKEN_REQUIRED: a route about the token a request is made with, called with the session cookie. */
export const tokenRequired = () =>
  new AppError(
    403,
    'TOKEN_REQUIRED',
    'This route acts on the access token the request is made with: send it as Authorization: Bearer (a signed-in session revokes tokens with DELETE /api/tokens/{id})',
  );

/**
 * Throws when the request's token may not use its route: 404 on the console, 403
 * TOKEN_NOT_ALLOWED on session-only routes, 403 TOKEN_READ_ONLY for a read token on a write;
 * and when a route only a token may call is called with the session cookie (403 TOKEN_REQUIRED).
 * Requests without any credential (the guard answers them), and requests to no route (they end in 404), pass.
 */
export function checkTokenRoute(request: FastifyRequest): void {
  const credential = request.credential;
  const policy = policyOf(request);
  if (!policy) return;
  if (credential?.kind === 'session' && policy.token === 'only') throw tokenRequired();
  if (credential?.kind !== 'token') return;
  switch (policy.token) {
    case 'hidden':
      throw errors.notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    case 'session-only':
      throw new AppError(403, 'TOKEN_NOT_ALLOWED', 'This route needs a signed-in session; access tokens cannot use it');
    case 'write':
      if (credential.scope !== 'write')
        throw new AppError(
          403,
          'TOKEN_READ_ONLY',
          'This access token is read-only; this route needs a read-write token',
        );
      return;
    case 'own':
    case 'read':
    case 'only':
      return;
  }
}

/**
 * The id of the access token the request is made with, for a route declaring token: 'only' (whose
 * requests checkTokenRoute and the guard have already limited to a token). A route calling it
 * without that policy is a programming error.
 */
export function currentTokenId(request: FastifyRequest): number {
  const credential = request.credential;
  if (credential?.kind !== 'token' || policyOf(request)?.token !== 'only')
    throw new Error(`${request.method} ${request.routeOptions.url}: currentTokenId needs the policy token: 'only'`);
  return credential.tokenId;
}
