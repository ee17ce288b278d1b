/**
 * Review L1: /api/mcp checks Origin as the Streamable HTTP transport asks (a browser page of
 * another site is refused; clients that send no Origin are served), and the Request handed to the
 * SDK is built from SITE_URL, so a malformed Host is not a 500 nor an error in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENV, type TestApp } from '../helpers/app';

let t: TestApp;
let lines: Record<string, any>[];
beforeAll(async () => {
  lines = [];
  t = await createTestApp({
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const LIST_TOOLS = { jsonrpc: '2.0', id: 1, method: 'tools/list' };

const post = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    payload: LIST_TOOLS,
  });

describe('Origin', () => {
  it('refuses a browser page of another site with 403 and a JSON-RPC error', async () => {
    const siteOrigin = new URL(TEST_ENV.SITE_URL!).origin;
    for (const origin of ['https://evil.example', 'null', `${siteOrigin}.evil.example`]) {
      const answer = await post({ origin, 'sec-fetch-site': 'cross-site' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32000,
          message: `Origin ${origin} is not allowed: only ${siteOrigin} may call this server from a browser`,
        },
      });
    }
  });

  it("serves the site's own pages and clients that send no Origin", async () => {
    expect((await post({ origin: new URL(TEST_ENV.SITE_URL!).origin })).statusCode).toBe(200);
    const none = await post({});
    expect(none.statusCode).toBe(200);
    expect(none.json().result.tools.length).toBeGreaterThan(0);
  });
});

describe('Host', () => {
  it('answers a malformed Host without a 500 and without an error in the log', async () => {
    lines.length = 0;
    for (const host of ['a b', 'attacker.example', '[::1', '%%']) {
      const answer = await post({ host });
      expect(answer.statusCode, host).toBeLessThan(500);
    }
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
