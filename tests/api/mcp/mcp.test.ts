import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_PROMPT_PAGE_SIZE } from '../../../src/api/contract/mcp';
import { PROMPT_COUNT } from '../../../src/prompts/count';
import { TAG_KEYS } from '../../../src/prompts/tags';
import { communityPromptPath } from '../../../src/navigation/communityPaths';
import { createPrompt, createTestApp, registerUser, TEST_ENV, type TestApp } from '../helpers/app';
import { mcpClient } from './helpers';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await createTestApp();
  client = await mcpClient(t.app);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await t?.close();
});

const textOf = (result: { messages: { content: { type: string; text?: string } }[] }) =>
  result.messages.map((message) => message.content.text ?? '').join('\n');

describe('MCP prompts', () => {
  it('lists every curated prompt a page at a time, each with its placeholders and language as arguments', async () => {
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listPrompts(cursor ? { cursor } : {});
      expect(page.prompts.length).toBeLessThanOrEqual(MCP_PROMPT_PAGE_SIZE);
      names.push(...page.prompts.map((prompt) => prompt.name));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(PROMPT_COUNT / MCP_PROMPT_PAGE_SIZE));
    expect(names).toHaveLength(PROMPT_COUNT);
    expect(names[41]).toBe('promptdeck-042');
    const first = (await client.listPrompts()).prompts[0]!;
    expect(first.arguments?.map((argument) => argument.name)).toEqual(['genre', 'premise', 'language']);
    expect(first.arguments?.[0]?.description).toBe('Genre');
  });

  it('fills a prompt in the language asked for (en, ar, ja), placeholders left empty stay visible', async () => {
    const en = textOf(await client.getPrompt({ name: 'promptdeck-001', arguments: { genre: 'noir' } }));
    expect(en).toContain('noir');
    expect(en).toContain('{{premise}}');
    const ar = textOf(
      await client.getPrompt({
        name: 'promptdeck-001',
        arguments: { genre: 'خيال', premise: 'مدينة', language: 'ar' },
      }),
    );
    expect(ar).toContain('أريد أن تكون شريكي');
    expect(ar).toContain('خيال');
    expect(ar).not.toContain('{{');
    const ja = textOf(await client.getPrompt({ name: 'promptdeck-001', arguments: { language: 'ja' } }));
    expect(ja).toMatch(/[\u3040-\u30ff]/);
  });

  it('answers an unknown prompt, language or cursor with an MCP error, not a 5xx', async () => {
    await expect(client.getPrompt({ name: 'promptdeck-999' })).rejects.toThrow(/No prompt named/);
    await expect(client.getPrompt({ name: 'promptdeck-001', arguments: { language: 'xx' } })).rejects.toThrow(
      /Language must be one of/,
    );
    await expect(client.listPrompts({ cursor: 'bm90LWEtY3Vyc29y' })).rejects.toThrow(/Cursor is not valid/);
    await expect(client.getPrompt({ name: 'promptdeck-mine-1' })).rejects.toThrow(/need a token/);
  });
});

describe('MCP tools', () => {
  it('offers the read tools to anyone, not the write tools', async () => {
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(['search_prompts', 'get_prompt', 'list_categories']);
  });

  it('searches curated prompts by words and tags in a language', async () => {
    const result = await client.callTool({
      name: 'search_prompts',
      arguments: { text: 'plain-language rewriter', language: 'en', limit: 5 },
    });
    expect(result.isError).toBeFalsy();
    const hits = (result.structuredContent as { results: { ref: number; name: string }[] }).results;
    expect(hits.map((hit) => hit.ref)).toContain(42);
    const tagged = await client.callTool({ name: 'search_prompts', arguments: { tags: ['code'], limit: 20 } });
    const codeHits = (tagged.structuredContent as { results: { tags: string[] }[] }).results;
    expect(codeHits.length).toBeGreaterThan(0);
    expect(codeHits.every((hit) => hit.tags.includes('code'))).toBe(true);
  });

  it('searches community prompts too', async () => {
    const author = await registerUser(t.app);
    const { id } = await createPrompt(author, { title: 'Zebra crossing helper', shared: true });
    const result = await client.callTool({
      name: 'search_prompts',
      arguments: { text: 'zebra', source: 'both', language: 'fr' },
    });
    const hits = (result.structuredContent as { results: { source: string; title: string; url: string }[] }).results;
    // The community prompt's own page, in the language asked for (what the site's cards link to).
    expect(hits).toContainEqual({
      source: 'community',
      ref: id,
      name: `promptdeck-community-${id}`,
      title: 'Zebra crossing helper',
      role: null,
      tags: [],
      url: `${TEST_ENV.SITE_URL}/fr${communityPromptPath(id)}`,
    });
  });

  it('fills a prompt by number with get_prompt', async () => {
    const result = await client.callTool({
      name: 'get_prompt',
      arguments: { number: 1, language: 'ja', variables: { genre: 'SF' } },
    });
    const out = result.structuredContent as { missing: string[]; variables: { label: string }[] };
    const content = result.content as { type: string; text: string }[];
    expect(content).toHaveLength(1);
    expect(content[0]!.text).toContain('SF');
    expect(out.missing).toEqual(['premise']);
    expect(out.variables[0]?.label).toBe('ジャンル');
  });

  it('lists the 27 categories with localized labels', async () => {
    const result = await client.callTool({ name: 'list_categories', arguments: { language: 'ar' } });
    const out = result.structuredContent as { categories: { tag: string; label: string; count: number }[] };
    expect(out.categories.map((category) => category.tag)).toEqual([...TAG_KEYS]);
    expect(out.categories.find((category) => category.tag === 'write')?.label).toBe('الكتابة');
  });

  it('answers bad input with an isError result naming the problem', async () => {
    const bad = await client.callTool({ name: 'search_prompts', arguments: { limit: 5000, tags: ['nope'] } });
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toMatch(/VALIDATION_FAILED/);
    const neither = await client.callTool({ name: 'get_prompt', arguments: {} });
    expect(neither.isError).toBe(true);
    const missing = await client.callTool({ name: 'get_prompt', arguments: { communityId: 999999 } });
    expect(missing.isError).toBe(true);
    expect(JSON.stringify(missing.content)).toMatch(/NOT_FOUND/);
  });

  it('does not let an anonymous client save or add favorites', async () => {
    const save = await client.callTool({ name: 'save_prompt', arguments: { title: 'x', text: 'y' } });
    expect(save.isError).toBe(true);
    expect(JSON.stringify(save.content)).toMatch(/read-write token/);
    const favorite = await client.callTool({ name: 'add_favorite', arguments: { number: 3 } });
    expect(favorite.isError).toBe(true);
  });

  it('ignores the cookie session: a signed-in browser is anonymous here', async () => {
    const member = await registerUser(t.app);
    const call = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'save_prompt', arguments: { title: 'x', text: 'y' } },
    };
    const headers = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
    // No CSRF header either: the endpoint does not act on the cookie.
    const answer = await member.post('/api/mcp', call, { csrf: false, headers });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ isError: true });
    expect(JSON.stringify(answer.body.result.content)).toMatch(/read-write token/);
    expect((await member.get('/api/prompts')).body.items).toHaveLength(0);
  });
});

describe('MCP over HTTP', () => {
  it('answers malformed requests with 4xx, never 5xx', async () => {
    const post = (payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mcp',
        payload,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      });
    expect((await post('{')).statusCode).toBe(400);
    expect((await post('{"hello":1}')).statusCode).toBe(400);
    expect((await post('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { accept: 'text/html' })).statusCode).toBe(
      406,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/mcp' })).statusCode).toBe(405);
  });
});
