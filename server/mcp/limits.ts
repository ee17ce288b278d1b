/**
 * Rate limits of /api/mcp, per call kind, with the rules every other /api route uses: one POST
 * may read, search or write, so app.ts leaves it to this preHandler, which runs once the
 * (size-bounded) body is parsed and before any call is served. A POST carries one message
 * (batches are refused before this runs): it counts as a read; search_prompts also as a search,
 * save_prompt and add_favorite also as writes. A member (named only by a token here) is counted
 * per account and per token, anyone else per address. The counters are those of the REST routes
 * (one per rule name, server/plugins/rateLimit.ts): a search here and a search there share one limit.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tokenKey } from '../search';
import { memberOf } from './context';

const SEARCH_TOOLS = new Set(['search_prompts']);
const WRITE_TOOLS = new Set(['save_prompt', 'add_favorite']);

/** The tool a JSON-RPC message calls, if it is a tools/call. */
function calledTool(body: unknown): string | undefined {
  const call = body as { method?: unknown; params?: { name?: unknown } } | null;
  return call?.method === 'tools/call' && typeof call.params?.name === 'string' ? call.params.name : undefined;
}

export function mcpLimits(app: FastifyInstance): preHandlerAsyncHookHandler {
  const account = (request: FastifyRequest) => {
    const member = memberOf(request);
    return member ? String(member.user.id) : undefined;
  };
  const rules = {
    readIp: app.limiter('readIp', 'ip'),
    readAccount: app.limiter('readAccount', account),
    readToken: app.limiter('readToken', tokenKey),
    searchIp: app.limiter('searchIp', 'ip'),
    searchAccount: app.limiter('searchAccount', account),
    writeIp: app.limiter('writeIp', 'ip'),
    writeAccount: app.limiter('writeAccount', account),
    writeToken: app.limiter('writeToken', tokenKey),
  };
  return async function (request, reply) {
    const member = memberOf(request) !== null;
    const tool = calledTool(request.body) ?? '';
    const apply = async (...names: (keyof typeof rules)[]) => {
      for (const name of names) await rules[name].call(this, request, reply);
    };
    await (member ? apply('readAccount', 'readToken') : apply('readIp'));
    if (SEARCH_TOOLS.has(tool)) await apply(member ? 'searchAccount' : 'searchIp');
    if (WRITE_TOOLS.has(tool)) await apply('writeIp', 'writeAccount', 'writeToken');
  };
}
