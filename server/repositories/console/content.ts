/**
 * Content search of the console: community (shared) prompts and comments by text and/or author,
 * visible, hidden or both, newest first (hidden ones without an author: most recently hidden
 * first).
 *
 * A page walks at most CONSOLE_SCAN_ROWS items down one index: the author's items
 * (prompts_user_newest_idx, comments_user_recent_idx), hidden items (prompts_hidden_idx,
 * comments_hidden_idx) or all of them (prompts_shared_newest_idx, comments_newest_idx), and
 * keeps those matching the text and visibility asked for. Text is not indexed here: the walk
 * bounds the cost, and when few items match a page can be short (even empty) while `nextCursor`
 * says where to look further. Without filters beyond the walk's own, it reads just its page.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ContentQuery, ContentVisibility, ModeratedItem, ModeratedKind } from '../../../src/api/contract';
import type { Db, DialectName } from '../../db';
import { matchesEveryWord } from '../../search';
import { decodeCursor, encodeCursor, type CursorKey } from '../cursor';
import { consoleItems } from './items';

/** The most items one page of content search looks at. */
export const CONSOLE_SCAN_ROWS = 500;

/** What the text of each kind is searched in. */
const TEXT_COLUMNS: Record<ModeratedKind, string[]> = {
  prompt: ['prompts.title', 'prompts.description', 'prompts.remark', 'prompts.notes'],
  comment: ['comments.text'],
};

export type ContentSearch = Omit<ContentQuery, 'kind' | 'visibility' | 'pageSize'> & {
  kind: ModeratedKind;
  visibility: ContentVisibility;
  pageSize: number;
};

interface Walked {
  id: number;
  key: string;
}

/**
 * The next rows of the walk after the cursor, newest (or most recently hidden) first, matching
 * `filter` when given: ids and the time they are ordered by.
 */
async function walk(
  db: Db,
  search: ContentSearch,
  authorId: number | undefined,
  limit: number,
  filter?: RawBuilder<SqlBool>,
): Promise<Walked[]> {
  const byHiding = authorId === undefined && search.visibility === 'hidden';
  const table = search.kind === 'prompt' ? 'prompts' : 'comments';
  const time = byHiding ? 'hidden_at' : 'created_at';
  const t = (column: string) => sql.ref(`${table}.${column}`);
  let query = db
    .selectFrom(table)
    .select([sql<number>`${t('id')}`.as('id'), sql<string>`${t(time)}`.as('key')])
    .$if(table === 'prompts', (q) => q.where(sql<SqlBool>`${t('shared')} = 1`))
    .$if(table === 'comments', (q) => q.where(sql<SqlBool>`${t('deleted_at')} is null`))
    .$if(authorId !== undefined, (q) => q.where(sql<SqlBool>`${t('user_id')} = ${authorId}`))
    .$if(byHiding, (q) => q.where(sql<SqlBool>`${t('hidden_at')} is not null`));
  if (search.cursor) {
    const [at, id] = decodeCursor(search.cursor, ['string', 'number']);
    query = query.where(sql<SqlBool>`(${t(time)}, ${t('id')}) < (${at}, ${id})`);
  }
  if (filter) query = query.where(filter);
  return query
    .orderBy(sql`${t(time)}`, 'desc')
    .orderBy(sql`${t('id')}`, 'desc')
    .limit(limit)
    .execute();
}

/** One page of content search (see the module comment for how far it looks). */
export async function searchContent(db: Db, dialect: DialectName, search: ContentSearch) {
  let authorId: number | undefined;
  if (search.author) {
    const author = await db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', search.author.toLowerCase())
      .executeTakeFirst();
    if (!author) return { items: [] as ModeratedItem[], nextCursor: null };
    authorId = author.id;
  }
  const table = search.kind === 'prompt' ? 'prompts' : 'comments';
  const text = matchesEveryWord(dialect, search.q, TEXT_COLUMNS[search.kind]);
  const walkedByHiding = authorId === undefined && search.visibility === 'hidden';
  const visibility =
    search.visibility === 'all' || walkedByHiding
      ? undefined
      : sql<SqlBool>`${sql.ref(`${table}.hidden_at`)} ${sql.raw(search.visibility === 'hidden' ? 'is not' : 'is')} null`;

  let page: Walked[];
  let nextKey: CursorKey | null;
  if (!text && !visibility) {
    // Nothing beyond the walk's own conditions: the walk is the page.
    const rows = await walk(db, search, authorId, search.pageSize + 1);
    page = rows.slice(0, search.pageSize);
    nextKey = rows.length > search.pageSize ? keyOf(page[page.length - 1]!) : null;
  } else {
    // Look at CONSOLE_SCAN_ROWS items, then keep those that match.
    const looked = await walk(db, search, authorId, CONSOLE_SCAN_ROWS);
    const lastLooked = looked[looked.length - 1];
    const matching =
      looked.length === 0
        ? []
        : await walk(
            db,
            { ...search, cursor: undefined },
            authorId,
            search.pageSize + 1,
            sql<SqlBool>`${sql.ref(`${table}.id`)} in (${sql.join(looked.map((row) => row.id))}) and ${text ?? sql`1 = 1`} and ${visibility ?? sql`1 = 1`}`,
          );
    page = matching.slice(0, search.pageSize);
    if (matching.length > search.pageSize) nextKey = keyOf(page[page.length - 1]!);
    else nextKey = looked.length === CONSOLE_SCAN_ROWS && lastLooked ? keyOf(lastLooked) : null;
  }
  const items = await consoleItems(
    db,
    search.kind,
    page.map((row) => row.id),
  );
  return { items: items.map(({ item }) => item), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}

const keyOf = (row: Walked): CursorKey => [row.key, row.id];
