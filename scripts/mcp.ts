/**
 * `npm run -s mcp -- --site https://prompts.example [--token …]`: PromptDeck's MCP server over
 * stdio, forwarding to the site's /api/mcp (scripts/mcp/bridge.ts). The token may come from
 * PROMPTDECK_TOKEN instead, so it stays out of process lists, and the site from PROMPTDECK_SITE,
 * so a client configuration needs no `--` (which npm and some launchers treat as their own).
 * stdout carries the protocol only: messages go to stderr.
 */
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { cleartextWarning, createBridge } from './mcp/bridge';

const USAGE =
  'Usage: npm run -s mcp -- --site https://prompts.example [--token <token>] (or PROMPTDECK_SITE and PROMPTDECK_TOKEN)';

async function main() {
  const { values } = parseArgs({ options: { site: { type: 'string' }, token: { type: 'string' } } });
  const site = values.site ?? (process.env.PROMPTDECK_SITE || undefined);
  if (!site) throw new Error(USAGE);
  const token = values.token ?? (process.env.PROMPTDECK_TOKEN || undefined);
  const warning = cleartextWarning(site);
  if (warning) process.stderr.write(`promptdeck mcp: ${warning}\n`);
  const { server, client } = await createBridge({ site, token });
  const transport = new StdioServerTransport();
  server.onclose = () => void client.close();
  await server.connect(transport);
}

main().catch((error: unknown) => {
  process.stderr.write(`promptdeck mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
