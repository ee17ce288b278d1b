import { describe, expect, it } from 'vitest';
import { readExportFile } from '@site/src/pages/user/_components/TransferSection/importFile';
import { describeProblem } from '@site/src/pages/user/_components/TransferSection/importProblems';

const problems = (body: unknown) => {
  const result = readExportFile(JSON.stringify(body));
  if (result.ok) throw new Error('expected problems');
  return result.problems;
};
const doc = (prompts: unknown, favorites: unknown = []) => ({
  format: 'promptdeck-export',
  version: 1,
  prompts,
  favorites,
});

describe('describeProblem', () => {
  it('says each problem of a prompt as one sentence naming the field as the form does', () => {
    const said = problems(
      doc([
        { title: '', description: 'x' },
        { title: 'x'.repeat(121), description: 'x' },
        { title: 'x' },
        { title: 'x', description: 'x', remark: 'x'.repeat(201) },
        { title: 'x', description: 'x', notes: 5 },
        { title: 'x', description: 'x', shared: 'yes' },
        'not a prompt',
      ]),
    ).map((problem) => describeProblem(problem, 'en'));
    expect(said).toEqual([
      'Prompt 1: the title is missing.',
      'Prompt 2: the title is too long.',
      'Prompt 3: the prompt text is missing.',
      'Prompt 4: the role is too long.',
      'Prompt 5: the notes are not valid.',
      'Prompt 6: the sharing setting must be true or false.',
      'Prompt 7 is not a valid prompt.',
    ]);
  });

  it('says problems of favorites and of whole lists as sentences of their own', () => {
    const said = problems(doc([], [{ kind: 'curated', ref: 999 }, { ref: 1 }, 7])).map((problem) =>
      describeProblem(problem, 'en'),
    );
    expect(said).toEqual([
      'Favorite 1: the prompt number is missing or not valid.',
      'Favorite 2: the kind of prompt is missing or unknown.',
      'Favorite 3 is not a valid favorite.',
    ]);
    expect(problems(doc('many')).map((problem) => describeProblem(problem, 'en'))).toEqual([
      'The list of prompts in the file is not valid.',
    ]);
    expect(describeProblem({ kind: 'tooMany', section: 'favorites' }, 'en')).toBe(
      'The file holds more favorites than one import can take.',
    );
  });

  it('never shows a JSON key, even an unknown one', () => {
    expect(describeProblem({ kind: 'invalid', section: 'prompts', row: 2, field: 'constructor' }, 'en')).toBe(
      'Prompt 2 is not a valid prompt.',
    );
    expect(describeProblem({ kind: 'invalid', section: 'favorites', row: 2, field: 'toString' }, 'en')).toBe(
      'Favorite 2 is not a valid favorite.',
    );
  });

  it('writes the row number in the digits of the page language', () => {
    expect(describeProblem({ kind: 'tooLong', section: 'prompts', row: 1234, field: 'title' }, 'bn')).toBe(
      'Prompt ১,২৩৪: the title is too long.',
    );
  });
});
