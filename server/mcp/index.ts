/**
 * The MCP endpoint, POST /api/mcp (Streamable HTTP, stateless, JSON answers). Fastify has read,
 * size-checked and parsed the body; the SDK's web-standard transport takes it with a Request built
 * from the headers, and its Response goes back through Fastify, so the /api headers, logging and
 * error handling apply as for any route. GET (a server-sent event stream) means nothing without
 * sessions: 405 (and DELETE, ending a session, is no route).
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BODY_LIMITS } from '../http/bodyLimits';
import { contextOf, warmCatalog } from './context';
import { mcpLimits } from './limits';
import { buildMcpServer } from './server';

/** The route's URL as Fastify names it (app.ts skips the cookie-session CSRF check for it). */
export const MCP_ROUTE = '/api/mcp';

function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`http://${request.hostname || 'localhost'}${request.url}`, { method: 'POST', headers });
}

const mcpRoutes: FastifyPluginAsync<{ version: string }> = async (app, options) => {
  const { deps } = app;
  // Reading the catalogue takes a second or two of the event loop: done when the server starts
  // listening rather than by the first assistant's call (tests driving inject read it on first use).
  app.addHook('onListen', async () => {
    warmCatalog(deps);
  });
  // save_prompt carries a whole prompt: the body may be as large as POST /api/prompts takes.
  app.post(
    '/mcp',
    { bodyLimit: BODY_LIMITS.prompt, preHandler: mcpLimits(app), schema: { hide: true } },
    async (request, reply) => {
      const context = contextOf(deps, request);
      const server = buildMcpServer(context, options.version);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(webRequestOf(request), { parsedBody: request.body });
        reply.code(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'content-length') reply.header(name, value);
        });
        return reply.send(response.body ? await response.text() : null);
      } finally {
        await server.close();
      }
    },
  );
  const noSessions = async (_request: FastifyRequest, reply: import('fastify').FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({ code: 'METHOD_NOT_ALLOWED', message: 'This MCP server is stateless: POST JSON-RPC messages' });
  app.get('/mcp', { schema: { hide: true } }, noSessions);
};

export default mcpRoutes;
