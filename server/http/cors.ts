/**
 * Cross-origin access to the API for requests that carry an access token (`Authorization: Bearer`),
 * so that a browser extension without a host permission for the site, or a page of any other origin,
 * can call it with the member's token.
 *
 * Any origin is accepted, on purpose: a bearer token is not ambient authority. A browser never
 * attaches it on its own (unlike the session cookie), so a page can only send a token it already
 * holds, and what that token may do does not depend on the page that sends it. The answers never
 * carry `Access-Control-Allow-Credentials`, so a browser neither sends the session cookie with a
 * cross-origin call (the preflight of a credentialed request fails) nor lets a page read an answer
 * that a cookie produced. `X-Requested-With` is not among the allowed request headers, so a
 * cross-origin page still cannot pass the cookie's CSRF check (http/csrf.ts), which stays as it was.
 *
 * The preflight (`OPTIONS` with `Access-Control-Request-Method`) is answered here, from the headers
 * alone: no session, no route, no query. Which routes a token may use is still decided on the real
 * request (auth/tokenPolicy.ts), whose refusals carry the same headers, so the caller can read them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The methods a cross-origin caller may use (GET is simple, but listed for clarity). */
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** The request headers it may send: its token and a JSON body. */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type'] as const;
/** Answer headers a cross-origin caller may read besides the safelisted ones: how long to wait after a 429 or 503. */
export const CORS_EXPOSED_HEADERS = ['Retry-After'] as const;
/** How long a browser may keep a preflight's answer (Chromium keeps it at most two hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

const BEARER_SCHEME = /^bearer(\s|$)/i;

/** Whether an Authorization header names the bearer scheme (whatever its value: a wrong one is a 401 the caller must read). */
export function namesBearerScheme(authorization: unknown): boolean {
  return typeof authorization === 'string' && BEARER_SCHEME.test(authorization);
}

/** A CORS preflight: OPTIONS from a browser that asks before sending the real request. */
function isPreflight(request: FastifyRequest): boolean {
  return (
    request.method === 'OPTIONS' &&
    typeof request.headers.origin === 'string' &&
    typeof request.headers['access-control-request-method'] === 'string'
  );
}

/**
 * onRequest hook for the API's paths. A preflight gets 204 with what a bearer caller may send; a
 * request from another origin with a bearer token gets its origin allowed. Anything else (no Origin,
 * the session cookie, another scheme) is left as it was: no CORS header at all.
 */
export async function bearerCors(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return undefined;
  if (isPreflight(request)) {
    return reply
      .code(204)
      .headers({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
        'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
        vary: 'Origin',
      })
      .send();
  }
  if (!namesBearerScheme(request.headers.authorization)) return undefined;
  reply.headers({
    'access-control-allow-origin': origin,
    'access-control-expose-headers': CORS_EXPOSED_HEADERS.join(', '),
    vary: 'Origin',
  });
  return undefined;
}
