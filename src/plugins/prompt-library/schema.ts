import * as z from 'zod';
import { TAG_KEYS } from '../../prompts/tags';
import { PROMPT_COUNT } from '../../prompts/count';

const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), 'must be one line');

/** Labels of the fill-in form in one language, by placeholder name: `variables: { topic: "主题" }`. */
const variableLabelsSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be a placeholder name like target_audience'),
  singleLine(60),
);

/** Front matter of `prompts/NNN.md`, the source (zh) file that also carries the language-neutral facts. */
export const sourceFrontMatterSchema = z
  .object({
    id: z.number().int().min(1).max(PROMPT_COUNT, `must be between 1 and ${PROMPT_COUNT}`),
    tags: z
      .array(z.enum(TAG_KEYS, { message: `must be one of: ${TAG_KEYS.join(', ')}` }))
      .min(1, 'needs at least one tag')
      .refine((tags) => new Set(tags).size === tags.length, 'must not repeat a tag'),
    weight: z.number().int().min(0).max(100000),
    title: singleLine(120),
    remark: singleLine(200),
    notes: z.string().trim().min(1).max(1000).optional(),
    variables: variableLabelsSchema.optional(),
  })
  .strict();

/** Front matter of `i18n/<locale>/prompts/NNN.md`, a translation. */
export const translationFrontMatterSchema = z
  .object({
    title: singleLine(120),
    remark: singleLine(200),
    notes: z.string().trim().min(1).max(1000).optional(),
    variables: variableLabelsSchema.optional(),
  })
  .strict();

/** The prompt text (the file body). Empty is allowed only for translations, which then fall back to English. */
export const promptTextSchema = z
  .string()
  .trim()
  .min(20, 'prompt text must be at least 20 characters')
  .max(8000, 'prompt text must be at most 8000 characters');

export type SourceFrontMatter = z.infer<typeof sourceFrontMatterSchema>;
export type TranslationFrontMatter = z.infer<typeof translationFrontMatterSchema>;
