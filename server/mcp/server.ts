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
  server.setRequestHandler(ListPromptsRequestSchema, (request) => listPrompts(context, request.params?.cursor));
  server.setRequestHandler(GetPromptRequestSchema, (request) =>
    getPrompt(context, request.params.name, request.params.arguments),
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listTools(context) }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(context, request.params.name, request.params.arguments),
  );
  return server;
}
