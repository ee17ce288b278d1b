/** Export and import of my prompts and favorites: one JSON file format, read back with the same rules as the forms. */
import * as z from 'zod';
import { ACCOUNT_CAPS, CURATED_PROMPT_COUNT, EXPORT_FORMAT, EXPORT_VERSION } from '../limits';
import { IsoDate, PositiveId } from './common';
import { PromptTextFields, PromptTextInput, SharedInput } from './prompts';
import { TargetKind } from './targets';

const ExportedPrompt = z.object({ ...PromptTextInput, shared: SharedInput.default(false) });

const ExportedFavorite = z
  .object({ kind: TargetKind, ref: PositiveId })
  .refine((favorite) => favorite.kind !== 'curated' || favorite.ref <= CURATED_PROMPT_COUNT, {
    message: `Curated prompts are numbered 1 to ${CURATED_PROMPT_COUNT}`,
    path: ['ref'],
  });

const ExportHeader = {
  format: z.literal(EXPORT_FORMAT, { error: `Not a PromptDeck export (format must be "${EXPORT_FORMAT}")` }),
  version: z.literal(EXPORT_VERSION, {
    error: `Unsupported export version (this site reads version ${EXPORT_VERSION})`,
  }),
  exportedAt: IsoDate.optional(),
};

const MAX_IMPORT_PROMPTS = ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX;
const MAX_IMPORT_FAVORITES = ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX;

/**
 * The file "Import" reads (an export, format described in the login-user guide). One document
 * holds as much as one account may keep, so the export of a full account imports whole.
 */
export const ImportDocument = z
  .object({
    ...ExportHeader,
    prompts: z.array(ExportedPrompt).max(MAX_IMPORT_PROMPTS, `At most ${MAX_IMPORT_PROMPTS} prompts per import`),
    favorites: z
      .array(ExportedFavorite)
      .max(MAX_IMPORT_FAVORITES, `At most ${MAX_IMPORT_FAVORITES} favorites per import`)
      .default([]),
  })
  .meta({ id: 'ImportDocument' });
export type ImportDocument = z.output<typeof ImportDocument>;
export type ExportDocumentInput = z.input<typeof ImportDocument>;

/**
 * The file "Export" downloads: the same format, with what is stored as it is stored. No count
 * bound here: an account kept over a cap (older than the caps) can still take its data away.
 */
export const ExportDocument = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: IsoDate,
    prompts: z.array(z.object({ ...PromptTextFields, shared: z.boolean() })),
    favorites: z.array(z.object({ kind: TargetKind, ref: z.number().int() })),
  })
  .meta({ id: 'ExportDocument' });
export type ExportDocument = z.output<typeof ExportDocument>;

export const ImportResponse = z.object({
  addedPrompts: z.number().int(),
  /** Prompts with the same title and text as one already kept (or earlier in the file). */
  skippedPrompts: z.number().int(),
  addedFavorites: z.number().int(),
  /** Favorites already kept, or of community prompts that are gone or no longer shared. */
  skippedFavorites: z.number().int(),
  /**
   * Prompts marked shared in the file but added private: the day's share budget (SHARED_PROMPTS_PER_DAY,
   * lower for new accounts) was spent, or (accounts younger than NEW_ACCOUNT_HOURS) they hold a link.
   */
  keptPrivate: z.number().int(),
});
export type ImportResponse = z.infer<typeof ImportResponse>;
