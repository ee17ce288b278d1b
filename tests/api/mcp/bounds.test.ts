/**
 * Review H1: no MCP request makes the server build a huge answer. A shared prompt of 1,600
 * {{a}} once turned a 219 KB request into a 350 MB answer; prompts/get took any arguments, the
 * filled text had no budget, get_prompt sent it twice, and a batch of 27 calls never answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_ANSWER_MAX_BYTES, MCP_VARIABLE_VALUE_MAX, MCP_VARIABLES_MAX } from '../../../src/api/contract/mcp';
import { LIMITS } from '../../../src/api/limits';
import { FILLED_TEXT_MAX } from '../../../src/prompts/variables';
import { createPrompt, createTestApp, registerUser, type TestApp } from '../helpers/app';

let t: TestApp;
let multiplier: number;
beforeAll(async () => {
  t = await createTestApp();
  const author = await registerUser(t.app);
  multiplier = (
    await createPrompt(author, {
      title: 'Many placeholders',
      description: '{{a}}'.repeat(LIMITS.PROMPT_DESCRIPTION_MAX / 5),
      shared: true,
    })
  ).id;
  // The catalogue is read on the first call (a server reads it when it starts listening): not timed below.
  await rpc(getPrompt('promptdeck-001', {}));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** One JSON-RPC POST, as an assistant sends it; the answer's size and time are what H1 is about. */
async function rpc(payload: unknown) {
  const started = performance.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: JSON.stringify(payload),
  });
  return { answer, ms: performance.now() - started, bytes: answer.rawPayload.length, body: answer.json() };
}

const getPrompt = (name: string, args: Record<string, string>, id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'prompts/get',
  params: { name, arguments: args },
});
const callTool = (name: string, args: unknown, id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

// A loaded 2-core machine runs these: the review's 200 ms, with room (unbounded, this took seconds).
const QUICK_MS = 1000;

describe('prompts/get', () => {
  it('refuses a 200 KB argument on the 1,600-placeholder prompt at once, with a small answer', async () => {
    const { answer, ms, bytes, body } = await rpc(
      getPrompt(`promptdeck-community-${multiplier}`, { a: 'x'.repeat(200 * 1024) }),
    );
    expect(answer.statusCode).toBe(200);
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toBe(
      'MCP error -32602: Arguments are not valid: a: A value may be at most 8000 characters',
    );
    expect(bytes).toBeLessThan(1024);
    expect(ms).toBeLessThan(QUICK_MS);
  });

  it('refuses to fill beyond FILLED_TEXT_MAX before building the text', async () => {
    const { ms, bytes, body } = await rpc(
      getPrompt(`promptdeck-community-${multiplier}`, { a: 'x'.repeat(MCP_VARIABLE_VALUE_MAX) }),
    );
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toBe(
      `MCP error -32602: The filled text would be longer than ${FILLED_TEXT_MAX} characters: give shorter values`,
    );
    expect(bytes).toBeLessThan(1024);
    expect(ms).toBeLessThan(QUICK_MS);
    // Within the budget it fills: 1,600 × 40 characters.
    const fits = await rpc(getPrompt(`promptdeck-community-${multiplier}`, { a: 'y'.repeat(40) }));
    expect(fits.body.result.messages[0].content.text).toBe('y'.repeat(40 * 1600));
  });

  it('holds arguments to get_prompt rules: how many, which names, language allowed', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: MCP_VARIABLES_MAX + 1 }, (_, i) => [`v${i}`, 'x']));
    expect((await rpc(getPrompt('promptdeck-001', tooMany))).body.error.message).toMatch(
      new RegExp(`At most ${MCP_VARIABLES_MAX} variables`),
    );
    const badName = await rpc(getPrompt('promptdeck-001', { 'Not-a-name': 'x' }));
    expect(badName.body.error.message).toBe(
      'MCP error -32602: Arguments are not valid: Not-a-name: Names are those of the {{placeholders}}: a-z, then a-z, 0-9 or _',
    );
    const fine = await rpc(getPrompt('promptdeck-001', { genre: 'noir', language: 'en' }));
    expect(fine.body.result.messages[0].content.text).toContain('noir');
  });
});

describe('get_prompt', () => {
  it('refuses the same through tools/call, at once and small', async () => {
    const { ms, bytes, body } = await rpc(
      callTool('get_prompt', { communityId: multiplier, variables: { a: 'x'.repeat(MCP_VARIABLE_VALUE_MAX) } }),
    );
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toBe(
      `VALIDATION_FAILED: The filled text would be longer than ${FILLED_TEXT_MAX} characters: give shorter values`,
    );
    expect(bytes).toBeLessThan(1024);
    expect(ms).toBeLessThan(QUICK_MS);
  });

  it('puts the filled text in the answer once', async () => {
    const value = 'z'.repeat(40);
    const { body } = await rpc(callTool('get_prompt', { communityId: multiplier, variables: { a: value } }));
    const filled = value.repeat(1600);
    expect(body.result.content).toEqual([{ type: 'text', text: filled }]);
    expect(JSON.stringify(body).split(filled)).toHaveLength(2);
  });
});

describe('every answer', () => {
  it('is refused as a JSON-RPC batch, before any call runs', async () => {
    const batch = Array.from({ length: 27 }, (_, i) =>
      callTool('get_prompt', { communityId: multiplier, variables: { a: 'x'.repeat(MCP_VARIABLE_VALUE_MAX) } }, i),
    );
    const { answer, ms, body } = await rpc(batch);
    expect(answer.statusCode).toBe(400);
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'JSON-RPC batches are not supported: send one message per request' },
    });
    expect(ms).toBeLessThan(QUICK_MS);
  });

  it(`is at most ${MCP_ANSWER_MAX_BYTES} bytes: a larger one is replaced by an error`, async () => {
    const author = await registerUser(t.app);
    const sixteen = await createPrompt(author, { title: 'Sixteen', description: '{{a}}'.repeat(16), shared: true });
    // Within FILLED_TEXT_MAX code units, but each control character is six bytes of JSON (\u0001).
    const value = '\u0001'.repeat(Math.floor(FILLED_TEXT_MAX / 16));
    const { bytes, body } = await rpc(callTool('get_prompt', { communityId: sixteen.id, variables: { a: value } }, 7));
    expect(bytes).toBeLessThanOrEqual(MCP_ANSWER_MAX_BYTES);
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32602,
        message: `The answer would be larger than ${MCP_ANSWER_MAX_BYTES} bytes: ask for less (shorter values, fewer results)`,
      },
    });
  });
});
