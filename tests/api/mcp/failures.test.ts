/**
 * Review L2: a failure inside an MCP handler that is not an expected AppError is logged with the
 * request id and answered with a generic message (never the raw error's text); a database out of
 * reach answers SERVICE_UNAVAILABLE as REST's 503 does, and a storage failure is noted for /api/health.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrompt, createTestApp, registerUser, type TestApp } from '../helpers/app';

let t: TestApp;
let lines: Record<string, any>[];
let sharedId: number;
beforeAll(async () => {
  lines = [];
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  const author = await registerUser(t.app);
  sharedId = (await createPrompt(author, { title: 'Shared', description: 'Hello {{name}}', shared: true })).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const realKysely = () => (t.database as { kysely: object }).kysely;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** Makes every query the app starts from here throw `error` (the stub inside the tools), until the test ends. */
function databaseThrows(error: Error) {
  const database = t.database as { kysely: object };
  const real = realKysely();
  database.kysely = new Proxy(real, {
    get(target, property, receiver) {
      if (property === 'selectFrom' || property === 'insertInto' || property === 'transaction')
        return () => {
          throw error;
        };
      return Reflect.get(target, property, receiver);
    },
  });
  restore = () => (database.kysely = real);
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

async function rpc(payload: object) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: payload as Record<string, unknown>,
  });
  return { status: answer.statusCode, body: answer.json(), raw: answer.body };
}

const getPromptTool = (id: number) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'get_prompt', arguments: { communityId: id } },
});

/** The log lines of the request that logged `message`, with that request's own lines. */
function loggedFailure(message: string) {
  const line = lines.find((entry) => entry.msg === message);
  expect(line).toBeDefined();
  const sameRequest = lines.filter((entry) => entry.reqId === line!.reqId);
  expect(sameRequest.some((entry) => entry.req?.url === '/api/mcp')).toBe(true);
  return line!;
}

describe('MCP failures', () => {
  it('answers a bug inside a tool with a generic message, and logs it with the request id', async () => {
    databaseThrows(new Error('secret detail: no such column users.password_hash'));
    const { status, body, raw } = await rpc(getPromptTool(sharedId));
    expect(status).toBe(200);
    expect(body.result).toEqual({
      isError: true,
      content: [{ type: 'text', text: 'INTERNAL: Something went wrong on our side, try again later' }],
    });
    expect(raw).not.toContain('secret detail');
    const line = loggedFailure('MCP call failed');
    expect(line.level).toBe(50);
    expect(line.err.message).toContain('secret detail');
  });

  it('answers a bug inside prompts/get with a JSON-RPC internal error, generic too', async () => {
    lines.length = 0;
    databaseThrows(new Error('secret detail: relation "prompts" does not exist'));
    const { body, raw } = await rpc({
      jsonrpc: '2.0',
      id: 2,
      method: 'prompts/get',
      params: { name: `promptdeck-community-${sharedId}` },
    });
    expect(body.error).toMatchObject({
      code: -32603,
      message: 'MCP error -32603: Something went wrong on our side, try again later',
      data: { code: 'INTERNAL' },
    });
    expect(raw).not.toContain('secret detail');
    expect(loggedFailure('MCP call failed').level).toBe(50);
  });

  it('answers a database out of reach as SERVICE_UNAVAILABLE, with a warning, as REST does', async () => {
    lines.length = 0;
    databaseThrows(withCode('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'));
    const { body, raw } = await rpc(getPromptTool(sharedId));
    expect(body.result.content[0].text).toBe('SERVICE_UNAVAILABLE: The database is busy, try again in a moment');
    expect(raw).not.toContain('database is locked');
    expect(loggedFailure('database unavailable: MCP call answered SERVICE_UNAVAILABLE').level).toBe(40);
  });

  it('notes a storage failure for /api/health', async () => {
    databaseThrows(withCode('SQLITE_FULL: database or disk is full', 'SQLITE_FULL'));
    const { body } = await rpc(getPromptTool(sharedId));
    expect(body.result.content[0].text).toBe('SERVICE_UNAVAILABLE: Changes cannot be saved right now, try again later');
    expect(t.database.storageFailures.recent(t.clock.now())).toBe('SQLITE_FULL');
  });
});
