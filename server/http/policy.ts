/**
 * Every guard of a request, declared by its route: `config: { policy: { … } }` in the route's
 * options (Fastify's place for what a hook must know about a route). The hooks of app.ts read it
 * through `request.routeOptions.config.policy`: the session and role check (auth/guard.ts), what an
 * access token may do (auth/tokenPolicy.ts), what a suspended member may write (auth/suspension.ts)
 * and which writes clear the answers kept for visitors (cache/publicAnswers.ts); the OpenAPI
 * transform documents it (plugins/swagger.ts). The app refuses to start when a route under /api has
 * no policy or one that contradicts itself (checkRoutePolicy).
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import { isSafeMethod } from './methods';

export interface RoutePolicy {
  /**
   * What the session cookie (or a token standing in for it) does for the route:
   *   - 'required': 401 UNAUTHENTICATED without one (checked before the body is read);
   *   - 'optional': answers anyone, a session changes the answer (`myVote`, `favorited`, `mine`…);
   *   - 'none': the session is not looked at.
   */
  session: 'required' | 'optional' | 'none';
  /**
   * Console routes: the role needed besides the session. Everyone without it (a suspended
   * moderator included), signed in or not, gets 404 NOT_FOUND, as for a route that does not exist.
   */
  role?: 'moderator' | 'admin';
  /**
   * What an access token (`Authorization: Bearer`) may do here:
   *   - 'read': any token; 'write': a read-write token (a read token gets 403 TOKEN_READ_ONLY);
   *   - 'session-only': managing tokens and the account needs the signed-in person, so a leaked
   *     token cannot mint tokens or lock its owner out (403 TOKEN_NOT_ALLOWED);
   *   - 'hidden': the console; a token gets 404, as anyone who is not staff;
   *   - 'own': the route checks the scope itself per operation (MCP: one POST carries reads and writes);
   *   - 'only': the route acts on the token the request is made with (a token revoking itself), so any
   *     token may call it and the session cookie may not (403 TOKEN_REQUIRED); needs session 'required'.
   */
  token: 'read' | 'write' | 'session-only' | 'hidden' | 'own' | 'only';
  /**
   * Writes only: whether a suspended member may make it. 'allowed': taking care of the account and
   * taking their own content down; 'unshare-only': allowed when the body only makes a prompt private
   * (checked once the body is read); 'refused': 403 SUSPENDED.
   */
  whenSuspended?: 'allowed' | 'unshare-only' | 'refused';
  /**
   * Writes only: whether a successful write can change an answer kept for visitors (their community
   * list: shared prompts' text, authors, scores and comment counts; comment threads), so that the
   * kept answers go. A function decides from the request when only some writes of the route matter.
   */
  publicAnswers?: 'clears' | 'keeps' | ((request: FastifyRequest) => boolean);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyInstance {
    /** The policy of every route under /api, by `METHOD /api/route` as Fastify writes it (`:id`). */
    routePolicies: ReadonlyMap<string, RoutePolicy>;
  }
}

/** The policy of the request's route; undefined for a request that matched no route (it ends in 404). */
export function policyOf(request: FastifyRequest): RoutePolicy | undefined {
  return request.routeOptions.config.policy;
}

const POLICY_FILE = 'server/http/policy.ts';

/**
 * onRoute hook of /api: the app does not start when a route has no policy, or one that contradicts
 * itself or the route (the error names the route). Checked per method.
 */
export function checkRoutePolicy(route: RouteOptions): void {
  const methods = [route.method].flat();
  const name = `${methods.join(',')} ${route.url}`;
  const policy = route.config?.policy;
  const fail = (why: string) => {
    throw new Error(`Route ${name}: ${why} (config.policy, see ${POLICY_FILE})`);
  };
  if (!policy) fail('declares no policy');
  const { session, role, token, whenSuspended, publicAnswers } = policy!;
  if (role && (session !== 'required' || token !== 'hidden'))
    fail(`a console route (role '${role}') needs session: 'required' and token: 'hidden'`);
  if (!role && token === 'hidden') fail("token: 'hidden' is for console routes (a role)");
  if (token === 'only' && (session !== 'required' || role))
    fail("token: 'only' acts for the token's owner: it needs session: 'required' and no role");
  for (const method of methods) {
    const safe = isSafeMethod(method);
    if (token === 'read' && !safe) fail(`${method} is a write: token: 'write' (or another) rather than 'read'`);
    if (token === 'write' && safe) fail(`${method} is a read: token: 'read' rather than 'write'`);
    if (safe && (whenSuspended !== undefined || publicAnswers !== undefined))
      fail(`${method} is a read: whenSuspended and publicAnswers are for writes`);
    if (!safe && (whenSuspended === undefined || publicAnswers === undefined))
      fail(`${method} is a write: say whenSuspended and publicAnswers`);
  }
}

/** The onRoute hook of /api: checks each route's policy (checkRoutePolicy), then records it in `into`. */
export function recordRoutePolicies(into: Map<string, RoutePolicy>): (route: RouteOptions) => void {
  return (route) => {
    checkRoutePolicy(route);
    for (const method of [route.method].flat()) into.set(`${method} ${route.url}`, route.config!.policy!);
  };
}
