/**
 * My own prompts: what a member writes (the four texts and the share switch)
 * and the prompt as the API answers it. The text field groups are shared with
 * community prompts and the export file.
 */
import * as z from 'zod';
import { LIMITS } from '../limits';
import { IdParam, IsoDate, NextCursor, SearchText, listQuery, optionalText, userText } from './common';
import { HiddenState } from './moderation';

/** The four texts of a prompt as a member writes them: checked, trimmed, bounded. */
export const PromptTextInput = {
  title: userText('Title', LIMITS.PROMPT_TITLE_MAX, { required: true, noBidiControls: true }),
  description: userText('Prompt text', LIMITS.PROMPT_DESCRIPTION_MAX, { required: true }),
  remark: optionalText('Remark', LIMITS.PROMPT_REMARK_MAX),
  notes: optionalText('Notes', LIMITS.PROMPT_NOTES_MAX),
};

/** The four texts of a prompt as they are stored and answered. */
export const PromptTextFields = {
  title: z.string(),
  description: z.string(),
  remark: z.string().nullable(),
  notes: z.string().nullable(),
};

/** Whether a prompt is listed on the community page. */
export const SharedInput = z.boolean({ error: 'Shared must be true or false' });

export const CreatePromptBody = z.object({ ...PromptTextInput, shared: SharedInput.optional() });
export type CreatePromptBody = z.input<typeof CreatePromptBody>;

export const UpdatePromptBody = z
  .object({
    title: PromptTextInput.title.optional(),
    description: PromptTextInput.description.optional(),
    remark: PromptTextInput.remark,
    notes: PromptTextInput.notes,
    shared: SharedInput.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type UpdatePromptBody = z.input<typeof UpdatePromptBody>;

export const PromptIdParams = z.object({ id: IdParam });

export const Prompt = z
  .object({
    id: z.number().int(),
    ...PromptTextFields,
    shared: z.boolean(),
    score: z.number().int(),
    /** Present only while a moderator (or reports) keep it hidden from the community. */
    hidden: HiddenState.optional(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  })
  .meta({ id: 'Prompt' });
export type Prompt = z.infer<typeof Prompt>;

export const PromptResponse = z.object({ prompt: Prompt });

export const PromptListQuery = listQuery({ q: SearchText.optional() });
export type PromptListQuery = z.input<typeof PromptListQuery>;

export const PromptListResponse = z.object({ items: z.array(Prompt), nextCursor: NextCursor });
export type PromptListResponse = z.infer<typeof PromptListResponse>;
