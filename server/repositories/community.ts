/**
 * Community prompts as others see them: author, counters kept on the row, and
 * for a signed-in caller their vote and favorite flag (two primary-key lookups
 * per row of the page).
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { CommunityListItem, CommunityPrompt, CommunitySort } from '../../src/api/contract';
import { LIMITS, listPreview } from '../../src/api/limits';
import { toInt, type Database, type Db, type DialectName } from '../db';
import { communitySearch, indexAfter, notThroughAnIndex, type SearchBounds, type SearchMatches } from '../search';
import type { BackgroundReader } from '../db/backgroundReader';
import { decodeCursor, pageOf, type CursorKey } from './cursor';
import { PROMPT_COLUMNS_BUT_TEXTS, toPromptText } from './prompts';
import { hiddenField } from './hiding';
import { isListed, viewerId, visibleTo, type Viewer } from '../db/visibility';
import { targetNotFound } from './targets';
import { toVoteValue } from './votes';

/** How the texts are read: whole (a prompt's page, favorites) or as a list shows them (CommunityListItem). */
type TextShape = 'whole' | 'listed';

/** One code point more than a list item carries, to tell whether the text goes on. */
const PREVIEW_READ = sql.lit(LIMITS.LIST_PREVIEW_CODE_POINTS + 1);

function communityQuery(db: Db, userId: number | null, texts: TextShape = 'whole') {
  const me = userId ?? 0;
  const listed = texts === 'listed';
  return db
    .selectFrom('prompts')
    .innerJoin('users', 'users.id', 'prompts.user_id')
    .select([
      ...PROMPT_COLUMNS_BUT_TEXTS,
      (listed ? sql<string>`substr(prompts.description, 1, ${PREVIEW_READ})` : sql<string>`prompts.description`).as(
        'description',
      ),
      (listed ? sql<string | null>`null` : sql<string | null>`prompts.notes`).as('notes'),
      'prompts.ups',
      'prompts.downs',
      'prompts.comment_count',
      'prompts.hidden_at',
      'prompts.hidden_note',
      'users.username',
      (userId === null
        ? sql<number>`0`
        : sql<unknown>`(select v.value from votes v where v.user_id = ${me} and v.target_kind = 'community' and v.target_ref = prompts.id)`
      ).as('my_vote'),
      (userId === null
        ? sql<number>`0`
        : sql<unknown>`(select count(*) from favorites f where f.user_id = ${me} and f.target_kind = 'community' and f.target_ref = prompts.id)`
      ).as('favorited'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof communityQuery>['execute']>>[number];

function toCommunityPrompt(row: Row, userId: number | null): CommunityPrompt {
  return {
    ...toPromptText(row),
    author: { username: row.username },
    score: toInt(row.score),
    ups: toInt(row.ups),
    downs: toInt(row.downs),
    commentCount: toInt(row.comment_count),
    myVote: toVoteValue(row.my_vote),
    favorited: toInt(row.favorited) > 0,
    mine: userId !== null && row.user_id === userId,
    ...hiddenField(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** SQL's substr and Array.from both count code points, so the cut falls where the read one did. */
function toListItem(row: Row, userId: number | null): CommunityListItem {
  const { notes: _notes, ...prompt } = toCommunityPrompt(row, userId);
  return { ...prompt, ...listPreview(prompt.description) };
}

const SORT_KEYS: Record<CommunitySort, { shape: ('string' | 'number')[]; key: (row: Row) => CursorKey }> = {
  newest: { shape: ['string', 'number'], key: (row) => [row.created_at, row.id] },
  votes: { shape: ['number', 'string', 'number'], key: (row) => [toInt(row.score), row.created_at, row.id] },
};

export interface CommunityListOptions {
  q?: string;
  sort: CommunitySort;
  page: number;
  cursor?: string;
  pageSize: number;
  /** The time suspensions are judged at (the request's clock); now when left out. */
  now?: string;
}

/**
 * Shared prompts, newest or most voted first, a page at a time. Each order is
 * served by its own index (shared, key…, id); a cursor continues strictly after
 * the last row seen, so no page scans the rows before it.
 */
export async function listCommunityPrompts(
  db: Db,
  dialect: DialectName,
  userId: number | null,
  options: CommunityListOptions,
  /** Where a search the index cannot narrow runs (SQLite: off the event loop). */
  background?: BackgroundReader,
  bounds: SearchBounds = {},
) {
  const sort = SORT_KEYS[options.sort];
  const now = options.now ?? new Date().toISOString();
  const search = await communitySearch(db, dialect, options.q, userId !== null, background, bounds);
  // Newest first, a remembered search knows its page's ids.
  if (search?.remembered && options.sort === 'newest')
    return newestOfMatches(db, dialect, userId, search.remembered, { ...options, now });
  // Few matches: `+` keeps the planner off the order's index, so it reads the matching rows by id
  // and sorts them instead of walking the whole list for a page it may never fill.
  const byIds = search?.fewMatches ?? false;
  const col = (name: 'shared' | 'created_at' | 'id' | 'score') =>
    byIds ? notThroughAnIndex(dialect, name) : sql.ref(`prompts.${name}`);
  const page = options.cursor ? 1 : options.page;
  const ordered = <QB extends SelectQueryBuilder<Database, any, any>>(query: QB): QB =>
    (options.sort === 'votes' ? query.orderBy(col('score'), 'desc') : query)
      .orderBy(col('created_at'), 'desc')
      .orderBy(col('id'), 'desc') as QB;
  /** Shared, matching, after the cursor, in order: the page's rows (and one more, to tell whether another page follows). */
  const pageRows = <QB extends SelectQueryBuilder<Database, any, any>>(query: QB): QB => {
    let paged = query.where(isListed(now, col('shared'))) as QB;
    if (search) paged = paged.where(search.condition) as QB;
    if (options.cursor) {
      const key = decodeCursor(options.cursor, sort.shape);
      paged = paged.where(
        options.sort === 'votes'
          ? sql<SqlBool>`(prompts.score, prompts.created_at, prompts.id) < (${key[0]}, ${key[1]}, ${key[2]})`
          : sql<SqlBool>`(prompts.created_at, prompts.id) < (${key[0]}, ${key[1]})`,
      ) as QB;
    }
    paged = ordered(paged).limit(options.pageSize + 1) as QB;
    return (page > 1 ? paged.offset((page - 1) * options.pageSize) : paged) as QB;
  };
  const query =
    dialect === 'postgres' && search
      ? // PostgreSQL guesses that a text search keeps a handful of rows and joins every match's
        // author before sorting; choosing the page's ids first joins only the page's.
        ordered(
          communityQuery(db, userId, 'listed').where(
            'prompts.id',
            'in',
            pageRows(db.selectFrom('prompts').select('prompts.id')),
          ),
        )
      : pageRows(communityQuery(db, userId, 'listed'));
  const rows = search ? await search.read(query) : await query.execute();
  const { items, nextCursor } = pageOf(rows, options.pageSize, sort.key);
  return { items: items.map((row) => toListItem(row, userId)), page, pageSize: options.pageSize, nextCursor };
}

/**
 * A remembered search's matches without those of authors suspended at `now` (the few accounts
 * the suspended index lists; usually none, and the matches are used as they are).
 */
async function withoutSuspendedAuthors(db: Db, matches: SearchMatches, now: string): Promise<SearchMatches> {
  const suspended = await db.selectFrom('users').select('id').where('suspended_until', '>', now).execute();
  if (suspended.length === 0) return matches;
  const out = new Set(suspended.map((row) => row.id));
  const kept: SearchMatches = { ids: [], createdAt: [], userIds: [] };
  matches.ids.forEach((id, index) => {
    const userId = matches.userIds[index]!;
    if (out.has(userId)) return;
    kept.ids.push(id);
    kept.createdAt.push(matches.createdAt[index]!);
    kept.userIds.push(userId);
  });
  return kept;
}

/** A page of a remembered search, newest first: the page's ids are known, so only its rows are read. */
async function newestOfMatches(
  db: Db,
  dialect: DialectName,
  userId: number | null,
  remembered: SearchMatches,
  options: CommunityListOptions & { now: string },
) {
  const matches = await withoutSuspendedAuthors(db, remembered, options.now);
  const page = options.cursor ? 1 : options.page;
  let start = (page - 1) * options.pageSize;
  if (options.cursor) {
    const [createdAt, id] = decodeCursor(options.cursor, SORT_KEYS.newest.shape) as [string, number];
    start = indexAfter(matches, createdAt, id);
  }
  const ids = matches.ids.slice(start, start + options.pageSize + 1);
  const rows =
    ids.length === 0
      ? []
      : await communityQuery(db, userId, 'listed')
          .where('prompts.id', 'in', ids)
          .where(isListed(options.now, notThroughAnIndex(dialect, 'shared')))
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const { items, nextCursor } = pageOf(ordered, options.pageSize, SORT_KEYS.newest.key);
  return { items: items.map((row) => toListItem(row, userId)), page, pageSize: options.pageSize, nextCursor };
}

/** One community prompt the viewer may see (a hidden one marked `hidden`); 404 otherwise. */
export async function getCommunityPrompt(db: Db, viewer: Viewer, id: number): Promise<CommunityPrompt> {
  const userId = viewerId(viewer);
  const row = await communityQuery(db, userId).where('prompts.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
  if (!row) throw targetNotFound({ kind: 'community', ref: id });
  return toCommunityPrompt(row, userId);
}

/** Community prompts by id that the viewer may see. */
export async function getVisibleCommunityPrompts(
  db: Db,
  viewer: Viewer,
  ids: number[],
): Promise<Map<number, CommunityPrompt>> {
  if (ids.length === 0) return new Map();
  const userId = viewerId(viewer);
  const rows = await communityQuery(db, userId).where('prompts.id', 'in', ids).where(visibleTo(viewer)).execute();
  return new Map(rows.map((row) => [row.id, toCommunityPrompt(row, userId)]));
}
