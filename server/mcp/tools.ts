/**
 * MCP tools: search_prompts, get_prompt, list_categories for everyone; save_prompt and add_favorite
 * for a member with a read-write token. Inputs are the contract's zod schemas (src/api/contract/mcp.ts);
 * each answer is text plus structuredContent matching the tool's outputSchema (get_prompt's filled
 * text is in the text only, once). Bad input is an isError result naming the problem, never an
 * internal error; a failure of the tool is one too (server/mcp/errors.ts).
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import {
  AddFavoriteInput,
  AddFavoriteOutput,
  GetPromptInput,
  GetPromptOutput,
  ListCategoriesInput,
  ListCategoriesOutput,
  SavePromptInput,
  SavePromptOutput,
  SearchPromptsInput,
  SearchPromptsOutput,
} from '../../src/api/contract/mcp';
import { localePath } from '../../src/config/locales';
import { communityPromptPath } from '../../src/navigation/communityPaths';
import { countByTag, filterByTags, sortPrompts } from '../../src/prompts/library';
import { TAG_KEYS } from '../../src/prompts/tags';
import { extractVariables } from '../../src/prompts/variables';
import { standingOf } from '../rules/accountAge';
import { suspendedError } from '../auth/suspension';
import { AppError } from '../errors';
import { getCommunityPrompt, listCommunityPrompts } from '../repositories/community';
import { addFavorite } from '../repositories/favorites';
import { createPrompt } from '../repositories/prompts';
import { curatedScores } from '../repositories/votes';
import { searchAdmission } from '../search';
import type { McpContext } from './context';
import { failureOf, issuesText } from './errors';
import { filledText } from './prompts';

interface ToolDefinition<Input extends z.ZodType, Output extends z.ZodType> {
  name: string;
  description: string;
  input: Input;
  output: Output;
  /** Offered only to a member whose token may write. */
  writes?: boolean;
  run: (input: z.output<Input>, context: McpContext) => Promise<{ text: string; result: z.output<Output> }>;
}

const defineTool = <Input extends z.ZodType, Output extends z.ZodType>(tool: ToolDefinition<Input, Output>) => tool;

const searchPrompts = defineTool({
  name: 'search_prompts',
  description:
    'Search PromptDeck prompts: curated (278, in 13 languages) and/or community ones, by words, tags and order.',
  input: SearchPromptsInput,
  output: SearchPromptsOutput,
  async run(input, context) {
    const results: z.output<typeof SearchPromptsOutput>['results'] = [];
    if (input.source !== 'community') {
      const view = context.view(input.language ?? context.defaultLanguage);
      const matches = filterByTags(view.search(input.text ?? ''), input.tags ?? []);
      const scores =
        input.sort === 'votes' ? (await curatedScores(context.deps.database.kysely, null, undefined)).scores : {};
      const sort = input.sort === 'recommended' ? 'weight' : input.sort;
      for (const prompt of sortPrompts(matches, sort, scores).slice(0, input.limit)) {
        results.push({
          source: 'curated' as const,
          ref: prompt.id,
          name: prompt.name,
          title: prompt.title,
          role: prompt.role,
          tags: prompt.tags,
          url: prompt.url,
        });
      }
    }
    if (input.source !== 'curated' && !(input.tags && input.tags.length > 0)) {
      const { deps } = context;
      const { kysely, dialect, background } = deps.database;
      const language = input.language ?? context.defaultLanguage;
      const siteRoot = deps.config.siteUrl.replace(/\/+$/, '');
      const page = await listCommunityPrompts(
        kysely,
        dialect,
        context.member?.user.id ?? null,
        {
          q: input.text || undefined,
          sort: input.sort === 'votes' ? 'votes' : 'newest',
          page: 1,
          pageSize: input.limit,
          now: deps.clock.now().toISOString(),
        },
        background,
        {
          admission: searchAdmission(deps.database, deps.config.search),
          timeoutMs: deps.config.search.timeoutMs,
        },
      );
      for (const prompt of page.items) {
        results.push({
          source: 'community' as const,
          ref: prompt.id,
          name: `promptdeck-community-${prompt.id}`,
          title: prompt.title,
          role: prompt.remark,
          tags: [],
          url: `${siteRoot}${localePath(language, communityPromptPath(prompt.id))}`,
        });
      }
    }
    const text = results.length
      ? results.map((hit) => `${hit.source} ${hit.ref}: ${hit.title}${hit.role ? ` — ${hit.role}` : ''}`).join('\n')
      : 'No prompt matches.';
    return { text, result: { results } };
  },
});

const getPromptTool = defineTool({
  name: 'get_prompt',
  description:
    'The text of one prompt (curated number or community id) in a language, its {{placeholders}} filled with the values given.',
  input: GetPromptInput,
  output: GetPromptOutput,
  async run(input, context) {
    const values = new Map(Object.entries(input.variables ?? {}));
    if (input.number !== undefined) {
      const language = input.language ?? context.defaultLanguage;
      const prompt = context.view(language).byNumber.get(input.number);
      if (!prompt) throw new AppError(404, 'NOT_FOUND', `No curated prompt number ${input.number}`);
      const text = filledText(prompt.text, values);
      const missing = prompt.variables.map((v) => v.name).filter((name) => !values.get(name)?.trim());
      return {
        text,
        result: {
          source: 'curated' as const,
          ref: prompt.id,
          language,
          title: prompt.title,
          variables: prompt.variables,
          missing,
        },
      };
    }
    const id = input.communityId!;
    const prompt = await getCommunityPrompt(context.deps.database.kysely, context.member?.user.id ?? null, id);
    const names = extractVariables(prompt.description);
    const text = filledText(prompt.description, values);
    return {
      text,
      result: {
        source: 'community' as const,
        ref: id,
        language: null,
        title: prompt.title,
        variables: names.map((name) => ({ name, label: name })),
        missing: names.filter((name) => !values.get(name)?.trim()),
      },
    };
  },
});

const listCategories = defineTool({
  name: 'list_categories',
  description: 'The 27 categories (tags) of the curated prompts with their labels in a language and their counts.',
  input: ListCategoriesInput,
  output: ListCategoriesOutput,
  async run(input, context) {
    const language = input.language ?? context.defaultLanguage;
    const view = context.view(language);
    const counts = countByTag(view.prompts);
    const categories = TAG_KEYS.map((tag) => ({ tag, label: view.tagLabels[tag], count: counts[tag] }));
    return {
      text: categories.map((c) => `${c.tag}: ${c.label} (${c.count})`).join('\n'),
      result: { language, categories },
    };
  },
});

/** The member behind a read-write token, refused when suspended (as every other write of the API). */
function writer(context: McpContext) {
  const member = context.member;
  if (!member?.canWrite) throw new AppError(403, 'FORBIDDEN', 'This tool needs a read-write token');
  if (member.user.suspension) throw suspendedError(member.user.suspension);
  return member.user;
}

const savePrompt = defineTool({
  name: 'save_prompt',
  description: 'Save a prompt to my PromptDeck space (private unless shared is true).',
  input: SavePromptInput,
  output: SavePromptOutput,
  writes: true,
  async run(input, context) {
    const user = writer(context);
    const { deps } = context;
    const prompt = await createPrompt(
      deps.database,
      user.id,
      { title: input.title, description: input.text, remark: input.role, notes: input.notes, shared: input.shared },
      deps.clock.now().toISOString(),
      standingOf(deps.config, user.createdAt, deps.clock.now()),
    );
    const name = `promptdeck-mine-${prompt.id}`;
    return {
      text: `Saved as ${name}${prompt.shared ? ' (shared with the community)' : ' (private)'}.`,
      result: { id: prompt.id, shared: prompt.shared, name },
    };
  },
});

const addFavoriteTool = defineTool({
  name: 'add_favorite',
  description: 'Add a curated (number) or community (communityId) prompt to my favorites.',
  input: AddFavoriteInput,
  output: AddFavoriteOutput,
  writes: true,
  async run(input, context) {
    const user = writer(context);
    const target =
      input.number !== undefined
        ? { kind: 'curated' as const, ref: input.number }
        : { kind: 'community' as const, ref: input.communityId! };
    const state = await addFavorite(context.deps.database, user.id, target, context.deps.clock.now().toISOString());
    return { text: `Prompt ${target.kind} ${target.ref} is among your favorites.`, result: state };
  },
});

const TOOLS: readonly ToolDefinition<any, any>[] = [
  searchPrompts,
  getPromptTool,
  listCategories,
  savePrompt,
  addFavoriteTool,
];

/** JSON Schema of a tool's input or output, as MCP clients read it (draft 7, no $schema key). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-7', unrepresentable: 'any' });
  return rest as Tool['inputSchema'];
}

const DESCRIPTIONS: readonly Tool[] = TOOLS.map((tool) => ({
  name: tool.name,
  description: tool.description,
  inputSchema: jsonSchemaOf(tool.input, 'input'),
  outputSchema: jsonSchemaOf(tool.output, 'output'),
}));

export function listTools(context: McpContext): Tool[] {
  return DESCRIPTIONS.filter((_, index) => !TOOLS[index]!.writes || context.member?.canWrite);
}

const failure = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

export async function callTool(context: McpContext, name: string, args: unknown): Promise<CallToolResult> {
  const tool = TOOLS.find((candidate) => candidate.name === name);
  if (!tool || (tool.writes && !context.member?.canWrite)) {
    return failure(tool ? `${name} needs a read-write token (Authorization: Bearer …)` : `No tool named ${name}`);
  }
  const input = tool.input.safeParse(args ?? {});
  if (!input.success) {
    return failure(`VALIDATION_FAILED: ${issuesText(input.error)}`);
  }
  try {
    const { text, result } = await tool.run(input.data, context);
    return { content: [{ type: 'text', text }], structuredContent: result };
  } catch (error) {
    const reason = failureOf(error, context);
    return failure(`${reason.code}: ${reason.message}`);
  }
}
