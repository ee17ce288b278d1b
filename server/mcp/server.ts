/**
 * One MCP server per request (the SDK's stateless pattern): a low-level Server whose prompt and
 * tool handlers close over the request's context. Cheap to build (four handlers and a shared
 * schema validator); nothing is kept between requests, so any instance behind a load balancer
 * can answer any call.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { McpContext } from './context';
import { asMcpError } from './errors';
import { getPrompt, listPrompts } from './prompts';
import { callTool, listTools } from './tools';

export const MCP_SERVER_NAME = 'promptdeck';

/**
 * The SDK builds a JSON Schema validator (a new Ajv) for every Server unless given one: most of
 * the cost of a server per request. It validates only what a server asks of the client
 * (elicitation), which this one never does, so one instance serves every request.
 */
const sharedSchemaValidator = new AjvJsonSchemaValidator();

export function buildMcpServer(context: McpContext, version: string): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, version },
    {
      capabilities: { prompts: {}, tools: {} },
      jsonSchemaValidator: sharedSchemaValidator,
      instructions:
        'PromptDeck: curated prompts in 13 languages as MCP prompts (promptdeck-NNN), and tools to search, fill and save prompts.',
    },
  );
  // Every failure leaves through asMcpError: logged when it is not the client's, never its raw message.
  const guarded =
    <Request, Result>(handle: (request: Request) => Result | Promise<Result>) =>
    async (request: Request): Promise<Result> => {
      try {
        return await handle(request);
      } catch (error) {
        return asMcpError(error, context);
      }
    };
  server.setRequestHandler(
    ListPromptsRequestSchema,
    guarded((request) => listPrompts(context, request.params?.cursor)),
  );
  server.setRequestHandler(
    GetPromptRequestSchema,
    guarded((request) => getPrompt(context, request.params.name, request.params.arguments)),
  );
  server.setRequestHandler(
    ListToolsRequestSchema,
    guarded(() => ({ tools: listTools(context) })),
  );
  server.setRequestHandler(
    CallToolRequestSchema,
    guarded((request) => callTool(context, request.params.name, request.params.arguments)),
  );
  return server;
}
