/**
 * The tools of the MCP server at /api/mcp: what each takes and answers. They reuse the
 * field schemas of the REST contract (texts, search words, ids, sorts), so a limit changed
 * there changes here, and the server hands these to MCP clients as JSON Schema.
 */
import * as z from 'zod';
import { LOCALES } from '../../config/locales';
import { TAG_KEYS } from '../../prompts/tags';
import { VARIABLE_NAME_PATTERN } from '../../prompts/variables';
import { LIMITS } from '../limits';
import { IdParam, SearchText } from './common';
import { CommunitySort } from './community';
import { PromptTextInput, SharedInput } from './prompts';

/** The most results one search_prompts call answers, from each source. */
export const MCP_SEARCH_LIMIT_MAX = 20;
/** Curated prompts per page of prompts/list. */
export const MCP_PROMPT_PAGE_SIZE = 50;
/** The most variable values a get_prompt call may carry, and how long each may be. */
export const MCP_VARIABLES_MAX = 20;
export const MCP_VARIABLE_VALUE_MAX = LIMITS.PROMPT_DESCRIPTION_MAX;
/** The longest placeholder name a client may give a value for. */
export const MCP_VARIABLE_NAME_MAX = 64;
/** No answer of /api/mcp is larger (bytes of JSON); a bigger one is replaced by an error. */
export const MCP_ANSWER_MAX_BYTES = 262_144;

export const McpLanguage = z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` });
export type McpLanguage = z.infer<typeof McpLanguage>;

export const McpTag = z.enum(TAG_KEYS, { error: 'Unknown tag; list_categories names them' });

export const McpSource = z.enum(['curated', 'community', 'both']);

/** Curated prompts by their recommended order (weight), or as the community list sorts. */
export const McpSort = z.enum(['recommended', ...CommunitySort.options]);

export const SearchPromptsInput = z.object({
  text: SearchText.optional().describe('Words that must all occur (title, role or text)'),
  tags: z.array(McpTag).max(TAG_KEYS.length).optional().describe('Keep prompts with at least one of these tags'),
  language: McpLanguage.optional().describe('Language of the curated results'),
  source: McpSource.default('curated'),
  sort: McpSort.default('recommended'),
  limit: z.number().int().min(1).max(MCP_SEARCH_LIMIT_MAX).default(10),
});

const CURATED_NUMBER_MAX = 999;

/**
 * Values of a prompt's {{placeholders}} by name: get_prompt's `variables`, and the arguments of
 * prompts/get besides `language` (which the SDK otherwise takes as any record of strings).
 */
export const McpVariableValues = z
  .record(
    z
      .string()
      .max(MCP_VARIABLE_NAME_MAX)
      .regex(VARIABLE_NAME_PATTERN, 'Names are those of the {{placeholders}}: a-z, then a-z, 0-9 or _'),
    z.string().max(MCP_VARIABLE_VALUE_MAX, `A value may be at most ${MCP_VARIABLE_VALUE_MAX} characters`),
  )
  .refine((values) => Object.keys(values).length <= MCP_VARIABLES_MAX, `At most ${MCP_VARIABLES_MAX} variables`);

/** Which prompt get_prompt fills: a curated number or a community id, one of the two. */
export const GetPromptInput = z
  .object({
    number: z.number().int().min(1).max(CURATED_NUMBER_MAX).optional().describe('Curated prompt number, e.g. 42'),
    communityId: IdParam.optional().describe('Community prompt id'),
    language: McpLanguage.optional(),
    variables: McpVariableValues.optional().describe('Values of the {{placeholders}} by name'),
  })
  .refine((input) => (input.number === undefined) !== (input.communityId === undefined), {
    message: 'Give either number or communityId',
  });

export const ListCategoriesInput = z.object({ language: McpLanguage.optional() });

export const SavePromptInput = z.object({
  title: PromptTextInput.title,
  text: PromptTextInput.description,
  role: PromptTextInput.remark,
  notes: PromptTextInput.notes,
  shared: SharedInput.default(false).describe('List it on the community page (private by default)'),
});

export const AddFavoriteInput = z
  .object({ number: z.number().int().min(1).max(CURATED_NUMBER_MAX).optional(), communityId: IdParam.optional() })
  .refine((input) => (input.number === undefined) !== (input.communityId === undefined), {
    message: 'Give either number or communityId',
  });

// ---------------------------------------------------------------------------
// Results (structuredContent; each tool's outputSchema)
// ---------------------------------------------------------------------------

export const McpPromptHit = z.object({
  source: z.enum(['curated', 'community']),
  /** The curated number or the community id. */
  ref: z.number().int(),
  /** The MCP prompt that serves it (prompts/get), when there is one. */
  name: z.string().nullable(),
  title: z.string(),
  role: z.string().nullable(),
  tags: z.array(z.string()),
  url: z.string().nullable(),
});

export const SearchPromptsOutput = z.object({ results: z.array(McpPromptHit) });

/**
 * What get_prompt says about the prompt it filled. The filled text itself is the answer's text
 * content, once: assistants read the content, and a text of up to FILLED_TEXT_MAX is not repeated.
 */
export const GetPromptOutput = z.object({
  source: z.enum(['curated', 'community']),
  ref: z.number().int(),
  language: z.string().nullable(),
  title: z.string(),
  variables: z.array(z.object({ name: z.string(), label: z.string() })),
  /** Placeholders given no value stay as {{name}}. */
  missing: z.array(z.string()),
});

export const ListCategoriesOutput = z.object({
  language: z.string(),
  categories: z.array(z.object({ tag: z.string(), label: z.string(), count: z.number().int() })),
});

export const SavePromptOutput = z.object({ id: z.number().int(), shared: z.boolean(), name: z.string() });

export const AddFavoriteOutput = z.object({
  kind: z.enum(['curated', 'community']),
  ref: z.number().int(),
  favorited: z.boolean(),
});
