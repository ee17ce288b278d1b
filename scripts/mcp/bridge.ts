/**
 * The local MCP server for assistants that only launch local processes: a stdio server whose every
 * handler forwards to a PromptDeck site's /api/mcp through the SDK's Streamable HTTP client, so the
 * local one can never drift from the remote one (same prompts, tools, schemas and errors).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';

export interface BridgeOptions {
  /** The site's address, e.g. https://prompts.example (its endpoint is <site>/api/mcp). */
  site: string;
  /** A personal access token: the member's own prompts and favorites, and with write scope the write tools. */
  token?: string;
}

export const BRIDGE_VERSION = '1.0.0';

export function endpointOf(site: string): URL {
  const url = new URL(site);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`--site must be an http(s) address: ${site}`);
  return new URL(`${url.pathname.replace(/\/+$/, '')}/api/mcp`, url);
}

/** Hosts that never leave this machine: http:// to them sends nothing over a network. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A warning for an http:// site on another machine (the token and the prompts would travel in the clear), else undefined. */
export function cleartextWarning(site: string): string | undefined {
  const url = new URL(site);
  if (url.protocol !== 'http:' || isLoopback(url.hostname)) return undefined;
  return `warning: ${url.origin} is not encrypted (http://): the token and the prompts travel in the clear. Use https:// unless the site runs on this machine.`;
}

/** Connects to the remote endpoint, then answers MCP requests over `serve`'s transport by forwarding them. */
export async function createBridge(options: BridgeOptions): Promise<{ server: Server; client: Client }> {
  const client = new Client({ name: 'promptdeck-stdio-bridge', version: BRIDGE_VERSION });
  await client.connect(
    new StreamableHTTPClientTransport(endpointOf(options.site), {
      requestInit: options.token ? { headers: { authorization: `Bearer ${options.token}` } } : undefined,
    }),
  );
  const remote = client.getServerVersion();
  const server = new Server(
    { name: remote?.name ?? 'promptdeck', version: remote?.version ?? BRIDGE_VERSION },
    { capabilities: { prompts: {}, tools: {} }, instructions: client.getInstructions() },
  );
  server.setRequestHandler(ListPromptsRequestSchema, (request) => client.listPrompts(request.params));
  server.setRequestHandler(GetPromptRequestSchema, (request) => client.getPrompt(request.params));
  server.setRequestHandler(ListToolsRequestSchema, (request) => client.listTools(request.params));
  server.setRequestHandler(CallToolRequestSchema, (request) => client.callTool(request.params));
  return { server, client };
}
