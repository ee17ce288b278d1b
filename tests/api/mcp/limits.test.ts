/**
 * Review M1: an MCP call counts against its own limit and against the REST limit of the same kind,
 * with one counter per rule name (server/plugins/rateLimit.ts): a search here and a search there
 * share searchIp, a write with a token shares writeToken.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';

async function limitedApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false', ...env } });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const mcpCall = (t: TestApp, name: string, args: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
  });

describe('MCP and REST share their rate-limit counters', () => {
  it('two REST searches use up RATE_LIMIT_SEARCH_IP=2: an MCP search is refused', async () => {
    await limitedApp({ RATE_LIMIT_SEARCH_IP: '2' }, async (t) => {
      for (const q of ['plan1', 'plan2'])
        expect((await t.app.inject({ method: 'GET', url: `/api/community/prompts?q=${q}` })).statusCode).toBe(200);
      const search = await mcpCall(t, 'search_prompts', { text: 'plan', source: 'community' });
      expect(search.statusCode).toBe(429);
      expect(search.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  it('two REST writes with a token use up RATE_LIMIT_WRITE_TOKEN=2: MCP save_prompt is refused', async () => {
    await limitedApp({ RATE_LIMIT_WRITE_TOKEN: '2' }, async (t) => {
      const me = await registerUser(t.app);
      const created = await me.post('/api/tokens', {
        name: 'assistant',
        scope: 'write',
        expiresInDays: 30,
        password: me.password,
      });
      expect(created.status).toBe(201);
      const token = created.body.secret as string;
      for (const title of ['one', 'two']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/prompts',
          headers: { authorization: `Bearer ${token}` },
          payload: { title, description: 'Written through REST' },
        });
        expect(res.statusCode).toBe(201);
      }
      const save = await mcpCall(t, 'save_prompt', { title: 'three', text: 'Written through MCP' }, token);
      expect(save.statusCode).toBe(429);
      expect((await me.get('/api/prompts')).body.items).toHaveLength(2);
    });
  });
});
