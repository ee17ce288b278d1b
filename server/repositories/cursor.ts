/**
 * Keyset cursors: the sort key of the last row of a page, as opaque base64url
 * text. The next page starts strictly after it, so a deep page costs what the
 * first one does.
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { errors } from '../errors';

export type CursorKey = (string | number)[];

/** Any JSON value as cursor text: its JSON in base64url (the MCP prompt list's cursors too). */
export function toCursorText(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The JSON value a cursor text holds, or undefined when it holds none. */
export function fromCursorText(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export const encodeCursor = (key: CursorKey): string => toCursorText(key);

/** The key of a cursor whose parts have the given types, or 400 for anything else. */
export function decodeCursor(cursor: string, shape: readonly ('string' | 'number')[]): CursorKey {
  const key = fromCursorText(cursor);
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

/**
 * One page of a list ordered newest first by `(created_at, id)` of `table` (a table name or alias in
 * the query): the rows strictly after the cursor's key, and the cursor of the next page.
 */
export async function newestFirstPage<DB, TB extends keyof DB, Row extends { created_at: string; id: number }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  table: string,
  options: { cursor?: string | undefined; pageSize: number },
): Promise<{ items: Row[]; nextCursor: string | null }> {
  const createdAt = sql.ref(`${table}.created_at`);
  const id = sql.ref(`${table}.id`);
  let after = query;
  if (options.cursor) {
    const [keyCreatedAt, keyId] = decodeCursor(options.cursor, ['string', 'number']);
    after = after.where(sql<SqlBool>`(${createdAt}, ${id}) < (${keyCreatedAt}, ${keyId})`);
  }
  const rows = (await after
    .orderBy(createdAt, 'desc')
    .orderBy(id, 'desc')
    .limit(options.pageSize + 1)
    .execute()) as Row[];
  return pageOf(rows, options.pageSize, (row) => [row.created_at, row.id]);
}
