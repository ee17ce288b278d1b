/**
 * Reading community prompts with their author, score, comment count and, for
 * a logged-in caller, their vote and favorite flag.
 */
import { sql, type SqlBool } from 'kysely';
import type { CommunityPrompt, CommunitySort, VoteValue } from '../../src/api/contract';
import { toInt } from '../db';
import type { AppDeps } from '../types';

const NO_USER = -1;

/** A community prompt's score (ups minus downs) as a subquery on the column holding its id. */
export function communityScore(promptIdColumn: 'p.id' | 'prompts.id') {
  return sql<number | string>`(select coalesce(sum(v.value), 0) from votes v where v.target_kind = 'community' and v.target_ref = ${sql.ref(promptIdColumn)})`;
}

interface PromptRowFields {
  id: number;
  title: string;
  description: string;
  remark: string | null;
  notes: string | null;
  score: unknown;
  created_at: string;
  updated_at: string;
}

/** What every answer about a personal or community prompt says of it. */
export function promptFields(row: PromptRowFields) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    remark: row.remark,
    notes: row.notes,
    score: toInt(row.score),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function baseQuery(deps: AppDeps, userId: number | null) {
  const me = userId ?? NO_USER;
  return deps.database.kysely
    .selectFrom('prompts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.title',
      'p.description',
      'p.remark',
      'p.notes',
      'p.shared',
      'p.created_at',
      'p.updated_at',
      'u.username',
      communityScore('p.id').as('score'),
      sql<number | string>`(select count(*) from comments c where c.target_kind = 'community' and c.target_ref = p.id and c.deleted_at is null)`.as(
        'comment_count',
      ),
      sql<number | string | null>`(select mv.value from votes mv where mv.target_kind = 'community' and mv.target_ref = p.id and mv.user_id = ${me})`.as(
        'my_vote',
      ),
      sql<number | string>`(select count(*) from favorites f where f.target_kind = 'community' and f.target_ref = p.id and f.user_id = ${me})`.as(
        'favorited',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export function toCommunityPrompt(row: Row, userId: number | null): CommunityPrompt {
  const vote = toInt(row.my_vote);
  return {
    ...promptFields(row),
    author: { username: row.username },
    commentCount: toInt(row.comment_count),
    myVote: (vote === 1 || vote === -1 ? vote : 0) as VoteValue,
    favorited: toInt(row.favorited) > 0,
    mine: userId !== null && row.user_id === userId,
  };
}

/** Escapes LIKE wildcards; used with `escape '\'`. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listCommunityPrompts(
  deps: AppDeps,
  userId: number | null,
  options: { q?: string; sort: CommunitySort; page: number; pageSize: number },
) {
  const pattern = options.q ? likePattern(options.q) : undefined;
  const filter = (qb: any) => {
    let query = qb.where('p.shared', '=', 1);
    if (pattern) {
      query = query.where(
        sql<SqlBool>`(lower(p.title) like ${pattern} escape '\\' or lower(p.description) like ${pattern} escape '\\' or lower(coalesce(p.remark, '')) like ${pattern} escape '\\' or lower(u.username) like ${pattern} escape '\\')`,
      );
    }
    return query;
  };

  const totalRow = await filter(
    deps.database.kysely.selectFrom('prompts as p').innerJoin('users as u', 'u.id', 'p.user_id').select(sql<number | string>`count(*)`.as('total')),
  ).executeTakeFirst();

  let query = filter(baseQuery(deps, userId)) as ReturnType<typeof baseQuery>;
  query =
    options.sort === 'votes'
      ? query.orderBy(sql`score`, 'desc').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')
      : query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  const rows = await query
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return {
    items: rows.map((row) => toCommunityPrompt(row, userId)),
    page: options.page,
    pageSize: options.pageSize,
    total: toInt((totalRow as { total?: unknown } | undefined)?.total),
  };
}

/** Community prompts by id that the caller may see (shared, or their own). */
export async function getVisibleCommunityPrompts(deps: AppDeps, userId: number | null, ids: number[]) {
  if (ids.length === 0) return new Map<number, CommunityPrompt>();
  const rows = await baseQuery(deps, userId)
    .where('p.id', 'in', ids)
    .where((eb) => eb.or([eb('p.shared', '=', 1), eb('p.user_id', '=', userId ?? NO_USER)]))
    .execute();
  return new Map(rows.map((row) => [row.id, toCommunityPrompt(row, userId)]));
}
