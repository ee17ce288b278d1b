/** Who may reach a route at all, as its policy says (`session`, `role`: server/http/policy.ts). */
import type { FastifyRequest } from 'fastify';
import { policyOf } from '../http/policy';
import { requireAdmin, requireModerator } from './roles';
import { requireUser } from './sessions';

/**
 * onRequest hook of /api, once the session is loaded: 401 UNAUTHENTICATED where the route requires
 * a session, 404 NOT_FOUND on a console route for anyone without its role (a suspended moderator
 * included). Runs before the route's own hooks, so before any body is read.
 */
export async function guardRoute(request: FastifyRequest): Promise<void> {
  const policy = policyOf(request);
  if (!policy) return;
  if (policy.role === 'admin') requireAdmin(request);
  else if (policy.role === 'moderator') requireModerator(request);
  else if (policy.session === 'required') requireUser(request);
}
