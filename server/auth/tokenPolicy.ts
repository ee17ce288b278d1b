/**
 * What an access token may do on a route, as the route's policy says (`token`, server/http/policy.ts),
 * for the request hook; the OpenAPI document marks the same (`x-token-scope`, plugins/swagger.ts).
 */
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors';
import { policyOf } from '../http/policy';

/**
 * Throws when the request's token may not use its route: 404 on the console, 403
 * TOKEN_NOT_ALLOWED on session-only routes, 403 TOKEN_READ_ONLY for a read token on a write.
 * Requests without a token, and requests to no route (they end in 404), pass.
 */
export function checkTokenRoute(request: FastifyRequest): void {
  const credential = request.credential;
  const policy = policyOf(request);
  if (credential?.kind !== 'token' || !policy) return;
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
      return;
  }
}
