/**
 * Per-address limits on reads, checked in onRequest: before the query string is validated, the
 * body parsed or the database asked, so a refused request costs almost nothing. Visitors are
 * counted per address (readIp for every GET under /api, searchIp again for community searches);
 * members per account instead (readAccount, searchAccount), so a member sharing an address with a
 * flood of anonymous traffic (an office, a carrier NAT) keeps their own allowance, and a member
 * whose account floods is stopped however many addresses they use. Registration is itself limited
 * per address, which bounds how many accounts one address can hold. Reads fail OPEN when the
 * limiter's store (Redis) is down (server/plugins/rateLimit.ts): refusing every page would hurt far
 * more than a flood can while the admission (server/search/admission.ts) bounds the expensive ones.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/** The one route that runs community searches. */
export const COMMUNITY_LIST_URL = '/api/community/prompts';

/** A community search: the list, with a non-blank `q` (however it is spelled, before validation). */
export function isCommunitySearch(request: FastifyRequest): boolean {
  if (request.routeOptions.url !== COMMUNITY_LIST_URL) return false;
  const q = (request.query as Record<string, unknown> | undefined)?.q;
  return [q].flat().some((value) => typeof value === 'string' && value.trim() !== '');
}

/** The rate-limit key of a request made with an access token (its id), undefined for others. */
export const tokenKey = (request: FastifyRequest) =>
  request.credential?.kind === 'token' ? String(request.credential.tokenId) : undefined;

/**
 * The onRequest hook of /api applying the read rules; runs after the session is loaded. A token's
 * reads count against its account (readAccount) and against the token itself (readToken).
 */
export function readLimits(api: FastifyInstance): onRequestAsyncHookHandler {
  const account = (request: FastifyRequest) => (request.user ? String(request.user.id) : undefined);
  const readToken = api.limiter('readToken', tokenKey);
  const readIp = api.limiter('readIp', 'ip');
  const searchIp = api.limiter('searchIp', 'ip');
  const readAccount = api.limiter('readAccount', account);
  const searchAccount = api.limiter('searchAccount', account);
  return async function (request, reply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [read, search] = request.user ? [readAccount, searchAccount] : [readIp, searchIp];
    await read.call(this, request, reply);
    await readToken.call(this, request, reply);
    if (isCommunitySearch(request)) await search.call(this, request, reply);
  };
}
