/**
 * Keyset cursors: the sort key of the last row of a page, as opaque base64url
 * text. The next page starts strictly after it, so a deep page costs what the
 * first one does.
 */
import { errors } from '../errors';

export type CursorKey = (string | number)[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The key of a cursor whose parts have the given types, or 400 for anything else. */
export function decodeCursor(cursor: string, shape: readonly ('string' | 'number')[]): CursorKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const valid =
    Array.isArray(key) &&
    key.length === shape.length &&
    key.every((part, i) =>
      shape[i] === 'number' ? Number.isSafeInteger(part) : typeof part === 'string' && part.length <= 64,
    );
  if (!valid) throw errors.invalid('cursor', 'Cursor is not valid');
  return key as CursorKey;
}

/** Splits rows fetched with `limit + 1` into the page and the cursor of the next one. */
export function pageOf<Row>(rows: Row[], pageSize: number, keyOf: (row: Row) => CursorKey) {
  const items = rows.slice(0, pageSize);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > pageSize && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
