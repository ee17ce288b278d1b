import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from '../helpers/app';
import { mcpClient } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function newToken(owner: Agent, scope: 'read' | 'write') {
  const res = await owner.post('/api/tokens', { name: `${scope} token`, scope, expiresInDays: 30 });
  expect(res.status).toBe(201);
  return res.body as { id: number; secret: string };
}

/** Every prompt name of prompts/list, all pages. */
async function allNames(client: Client): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listPrompts(cursor ? { cursor } : {});
    names.push(...page.prompts.map((prompt) => prompt.name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

const errorText = (result: object) => JSON.stringify((result as { content?: unknown }).content);

describe('MCP with a token', () => {
  it('lists and fills my prompts and favorites with a read token, and refuses writes', async () => {
    const me = await registerUser(t.app);
    const author = await registerUser(t.app);
    const mine = await createPrompt(me, { title: 'My own helper', description: 'Explain {{topic}} simply' });
    const theirs = await createPrompt(author, { title: 'Their shared one', shared: true });
    expect((await me.put(`/api/favorites/community/${theirs.id}`)).status).toBe(200);
    const client = await mcpClient(t.app, (await newToken(me, 'read')).secret);
    try {
      const names = await allNames(client);
      expect(names).toContain(`promptdeck-mine-${mine.id}`);
      expect(names).toContain(`promptdeck-community-${theirs.id}`);
      expect(names).toContain('promptdeck-278');
      const filled = await client.getPrompt({ name: `promptdeck-mine-${mine.id}`, arguments: { topic: 'tides' } });
      expect(JSON.stringify(filled.messages)).toContain('Explain tides simply');
      expect((await client.listTools()).tools.map((tool) => tool.name)).not.toContain('save_prompt');
      const save = await client.callTool({ name: 'save_prompt', arguments: { title: 'x', text: 'y' } });
      expect(save.isError).toBe(true);
      expect((await me.get('/api/prompts')).body.items).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it("never serves another member's own prompt", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const private_ = await createPrompt(other, { title: 'Secret' });
    const client = await mcpClient(t.app, (await newToken(me, 'read')).secret);
    try {
      await expect(client.getPrompt({ name: `promptdeck-mine-${private_.id}` })).rejects.toThrow(/not found/i);
      await expect(client.getPrompt({ name: `promptdeck-community-${private_.id}` })).rejects.toThrow(/not found/i);
      expect(await allNames(client)).not.toContain(`promptdeck-mine-${private_.id}`);
    } finally {
      await client.close();
    }
  });

  it('saves a private prompt, a shared one and a favorite with a read-write token', async () => {
    const me = await registerUser(t.app);
    const client = await mcpClient(t.app, (await newToken(me, 'write')).secret);
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(
        expect.arrayContaining(['save_prompt', 'add_favorite']),
      );
      const saved = await client.callTool({
        name: 'save_prompt',
        arguments: { title: 'From my assistant', text: 'Summarize {{document}}' },
      });
      expect(saved.isError).toBeFalsy();
      const out = saved.structuredContent as { id: number; shared: boolean; name: string };
      expect(out).toMatchObject({ shared: false, name: `promptdeck-mine-${out.id}` });
      const own = await me.get(`/api/prompts/${out.id}`);
      expect(own.body.prompt).toMatchObject({ title: 'From my assistant', shared: false });
      const shared = await client.callTool({
        name: 'save_prompt',
        arguments: { title: 'Shared from MCP', text: 'Hello', shared: true },
      });
      const sharedId = (shared.structuredContent as { id: number }).id;
      expect((await new Agent(t.app).get(`/api/community/prompts/${sharedId}`)).status).toBe(200);
      const favorite = await client.callTool({ name: 'add_favorite', arguments: { number: 42 } });
      expect(favorite.structuredContent).toEqual({ kind: 'curated', ref: 42, favorited: true });
      expect((await me.get('/api/favorites/curated/42')).body.favorited).toBe(true);
      const tooLong = await client.callTool({ name: 'save_prompt', arguments: { title: 'x'.repeat(500), text: 'y' } });
      expect(tooLong.isError).toBe(true);
      expect(errorText(tooLong)).toMatch(/VALIDATION_FAILED: title/);
    } finally {
      await client.close();
    }
  });

  it('refuses a revoked token with 401 before any call', async () => {
    const me = await registerUser(t.app);
    const token = await newToken(me, 'write');
    expect((await me.delete(`/api/tokens/${token.id}`)).status).toBe(200);
    await expect(mcpClient(t.app, token.secret)).rejects.toThrow(/TOKEN_INVALID/);
  });
});

describe('MCP with the spam rules of a new account', () => {
  it('refuses links in a shared prompt of a new account, as POST /api/prompts does', async () => {
    const young = await createTestApp({ env: { NEW_ACCOUNT_HOURS: '24' } });
    try {
      const me = await registerUser(young.app);
      const client = await mcpClient(young.app, (await newToken(me, 'write')).secret);
      const result = await client.callTool({
        name: 'save_prompt',
        arguments: { title: 'Visit', text: 'See https://spam.example now', shared: true },
      });
      expect(result.isError).toBe(true);
      expect(errorText(result)).toMatch(/LINKS_NOT_ALLOWED_YET/);
      await client.close();
    } finally {
      await young.close();
    }
  });
});

describe('MCP rate limits', () => {
  it('counts search_prompts against the search limit, other calls only as reads', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_SEARCH_IP: '1' } });
    try {
      const call = (name: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/mcp',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } },
        });
      expect((await call('search_prompts')).statusCode).toBe(200);
      expect((await call('search_prompts')).statusCode).toBe(429);
      expect((await call('list_categories')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
