/**
 * What an access token may do, decided in one place for the request hook and the OpenAPI
 * document alike. A route is one of:
 *   - 'console': the moderation console; a token answers 404, as for anyone who is not staff;
 *   - 'session': managing tokens and the account itself (password, sign-out, deletion) needs the
 *     signed-in person, so a leaked token cannot mint tokens or lock its owner out;
 *   - 'own': the route checks the scope itself per operation (the MCP server: one POST carries
 *     reads and writes alike);
 *   - 'read' / 'write': by the HTTP method (SAFE_METHODS read, every other method writes).
 * Paths are written as Fastify declares them (`/api/prompts/:id`) or as OpenAPI does
 * (`/api/prompts/{id}`); the rules below only look at fixed prefixes and parameterless paths.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors';
import { isSafeMethod } from '../http/methods';

export type TokenAccess = 'console' | 'session' | 'own' | 'read' | 'write';

const CONSOLE_PREFIX = '/api/admin';
const SESSION_ONLY_PREFIXES = ['/api/tokens', '/api/auth/'];
/** Routes under a session-only prefix that a token may still use: who am I. */
const TOKEN_ALLOWED = new Set(['GET /api/auth/me']);
/** Routes that check the token's scope per operation themselves. */
const OWN_SCOPE_PREFIXES = ['/api/mcp'];

const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

export function tokenAccess(method: string, path: string): TokenAccess {
  const upper = method.toUpperCase();
  if (under(path, CONSOLE_PREFIX)) return 'console';
  if (!TOKEN_ALLOWED.has(`${upper} ${path}`) && SESSION_ONLY_PREFIXES.some((prefix) => under(path, prefix)))
    return 'session';
  if (OWN_SCOPE_PREFIXES.some((prefix) => under(path, prefix))) return 'own';
  return isSafeMethod(upper) ? 'read' : 'write';
}

/**
 * Throws when the request's token may not use its route: 404 on the console, 403
 * TOKEN_NOT_ALLOWED on session-only routes, 403 TOKEN_READ_ONLY for a read token on a write.
 * Requests without a token, and requests to no route (they end in 404), pass.
 */
export function checkTokenRoute(request: FastifyRequest): void {
  const credential = request.credential;
  const route = request.routeOptions.url;
  if (credential?.kind !== 'token' || !route) return;
  switch (tokenAccess(request.method, route)) {
    case 'console':
      throw errors.notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    case 'session':
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
