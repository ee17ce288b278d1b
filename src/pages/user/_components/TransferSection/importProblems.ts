/**
 * What is wrong with an import file, said as one whole sentence per problem and field
 * ("Prompt 3: the title is too long."), the field named in the page's language: never a
 * row label, a JSON key and a fragment glued together, which no language but English
 * could word well.
 */
import { translate } from '@docusaurus/Translate';
import { EXPORT_VERSION } from '@site/src/api/limits';
import { formatCount } from '@site/src/i18n/plural';
import type { ImportProblem } from './importFile';

type Row = { row: string };

/** Problems of one prompt of the file, by field (the JSON key) and kind. */
const promptProblems: Record<string, Partial<Record<ImportProblem['kind'], (values: Row) => string>>> = {
  title: {
    required: (values) =>
      translate(
        {
          id: 'account.import.prompt.titleMissing',
          message: 'Prompt {row}: the title is missing.',
          description: 'Import file problem: a prompt has no title; {row} = its number in the file',
        },
        values,
      ),
    tooLong: (values) =>
      translate(
        {
          id: 'account.import.prompt.titleTooLong',
          message: 'Prompt {row}: the title is too long.',
          description: 'Import file problem: a prompt title is over the limit; {row} = its number in the file',
        },
        values,
      ),
    invalid: (values) =>
      translate(
        {
          id: 'account.import.prompt.titleInvalid',
          message: 'Prompt {row}: the title is not valid.',
          description: 'Import file problem: a prompt title has a wrong value; {row} = its number in the file',
        },
        values,
      ),
  },
  description: {
    required: (values) =>
      translate(
        {
          id: 'account.import.prompt.textMissing',
          message: 'Prompt {row}: the prompt text is missing.',
          description: 'Import file problem: a prompt has no text; {row} = its number in the file',
        },
        values,
      ),
    tooLong: (values) =>
      translate(
        {
          id: 'account.import.prompt.textTooLong',
          message: 'Prompt {row}: the prompt text is too long.',
          description: 'Import file problem: a prompt text is over the limit; {row} = its number in the file',
        },
        values,
      ),
    invalid: (values) =>
      translate(
        {
          id: 'account.import.prompt.textInvalid',
          message: 'Prompt {row}: the prompt text is not valid.',
          description: 'Import file problem: a prompt text has a wrong value; {row} = its number in the file',
        },
        values,
      ),
  },
  remark: {
    tooLong: (values) =>
      translate(
        {
          id: 'account.import.prompt.remarkTooLong',
          message: 'Prompt {row}: the role is too long.',
          description:
            'Import file problem: the role ("remark") of a prompt is over the limit; {row} = its number in the file',
        },
        values,
      ),
    invalid: (values) =>
      translate(
        {
          id: 'account.import.prompt.remarkInvalid',
          message: 'Prompt {row}: the role is not valid.',
          description:
            'Import file problem: the role ("remark") of a prompt has a wrong value; {row} = its number in the file',
        },
        values,
      ),
  },
  notes: {
    tooLong: (values) =>
      translate(
        {
          id: 'account.import.prompt.notesTooLong',
          message: 'Prompt {row}: the notes are too long.',
          description: 'Import file problem: prompt notes over the limit; {row} = its number in the file',
        },
        values,
      ),
    invalid: (values) =>
      translate(
        {
          id: 'account.import.prompt.notesInvalid',
          message: 'Prompt {row}: the notes are not valid.',
          description: 'Import file problem: prompt notes have a wrong value; {row} = its number in the file',
        },
        values,
      ),
  },
  shared: {
    invalid: (values) =>
      translate(
        {
          id: 'account.import.prompt.sharedInvalid',
          message: 'Prompt {row}: the sharing setting must be true or false.',
          description:
            'Import file problem: the "shared" value of a prompt is not true/false; {row} = its number in the file',
        },
        values,
      ),
  },
};

/** Problems of one favorite of the file, by field. */
const favoriteProblems: Record<string, (values: Row) => string> = {
  kind: (values) =>
    translate(
      {
        id: 'account.import.favorite.kindInvalid',
        message: 'Favorite {row}: the kind of prompt is missing or unknown.',
        description:
          'Import file problem: a favorite does not say whether it is a library or community prompt; {row} = its number in the file',
      },
      values,
    ),
  ref: (values) =>
    translate(
      {
        id: 'account.import.favorite.numberInvalid',
        message: 'Favorite {row}: the prompt number is missing or not valid.',
        description: 'Import file problem: a favorite has no valid prompt number; {row} = its number in the file',
      },
      values,
    ),
};

const promptInvalid = (values: Row) =>
  translate(
    {
      id: 'account.import.prompt.invalid',
      message: 'Prompt {row} is not a valid prompt.',
      description: 'Import file problem: a prompt entry cannot be read; {row} = its number in the file',
    },
    values,
  );

const favoriteInvalid = (values: Row) =>
  translate(
    {
      id: 'account.import.favorite.invalid',
      message: 'Favorite {row} is not a valid favorite.',
      description: 'Import file problem: a favorite entry cannot be read; {row} = its number in the file',
    },
    values,
  );

/** Problems of a whole list of the file (no row). */
const listProblems = {
  prompts: {
    tooMany: () =>
      translate({
        id: 'account.import.prompts.tooMany',
        message: 'The file holds more prompts than one import can take.',
        description: 'Import file problem: too many prompts',
      }),
    invalid: () =>
      translate({
        id: 'account.import.prompts.invalid',
        message: 'The list of prompts in the file is not valid.',
        description: 'Import file problem: "prompts" is not a list',
      }),
  },
  favorites: {
    tooMany: () =>
      translate({
        id: 'account.import.favorites.tooMany',
        message: 'The file holds more favorites than one import can take.',
        description: 'Import file problem: too many favorites',
      }),
    invalid: () =>
      translate({
        id: 'account.import.favorites.invalid',
        message: 'The list of favorites in the file is not valid.',
        description: 'Import file problem: "favorites" is not a list',
      }),
  },
};

const notJson = () =>
  translate({
    id: 'account.import.notJson',
    message: 'This file is not JSON.',
    description: 'Import: unreadable file',
  });

const notExport = () =>
  translate(
    {
      id: 'account.import.notExport',
      message: 'This file is not a PromptDeck export (version {version}).',
      description: 'Import: wrong file; {version} is the export format version the site reads',
    },
    { version: String(EXPORT_VERSION) },
  );

/** One complete sentence for `problem`, numbers written as `locale` writes them. */
export function describeProblem(problem: ImportProblem, locale: string): string {
  if (problem.kind === 'notJson') return notJson();
  if (problem.kind === 'notExport' || !problem.section) return notExport();
  if (problem.row === undefined) {
    const list = listProblems[problem.section];
    return problem.kind === 'tooMany' ? list.tooMany() : list.invalid();
  }
  const values = { row: formatCount(locale, problem.row) };
  const field = problem.field ?? '';
  const own = (table: object) => Object.prototype.hasOwnProperty.call(table, field);
  if (problem.section === 'favorites')
    return (own(favoriteProblems) ? favoriteProblems[field]! : favoriteInvalid)(values);
  const sentences = own(promptProblems) ? promptProblems[field]! : {};
  // A value of the wrong type can reach zod as a missing one: an optional field then says "not valid".
  return (sentences[problem.kind] ?? (problem.kind === 'required' ? sentences.invalid : undefined) ?? promptInvalid)(
    values,
  );
}
