/**
 * The MCP server seen by a client nobody here wrote: the MCP Inspector's command-line mode
 * (`@modelcontextprotocol/inspector-cli`, the program behind `npx @modelcontextprotocol/inspector
 * --cli`) against the production server. Over Streamable HTTP at /api/mcp as Claude Code, Cursor and
 * VS Code connect, and over stdio through the local bridge started from the very configuration the
 * docs page gives Claude Desktop users.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { GetPromptOutput, SavePromptOutput, SearchPromptsOutput } from '../../src/api/contract/mcp';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/http';
import type { TokenScope } from '../../src/api/contract/tokens';
import { uniqueName } from './support/account';
import { ROOT, promptText, promptTitle, RTL_LOCALE, type Locale } from './support/site';

const run = promisify(execFile);
const INSPECTOR = path.join(ROOT, 'node_modules', '.bin', 'mcp-inspector-cli');
// The inspector finds its own package.json as `../package.json` when that path exists from the
// working directory (else `../../package.json`, its monorepo layout): from tests/ it does.
const INSPECTOR_CWD = path.join(ROOT, 'tests');
const DOCS_PAGE = path.join(
  ROOT,
  'i18n',
  'en',
  'docusaurus-plugin-content-docs',
  'current',
  'guides',
  'data-and-tools.mdx',
);

interface ToolResult {
  content: { type: string; text: string }[];
  structuredContent?: unknown;
  isError?: boolean;
}

/** Runs the inspector once and returns what it printed, parsed: it prints the JSON-RPC result. */
async function inspect(args: string[]): Promise<unknown> {
  const { stdout } = await run(INSPECTOR, ['--cli', ...args], {
    cwd: INSPECTOR_CWD,
    timeout: 60_000,
    maxBuffer: 32 * 1024 * 1024,
  });
  return JSON.parse(stdout) as unknown;
}

const overHttp = (baseURL: string, token?: string) => [
  `${baseURL}/api/mcp`,
  '--transport',
  'http',
  ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
];

const toolArgs = (values: Record<string, string | number>) =>
  Object.entries(values).flatMap(([name, value]) => ['--tool-arg', `${name}=${value}`]);

/** A new member with an access token of the given scope, made through the API as the site would. */
async function memberWithToken(request: APIRequestContext, scope: TokenScope) {
  const username = uniqueName('mcp');
  const password = 'mcp-inspector-password';
  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const registered = await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.test`, password, agreeToTerms: true },
    headers,
  });
  expect(registered.status()).toBe(201);
  const created = await request.post('/api/tokens', {
    data: { name: 'MCP Inspector', scope, expiresInDays: 30, password },
    headers,
  });
  expect(created.status()).toBe(201);
  const { secret } = (await created.json()) as { secret: string };
  return { username, secret };
}

test.describe('MCP Inspector over Streamable HTTP', () => {
  test('lists the curated prompts a page at a time', async ({ baseURL }) => {
    const page = (await inspect([...overHttp(baseURL!), '--method', 'prompts/list'])) as {
      prompts: { name: string; arguments: { name: string }[] }[];
      nextCursor?: string;
    };
    expect(page.prompts[0]?.name).toBe('promptdeck-001');
    expect(page.prompts[0]?.arguments.map((argument) => argument.name)).toEqual(['genre', 'premise', 'language']);
    expect(page.nextCursor).toBeTruthy();
  });

  for (const locale of ['ja', 'fr', RTL_LOCALE] satisfies Locale[]) {
    test(`fills prompt 1's placeholders in ${locale}`, async ({ baseURL }) => {
      const values = { genre: 'noir', premise: 'a lighthouse keeper finds a letter' };
      const answer = (await inspect([
        ...overHttp(baseURL!),
        '--method',
        'prompts/get',
        '--prompt-name',
        'promptdeck-001',
        '--prompt-args',
        `genre=${values.genre}`,
        `premise=${values.premise}`,
        `language=${locale}`,
      ])) as { description: string; messages: { content: { text: string } }[] };
      const expected = promptText(1, locale)
        .replaceAll('{{genre}}', values.genre)
        .replaceAll('{{premise}}', values.premise);
      expect(answer.messages[0]?.content.text).toBe(expected);
      expect(answer.description).toContain(promptTitle(1, locale));
    });
  }

  test('search_prompts finds a prompt by its German title', async ({ baseURL }) => {
    const title = promptTitle(42, 'de');
    const result = (await inspect([
      ...overHttp(baseURL!),
      '--method',
      'tools/call',
      '--tool-name',
      'search_prompts',
      ...toolArgs({ text: title, language: 'de' }),
    ])) as ToolResult;
    expect(result.isError).toBeFalsy();
    const { results } = SearchPromptsOutput.parse(result.structuredContent);
    expect(results.map((hit) => hit.ref)).toContain(42);
    expect(results.find((hit) => hit.ref === 42)?.title).toBe(title);
  });

  test('bad input is a tool error the client can show, and the server keeps serving', async ({ baseURL, request }) => {
    const unknown = (await inspect([
      ...overHttp(baseURL!),
      '--method',
      'tools/call',
      '--tool-name',
      'get_prompt',
      ...toolArgs({ number: 999 }),
    ])) as ToolResult;
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]?.text).toMatch(/999/);
    const badLanguage = (await inspect([
      ...overHttp(baseURL!),
      '--method',
      'tools/call',
      '--tool-name',
      'get_prompt',
      ...toolArgs({ number: 1, language: 'xx' }),
    ])) as ToolResult;
    expect(badLanguage.isError).toBe(true);
    expect(badLanguage.content[0]?.text).toMatch(/^VALIDATION_FAILED: language: .*\bbn\b/);
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  test('a read-write token saves a private prompt to its member; a read-only one cannot', async ({
    baseURL,
    playwright,
    request,
  }) => {
    const writer = await playwright.request.newContext({ baseURL });
    const { secret } = await memberWithToken(writer, 'write');
    const title = uniqueName('Saved by MCP');
    const saved = (await inspect([
      ...overHttp(baseURL!, secret),
      '--method',
      'tools/call',
      '--tool-name',
      'save_prompt',
      ...toolArgs({ title, text: 'Summarise {{topic}} in three sentences.' }),
    ])) as ToolResult;
    expect(saved.isError).toBeFalsy();
    const { id, shared } = SavePromptOutput.parse(saved.structuredContent);
    expect(shared).toBe(false);
    const mine = await writer.get('/api/prompts', { headers: { Authorization: `Bearer ${secret}` } });
    expect(JSON.stringify(await mine.json())).toContain(title);
    expect((await request.get(`/api/community/prompts/${id}`)).status()).toBe(404);

    const reader = await playwright.request.newContext({ baseURL });
    const readOnly = await memberWithToken(reader, 'read');
    const refused = (await inspect([
      ...overHttp(baseURL!, readOnly.secret),
      '--method',
      'tools/call',
      '--tool-name',
      'save_prompt',
      ...toolArgs({ title, text: 'Never saved.' }),
    ])) as ToolResult;
    expect(refused.isError).toBe(true);
    expect(refused.content[0]?.text).toMatch(/needs a read-write token/);
    await writer.dispose();
    await reader.dispose();
  });
});

test.describe('MCP Inspector over stdio, configured as the docs tell Claude Desktop users', () => {
  /** The Claude Desktop block of the docs page, pointed at this checkout, this server and a token. */
  function claudeDesktopConfig(baseURL: string, token: string | undefined) {
    const blocks = [...fs.readFileSync(DOCS_PAGE, 'utf8').matchAll(/```json\n([\s\S]*?)```/g)].map(
      (match) => match[1]!,
    );
    const block = blocks.find((text) => text.includes('"command"'));
    if (!block) throw new Error(`no Claude Desktop configuration in ${DOCS_PAGE}`);
    const config = JSON.parse(block) as {
      mcpServers: { promptdeck: { args: string[]; env: Record<string, string> } };
    };
    const server = config.mcpServers.promptdeck;
    server.args = server.args.map((arg) => (arg === '/home/you/promptdeck' ? ROOT : arg));
    expect(server.args).toContain(ROOT);
    expect(server.env.PROMPTDECK_SITE).toBe('https://<your-site>');
    server.env.PROMPTDECK_SITE = baseURL;
    if (token) server.env.PROMPTDECK_TOKEN = token;
    else delete server.env.PROMPTDECK_TOKEN;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-mcp-')), 'claude_desktop_config.json');
    fs.writeFileSync(file, JSON.stringify(config));
    return ['--config', file, '--server', 'promptdeck'];
  }

  test('fills a prompt without a token', async ({ baseURL }) => {
    const result = (await inspect([
      ...claudeDesktopConfig(baseURL!, undefined),
      '--method',
      'tools/call',
      '--tool-name',
      'get_prompt',
      ...toolArgs({ number: 1, language: 'fr' }),
      '--tool-arg',
      'variables={"genre":"polar","premise":"un phare"}',
    ])) as ToolResult;
    // The filled text is the answer's text, once; structuredContent describes the prompt.
    const prompt = GetPromptOutput.parse(result.structuredContent);
    expect(result.content).toHaveLength(1);
    expect(result.content[0]?.text).toBe(
      promptText(1, 'fr').replaceAll('{{genre}}', 'polar').replaceAll('{{premise}}', 'un phare'),
    );
    expect(prompt.missing).toEqual([]);
  });

  test('saves a prompt to my space with a token', async ({ baseURL, playwright }) => {
    const member = await playwright.request.newContext({ baseURL });
    const { secret } = await memberWithToken(member, 'write');
    const title = uniqueName('From Claude Desktop');
    const saved = (await inspect([
      ...claudeDesktopConfig(baseURL!, secret),
      '--method',
      'tools/call',
      '--tool-name',
      'save_prompt',
      ...toolArgs({ title, text: 'Plan a week of meals for {{people}} people.' }),
    ])) as ToolResult;
    expect(saved.isError).toBeFalsy();
    const mine = await member.get('/api/prompts');
    expect(JSON.stringify(await mine.json())).toContain(title);
    await member.dispose();
  });
});
