/**
 * MCP prompts: every curated prompt (`promptdeck-042`), and for a member with a token their own
 * prompts (`promptdeck-mine-<id>`) and the community prompts among their favorites
 * (`promptdeck-community-<id>`). Listed a page at a time behind an opaque cursor; a prompt's
 * {{placeholders}} are its arguments, described by their labels in the language asked for.
 */
import { ErrorCode, McpError, type GetPromptResult, type Prompt } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { MCP_PROMPT_PAGE_SIZE, McpLanguage, McpVariableValues } from '../../src/api/contract/mcp';
import { idFromText, LIMITS } from '../../src/api/limits';
import type { Locale } from '../../src/config/locales';
import {
  extractVariables,
  FILLED_TEXT_MAX,
  fillVariablesWithin,
  type VariableValues,
} from '../../src/prompts/variables';
import { errors } from '../errors';
import { fromCursorText, toCursorText } from '../repositories/cursor';
import { listFavorites } from '../repositories/favorites';
import { getCommunityPrompt } from '../repositories/community';
import { listMyPrompts, ownPrompt } from '../repositories/prompts';
import { curatedNumberOf, type McpCuratedPrompt } from './catalog';
import type { McpContext } from './context';
import { issuesText } from './errors';

/** The argument every prompt takes besides its placeholders. */
export const LANGUAGE_ARGUMENT = 'language';

/** Where a page of prompts/list starts: a section and the position inside it. */
const PageCursor = z.union([
  z.tuple([z.literal('curated'), z.number().int().min(0)]),
  z.tuple([z.enum(['mine', 'favorites']), z.string().max(LIMITS.CURSOR_MAX).nullable()]),
]);
type PageCursor = z.infer<typeof PageCursor>;

const encodeCursor = (cursor: PageCursor) => toCursorText(cursor);

function decodeCursor(text: string | undefined): PageCursor {
  if (text === undefined) return ['curated', 0];
  const parsed = text.length > LIMITS.CURSOR_MAX * 2 ? undefined : PageCursor.safeParse(fromCursorText(text));
  if (!parsed?.success) throw new McpError(ErrorCode.InvalidParams, 'Cursor is not valid');
  return parsed.data;
}

const languageArgument = (defaultLanguage: Locale) => ({
  name: LANGUAGE_ARGUMENT,
  description: `Language of the text: ${McpLanguage.options.join(', ')} (default ${defaultLanguage})`,
  required: false,
});

export function curatedPromptEntry(prompt: McpCuratedPrompt, defaultLanguage: Locale): Prompt {
  return {
    name: prompt.name,
    title: prompt.title,
    description: `${prompt.title} — ${prompt.role}`,
    arguments: [
      ...prompt.variables.map((variable) => ({ name: variable.name, description: variable.label, required: false })),
      languageArgument(defaultLanguage),
    ],
  };
}

function memberPromptEntry(name: string, title: string, remark: string | null, text: string): Prompt {
  return {
    name,
    title,
    description: remark ? `${title} — ${remark}` : title,
    arguments: extractVariables(text).map((variable) => ({ name: variable, description: variable, required: false })),
  };
}

/** One page of prompts/list: curated first, then (with a token) my prompts, then my community favorites. */
export async function listPrompts(context: McpContext, cursorText: string | undefined) {
  const cursor = decodeCursor(cursorText);
  const { member, deps } = context;
  const db = deps.database.kysely;
  const view = context.view(context.defaultLanguage);
  if (cursor[0] === 'curated') {
    const start = cursor[1];
    const page = view.prompts.slice(start, start + MCP_PROMPT_PAGE_SIZE);
    const end = start + page.length;
    const next: PageCursor | undefined =
      end < view.prompts.length ? ['curated', end] : member ? ['mine', null] : undefined;
    return {
      prompts: page.map((prompt) => curatedPromptEntry(prompt, context.defaultLanguage)),
      nextCursor: next && encodeCursor(next),
    };
  }
  if (!member) throw new McpError(ErrorCode.InvalidParams, 'This cursor needs the token it was listed with');
  const pageSize = LIMITS.PAGE_SIZE_MAX;
  if (cursor[0] === 'mine') {
    const page = await listMyPrompts(db, deps.database.dialect, member.user.id, {
      cursor: cursor[1] ?? undefined,
      pageSize,
    });
    return {
      prompts: page.items.map((prompt) =>
        memberPromptEntry(`promptdeck-mine-${prompt.id}`, prompt.title, prompt.remark, prompt.description),
      ),
      nextCursor: encodeCursor(page.nextCursor ? ['mine', page.nextCursor] : ['favorites', null]),
    };
  }
  const page = await listFavorites(db, member.user.id, { cursor: cursor[1] ?? undefined, pageSize });
  const prompts: Prompt[] = [];
  for (const item of page.items) {
    if (!item.prompt) continue;
    const prompt = item.prompt;
    prompts.push(
      memberPromptEntry(`promptdeck-community-${prompt.id}`, prompt.title, prompt.remark, prompt.description),
    );
  }
  return { prompts, nextCursor: page.nextCursor ? encodeCursor(['favorites', page.nextCursor]) : undefined };
}

/** The language an argument asks for, or the configured default; an unknown one is an MCP error. */
export function languageOf(context: McpContext, value: string | undefined): Locale {
  if (value === undefined || value === '') return context.defaultLanguage;
  const parsed = McpLanguage.safeParse(value);
  if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.issues[0]!.message);
  return parsed.data;
}

/**
 * A prompt's text with its placeholders filled, refused before anything is built when it would be
 * longer than FILLED_TEXT_MAX (a short text repeating one placeholder multiplies its value).
 */
export function filledText(text: string, values: VariableValues): string {
  const filled = fillVariablesWithin(text, values);
  if (filled === undefined)
    throw errors.invalid(
      'variables',
      `The filled text would be longer than ${FILLED_TEXT_MAX} characters: give shorter values`,
    );
  return filled;
}

const asUserMessage = (text: string, description: string): GetPromptResult => ({
  description,
  messages: [{ role: 'user', content: { type: 'text', text } }],
});

/**
 * The placeholder values of prompts/get's arguments, held to get_prompt's rules (how many, how
 * long, which names); `language` is not one of them.
 */
function valuesOf(args: Record<string, string>): Map<string, string> {
  const { [LANGUAGE_ARGUMENT]: _language, ...rest } = args;
  const parsed = McpVariableValues.safeParse(rest);
  if (!parsed.success)
    throw new McpError(ErrorCode.InvalidParams, `Arguments are not valid: ${issuesText(parsed.error, 'arguments')}`);
  return new Map(Object.entries(parsed.data));
}

/** prompts/get: the prompt's text in the language asked for, its placeholders filled with the arguments given. */
export async function getPrompt(
  context: McpContext,
  name: string,
  args: Record<string, string> = {},
): Promise<GetPromptResult> {
  const values = valuesOf(args);
  const number = curatedNumberOf(name);
  if (number !== undefined) {
    const language = languageOf(context, args[LANGUAGE_ARGUMENT]);
    const prompt = context.view(language).byNumber.get(number);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `No prompt named ${name}`);
    return asUserMessage(filledText(prompt.text, values), `${prompt.title} — ${prompt.role}`);
  }
  const member = /^promptdeck-(mine|community)-(\d+)$/.exec(name);
  const id = idFromText(member?.[2]);
  if (!member || id === undefined) throw new McpError(ErrorCode.InvalidParams, `No prompt named ${name}`);
  const db = context.deps.database.kysely;
  const userId = context.member?.user.id ?? null;
  if (member[1] === 'mine') {
    if (userId === null) throw new McpError(ErrorCode.InvalidParams, 'Your own prompts need a token');
    const prompt = await ownPrompt(db, id, userId);
    return asUserMessage(filledText(prompt.description, values), prompt.title);
  }
  const prompt = await getCommunityPrompt(db, userId, id);
  return asUserMessage(filledText(prompt.description, values), prompt.title);
}
