/**
 * The hostile bench's MCP cases (review turn 4, H1): what one anonymous client costs through
 * /api/mcp when it asks for the largest answers the server could build. The hostile member shares
 * a prompt of 1,600 {{a}}; then
 *   7. prompts/get and get_prompt on it, with the longest value accepted, a value that fills to
 *      just under FILLED_TEXT_MAX, and a 200 KB value, back to back from 20 addresses;
 *   8. 100-message batches of the maximal get_prompt call;
 *   9. 20 non-reading clients: sockets that send the request of the largest answer and never
 *      read a byte, held open for the case's duration.
 * Each reports the longest event-loop block, the largest answer and the server's RSS, against
 * their targets (no block over 100 ms, no answer over MCP_ANSWER_MAX_BYTES, RSS growth ≤ 100 MB).
 */
import net from 'node:net';
import { MCP_ANSWER_MAX_BYTES, MCP_VARIABLE_VALUE_MAX } from '../../../src/api/contract/mcp';
import { LIMITS } from '../../../src/api/limits';
import { FILLED_TEXT_MAX } from '../../../src/prompts/variables';
import type { RunningServer } from '../server';
import { type Accounts, rss, whileMembers } from './cases';
import { client, headersOf, paced, Samples, send } from './clients';
import type { Row } from './report';
import { DURATION_S, RSS_TARGET_MB } from './settings';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const OCCURRENCES = LIMITS.PROMPT_DESCRIPTION_MAX / '{{a}}'.length;
/** A value that fills the 1,600 occurrences to just under the budget, three UTF-8 bytes a character. */
const LARGEST_FILL = '中'.repeat(Math.floor(FILLED_TEXT_MAX / OCCURRENCES));

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** The hostile member shares the prompt of 1,600 {{a}}; its id. */
async function shareMultiplier(server: RunningServer, accounts: Accounts): Promise<number> {
  const hostile = client(accounts.hostile.name, accounts.hostile.ip, accounts.hostile.cookie);
  const res = await fetch(`${server.base}/api/prompts`, {
    method: 'POST',
    headers: headersOf(hostile, true),
    body: JSON.stringify({ title: 'Many placeholders', description: '{{a}}'.repeat(OCCURRENCES), shared: true }),
  });
  hostile.agent.destroy();
  if (res.status !== 201) throw new Error(`sharing the 1,600-placeholder prompt: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { prompt: { id: number } }).prompt.id;
}

const promptsGet = (id: number, value: string, n = 1) => ({
  jsonrpc: '2.0',
  id: n,
  method: 'prompts/get',
  params: { name: `promptdeck-community-${id}`, arguments: { a: value } },
});
const getPromptCall = (id: number, value: string, n = 1) => ({
  jsonrpc: '2.0',
  id: n,
  method: 'tools/call',
  params: { name: 'get_prompt', arguments: { communityId: id, variables: { a: value } } },
});

/** Samples the server's RSS every 100 ms from now: before, peak and (on stop) after, in bytes. */
function rssWatch(server: RunningServer) {
  const pid = server.child.pid!;
  const before = rss(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss(pid))), 100);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rss(pid));
      return { before, peak, after: rss(pid) };
    },
  };
}

function memoryFigures(answers: Samples, memory: { before: number; peak: number; after: number }) {
  const largest = answers.max((a) => a.bytes);
  const growth = mb(memory.peak - memory.before);
  return {
    extra: `largest answer ${kb(largest)} ≤ ${kb(MCP_ANSWER_MAX_BYTES)}; RSS peak +${growth.toFixed(0)} MB ≤ ${RSS_TARGET_MB} MB`,
    extraMet: largest <= MCP_ANSWER_MAX_BYTES && growth <= RSS_TARGET_MB,
    memory: `server RSS ${mb(memory.before).toFixed(0)} MB before, peak ${mb(memory.peak).toFixed(0)} MB, ${mb(memory.after).toFixed(0)} MB after`,
  };
}

/** Sends `bodies` in turn from 20 addresses, back to back, for the case's duration. */
async function hammer(server: RunningServer, bodies: Record<string, Buffer>, prefix: string) {
  const kinds = Object.fromEntries(Object.keys(bodies).map((k) => [k, new Samples()]));
  const all = new Samples();
  const names = Object.keys(bodies);
  const stop = { stopped: false };
  const timer = setTimeout(() => (stop.stopped = true), DURATION_S * 1000);
  await Promise.all(
    [0, 1].map((lane) => {
      const agent = client(`mcp-${lane}`, `${prefix}.${lane + 1}`);
      return paced(stop, 0, async (i) => {
        const kind = names[(i + lane) % names.length]!;
        const answer = await send(server.base, '/api/mcp', {
          method: 'POST',
          headers: { ...MCP_HEADERS, 'x-forwarded-for': `${prefix}.${(i % 20) + 1}` },
          body: bodies[kind]!,
          agent: agent.agent,
        });
        kinds[kind]!.add(answer);
        all.add(answer);
      }).finally(() => agent.agent.destroy());
    }),
  );
  clearTimeout(timer);
  return { kinds, all };
}

export async function caseMcpPlaceholders(server: RunningServer, accounts: Accounts): Promise<Row> {
  const id = await shareMultiplier(server, accounts);
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const bodies = {
    'prompts/get longest value': json(promptsGet(id, 'x'.repeat(MCP_VARIABLE_VALUE_MAX))),
    'prompts/get largest fill': json(promptsGet(id, LARGEST_FILL)),
    'prompts/get 200 KB value': json(promptsGet(id, 'x'.repeat(200 * 1024))),
    'get_prompt longest value': json(getPromptCall(id, 'x'.repeat(MCP_VARIABLE_VALUE_MAX))),
    'get_prompt largest fill': json(getPromptCall(id, LARGEST_FILL)),
  };
  await sleep(500);
  const watch = rssWatch(server);
  const { result, members } = await whileMembers(server, accounts, () => hammer(server, bodies, '10.8.0'));
  await sleep(1000);
  const figures = memoryFigures(result.all, watch.stop());
  return {
    name: '7. MCP: 1,600-placeholder prompt (prompts/get, get_prompt)',
    loop: members.loop,
    members: members.figures,
    hostile: result.all.statuses(),
    extra: figures.extra,
    extraMet: figures.extraMet,
    details: [
      `prompt of ${OCCURRENCES} {{a}}; two connections back to back for ${DURATION_S} s from 20 addresses`,
      ...Object.entries(result.kinds).map(
        ([kind, s]) =>
          `${kind} (${kb(bodies[kind as keyof typeof bodies].length)} sent): ${s.statuses()}, answer ${kb(s.max((a) => a.bytes))}, p50 ${s.percentile(50).toFixed(0)} ms, max ${s.max().toFixed(0)} ms`,
      ),
      figures.memory,
    ],
  };
}

export async function caseMcpBatch(server: RunningServer, accounts: Accounts): Promise<Row> {
  const id = await shareMultiplier(server, accounts);
  const batch = Buffer.from(
    JSON.stringify(
      Array.from({ length: 100 }, (_, n) => getPromptCall(id, 'x'.repeat(Math.floor(MCP_VARIABLE_VALUE_MAX / 40)), n)),
    ),
  );
  await sleep(500);
  const watch = rssWatch(server);
  const { result, members } = await whileMembers(server, accounts, () =>
    hammer(server, { 'batch of 100 get_prompt': batch }, '10.9.0'),
  );
  await sleep(1000);
  const figures = memoryFigures(result.all, watch.stop());
  return {
    name: '8. MCP: 100-message batches',
    loop: members.loop,
    members: members.figures,
    hostile: result.all.statuses(),
    extra: figures.extra,
    extraMet: figures.extraMet,
    details: [
      `batches of 100 get_prompt calls (${kb(batch.length)} each; unbatched, each would fill 1,600 × ${Math.floor(MCP_VARIABLE_VALUE_MAX / 40)} characters), two connections back to back for ${DURATION_S} s`,
      `answers: ${result.all.statuses()}, p50 ${result.all.percentile(50).toFixed(0)} ms, max ${result.all.max().toFixed(0)} ms`,
      figures.memory,
    ],
  };
}

export async function caseMcpNonReading(server: RunningServer, accounts: Accounts): Promise<Row> {
  const id = await shareMultiplier(server, accounts);
  const body = Buffer.from(JSON.stringify(getPromptCall(id, LARGEST_FILL)));
  // What one answer weighs when read: what each socket leaves unread.
  const probe = await send(server.base, '/api/mcp', {
    method: 'POST',
    headers: { ...MCP_HEADERS, 'x-forwarded-for': '10.10.1.1' },
    body,
  });
  const url = new URL(server.base);
  const request = (ip: string) =>
    Buffer.concat([
      Buffer.from(
        `POST /api/mcp HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `Accept: application/json, text/event-stream\r\nX-Forwarded-For: ${ip}\r\n` +
          `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
      ),
      body,
    ]);
  await sleep(500);
  const watch = rssWatch(server);
  const sockets: net.Socket[] = [];
  let errors = 0;
  const { members } = await whileMembers(server, accounts, async () => {
    for (let k = 0; k < 20; k += 1) {
      const socket = net.connect(Number(url.port), url.hostname);
      socket.pause();
      socket.on('error', () => (errors += 1));
      socket.write(request(`10.10.0.${k + 1}`));
      sockets.push(socket);
    }
    await sleep(DURATION_S * 1000);
  });
  const memory = watch.stop();
  const open = sockets.filter((socket) => !socket.destroyed).length;
  for (const socket of sockets) socket.destroy();
  const answers = new Samples();
  answers.add(probe);
  const figures = memoryFigures(answers, memory);
  return {
    name: '9. MCP: 20 non-reading clients',
    loop: members.loop,
    members: members.figures,
    hostile: `${open} of 20 sockets open at the end${errors ? `, errors×${errors}` : ''}`,
    extra: figures.extra,
    extraMet: figures.extraMet,
    details: [
      `each socket sent the largest-fill get_prompt (${kb(body.length)}) and read nothing for ${DURATION_S} s; the same answer, read: ${probe.status}, ${kb(probe.bytes)}`,
      figures.memory,
    ],
  };
}
