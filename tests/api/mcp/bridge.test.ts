import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleartextWarning, endpointOf } from '../../../scripts/mcp/bridge';
import { createTestApp, type TestApp } from '../helpers/app';

const ROOT = path.resolve(__dirname, '../../..');

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = new Client({ name: 'bridge-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/mcp.ts'), '--site', address],
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '' },
      stderr: 'inherit',
    }),
  );
}, 120_000);
afterAll(async () => {
  await client?.close();
  await t?.close();
});

describe('the stdio bridge (npm run mcp)', () => {
  it('serves the remote prompts and tools over stdio', async () => {
    const page = await client.listPrompts();
    expect(page.prompts[0]?.name).toBe('promptdeck-001');
    expect(page.nextCursor).toBeTruthy();
    const filled = await client.getPrompt({ name: 'promptdeck-001', arguments: { genre: 'noir', language: 'en' } });
    expect(JSON.stringify(filled.messages)).toContain('noir');
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    expect(tools).toContain('search_prompts');
    const categories = await client.callTool({ name: 'list_categories', arguments: { language: 'ja' } });
    expect((categories.structuredContent as { categories: unknown[] }).categories).toHaveLength(27);
  });

  it('passes the remote errors through', async () => {
    await expect(client.getPrompt({ name: 'promptdeck-999' })).rejects.toThrow(/No prompt named/);
    const bad = await client.callTool({ name: 'search_prompts', arguments: { limit: -1 } });
    expect(bad.isError).toBe(true);
  });

  it('finds the endpoint under the site address', () => {
    expect(endpointOf('https://prompts.example').href).toBe('https://prompts.example/api/mcp');
    expect(endpointOf('https://example.org/deck/').href).toBe('https://example.org/deck/api/mcp');
    expect(() => endpointOf('file:///etc/passwd')).toThrow(/http/);
  });

  it('warns about an http:// site on another machine, not about https:// or this machine', () => {
    expect(cleartextWarning('http://prompts.example')).toMatch(/http:\/\/prompts\.example is not encrypted/);
    expect(cleartextWarning('http://192.168.1.20:3000')).toMatch(/in the clear/);
    for (const site of [
      'https://prompts.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://deck.localhost',
    ])
      expect(cleartextWarning(site)).toBeUndefined();
  });
});
