/**
 * The MCP endpoint, POST /api/mcp (Streamable HTTP, stateless, JSON answers). Fastify has read,
 * size-checked and parsed the body; the SDK's web-standard transport takes it with a Request built
 * from the headers, and its Response goes back through Fastify, so the /api headers, logging and
 * error handling apply as for any route. GET (a server-sent event stream) means nothing without
 * sessions: 405 (and DELETE, ending a session, is no route).
 *
 * Before any work: a browser Origin other than the site's is refused (the transport specification
 * asks servers to check it against DNS rebinding), and so is a JSON-RPC batch (the 2025-06-18
 * revision has none, and one POST of 100 calls would multiply every limit and every answer). An
 * answer larger than MCP_ANSWER_MAX_BYTES is replaced by an error; the answer is sent as one
 * buffer of that bounded size, so a client that never reads holds at most that much.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MCP_ANSWER_MAX_BYTES } from '../../src/api/contract/mcp';
import { mcpSharesPrompt } from '../cache/publicAnswers';
import { BODY_LIMITS } from '../http/bodyLimits';
import { contextOf, warmCatalog } from './context';
import { mcpLimits } from './limits';
import { buildMcpServer } from './server';

/** The route's URL as Fastify names it (app.ts skips the cookie-session CSRF check for it). */
export const MCP_ROUTE = '/api/mcp';

/** JSON-RPC's code for an error the implementation defines (the SDK's transport uses it for refused headers). */
const SERVER_ERROR = -32000;

/** A JSON-RPC error answer, as the SDK's transport writes its own. */
export function jsonRpcError(id: unknown, code: number, message: string) {
  const validId = typeof id === 'string' || typeof id === 'number' ? id : null;
  return { jsonrpc: '2.0' as const, id: validId, error: { code, message } };
}

/**
 * The Request the transport reads: the endpoint's address from SITE_URL (never the Host header,
 * which a client may write as anything, e.g. "a b"), the client's headers as they came.
 */
function webRequestOf(request: FastifyRequest, endpoint: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(endpoint, { method: 'POST', headers });
}

const mcpRoutes: FastifyPluginAsync<{ version: string }> = async (app, options) => {
  const { deps } = app;
  const endpoint = new URL(MCP_ROUTE, deps.config.siteUrl).href;
  const siteOrigin = new URL(deps.config.siteUrl).origin;
  // Reading the catalogue takes a second or two of the event loop: done when the server starts
  // listening rather than by the first assistant's call (tests driving inject read it on first use).
  app.addHook('onListen', async () => {
    warmCatalog(deps);
  });

  // A batch (a JSON array) is refused unparsed: the parser hands on this stand-in instead of up to
  // 100 messages' worth of objects.
  const BATCH = Object.freeze({});
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (/^[ \t\n\r]*\[/.test(body as string)) return done(null, BATCH);
    parseJson(request, body as string, done);
  });

  /** A browser sends Origin; other clients (assistants, the bridge) send none, which is fine. */
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === siteOrigin) return;
    return reply
      .code(403)
      .send(
        jsonRpcError(
          null,
          SERVER_ERROR,
          `Origin ${origin} is not allowed: only ${siteOrigin} may call this server from a browser`,
        ),
      );
  };
  const refuseBatch = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.body !== BATCH) return;
    return reply
      .code(400)
      .send(
        jsonRpcError(
          null,
          ErrorCode.InvalidRequest,
          'JSON-RPC batches are not supported: send one message per request',
        ),
      );
  };

  // save_prompt carries a whole prompt: the body may be as large as POST /api/prompts takes.
  app.post(
    '/mcp',
    {
      // Only a bearer token names a member here (never the cookie), and each call checks the token's scope and
      // the member's suspension itself (server/mcp/tools.ts); save_prompt may share a prompt.
      config: { policy: { session: 'none', token: 'own', whenSuspended: 'allowed', publicAnswers: mcpSharesPrompt } },
      bodyLimit: BODY_LIMITS.prompt,
      onRequest: checkOrigin,
      preHandler: [refuseBatch, mcpLimits(app)],
      schema: { hide: true },
    },
    async (request, reply) => {
      const context = contextOf(deps, request);
      const server = buildMcpServer(context, options.version);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      let response: Response;
      try {
        await server.connect(transport);
        response = await transport.handleRequest(webRequestOf(request, endpoint), { parsedBody: request.body });
      } finally {
        await server.close();
      }
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') reply.header(name, value);
      });
      if (!response.body) return reply.send(null);
      const answer = Buffer.from(await response.arrayBuffer());
      if (answer.length <= MCP_ANSWER_MAX_BYTES) return reply.send(answer);
      request.log.warn({ bytes: answer.length }, 'MCP answer over MCP_ANSWER_MAX_BYTES: replaced by an error');
      const id = (request.body as { id?: unknown } | null)?.id;
      return reply.send(
        jsonRpcError(
          id,
          ErrorCode.InvalidParams,
          `The answer would be larger than ${MCP_ANSWER_MAX_BYTES} bytes: ask for less (shorter values, fewer results)`,
        ),
      );
    },
  );
  const noSessions = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({ code: 'METHOD_NOT_ALLOWED', message: 'This MCP server is stateless: POST JSON-RPC messages' });
  app.get('/mcp', { schema: { hide: true }, config: { policy: { session: 'none', token: 'own' } } }, noSessions);
};

export default mcpRoutes;
