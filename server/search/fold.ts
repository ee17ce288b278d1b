/**
 * The script folding of src/prompts/fold.ts in SQL, built from the same two
 * tables, so the stored text the index holds and the words of a query (folded
 * in JavaScript with foldScripts) meet: `موجه` finds `موجّه`, `ज` finds `ज़`.
 * PostgreSQL folds with one translate(); SQLite, which has none, with a
 * replace() per character (a few dozen, on writes and on the rare short word).
 */
import { sql, type RawBuilder } from 'kysely';
import { FOLDED_LETTERS, FOLDED_MARKS } from '../../src/prompts/fold';
import type { DialectName } from '../db';

/** A text literal of characters that need no escaping (letters and marks, never a quote). */
const literal = (text: string) => `'${text}'`;

/** SQL text of `expression` folded, for statements that take no parameters (triggers, migrations). */
export function foldSqlText(dialect: DialectName, expression: string): string {
  const from = Array.from(FOLDED_LETTERS.from);
  const to = Array.from(FOLDED_LETTERS.to);
  if (dialect === 'postgres')
    // translate() drops the characters of its second argument that have no counterpart in the third.
    return `translate(${expression}, ${literal(FOLDED_LETTERS.from + FOLDED_MARKS)}, ${literal(FOLDED_LETTERS.to)})`;
  let folded = expression;
  for (const mark of Array.from(FOLDED_MARKS)) folded = `replace(${folded}, ${literal(mark)}, '')`;
  from.forEach((letter, i) => {
    folded = `replace(${folded}, ${literal(letter)}, ${literal(to[i]!)})`;
  });
  return folded;
}

/** `expression` folded, inside a query. */
export function foldSql(dialect: DialectName, expression: RawBuilder<unknown>): RawBuilder<string> {
  // The folding is a fixed text around the expression: it holds no value a caller gave.
  const [before, after] = foldSqlText(dialect, '\u0000').split('\u0000');
  return sql<string>`${sql.raw(before!)}${expression}${sql.raw(after!)}`;
}
