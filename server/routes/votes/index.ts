/**
 * Votes: one row per (user, target) with value 1 or -1; clearing deletes it.
 * The score is SUM(value) in SQL, so it is exact under concurrent voting, and
 * the upsert on the unique key makes a double click idempotent.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  CuratedScoresQuery,
  CuratedScoresResponse,
  TargetParams,
  VoteBody,
  VoteState,
  type VoteValue,
} from '../../../src/api/contract';
import { authRequired, requireUser } from '../../auth/sessions';
import { toInt } from '../../db';
import { assertVisibleTarget, type Target } from '../../services/targets';
import type { AppDeps } from '../../types';

const tags = ['votes'];
const errorResponses = { '4xx': ApiErrorBody };

export async function voteState(deps: AppDeps, target: Target, userId: number | null): Promise<VoteState> {
  const totals = await deps.database.kysely
    .selectFrom('votes')
    .select([
      sql<number | string>`coalesce(sum(case when value > 0 then 1 else 0 end), 0)`.as('ups'),
      sql<number | string>`coalesce(sum(case when value < 0 then 1 else 0 end), 0)`.as('downs'),
    ])
    .where('target_kind', '=', target.kind)
    .where('target_ref', '=', target.ref)
    .executeTakeFirst();
  let myVote: VoteValue = 0;
  if (userId !== null) {
    const mine = await deps.database.kysely
      .selectFrom('votes')
      .select('value')
      .where('user_id', '=', userId)
      .where('target_kind', '=', target.kind)
      .where('target_ref', '=', target.ref)
      .executeTakeFirst();
    const value = toInt(mine?.value);
    myVote = value === 1 || value === -1 ? value : 0;
  }
  const ups = toInt(totals?.ups);
  const downs = toInt(totals?.downs);
  return { kind: target.kind, ref: target.ref, score: ups - downs, ups, downs, myVote };
}

const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;

  app.get(
    '/curated',
    {
      schema: {
        tags,
        summary: 'Scores of all curated prompts (or of the ids given) and my votes on them',
        querystring: CuratedScoresQuery,
        response: { 200: CuratedScoresResponse, ...errorResponses },
      },
    },
    async (request) => {
      const ids = request.query.ids ? [...new Set(request.query.ids.split(',').map(Number))] : undefined;
      let query = db
        .selectFrom('votes')
        .select(['target_ref', sql<number | string>`sum(value)`.as('score')])
        .where('target_kind', '=', 'curated')
        .groupBy('target_ref');
      if (ids) query = query.where('target_ref', 'in', ids.length ? ids : [0]);
      const rows = await query.execute();
      const scores: Record<string, number> = {};
      for (const row of rows) {
        const score = toInt(row.score);
        if (score !== 0) scores[String(row.target_ref)] = score;
      }
      const myVotes: Record<string, 1 | -1> = {};
      if (request.user) {
        let mine = db.selectFrom('votes').select(['target_ref', 'value']).where('target_kind', '=', 'curated').where('user_id', '=', request.user.id);
        if (ids) mine = mine.where('target_ref', 'in', ids.length ? ids : [0]);
        for (const row of await mine.execute()) myVotes[String(row.target_ref)] = toInt(row.value) > 0 ? 1 : -1;
      }
      return { scores, myVotes };
    },
  );

  app.get(
    '/:kind/:ref',
    { schema: { tags, summary: 'Score and my vote for one prompt', params: TargetParams, response: { 200: VoteState, ...errorResponses } } },
    async (request) => {
      const userId = request.user?.id ?? null;
      await assertVisibleTarget(deps, request.params, userId);
      return voteState(deps, request.params, userId);
    },
  );

  app.put(
    '/:kind/:ref',
    {
      schema: {
        tags,
        summary: 'Vote up (1), down (-1) or clear (0); idempotent',
        params: TargetParams,
        body: VoteBody,
        response: { 200: VoteState, ...errorResponses },
      },
      preValidation: [authRequired],
    },
    async (request) => {
      const me = requireUser(request);
      const target = request.params;
      await assertVisibleTarget(deps, target, me.id);
      const value = request.body.value;
      if (value === 0) {
        await db
          .deleteFrom('votes')
          .where('user_id', '=', me.id)
          .where('target_kind', '=', target.kind)
          .where('target_ref', '=', target.ref)
          .execute();
      } else {
        const now = deps.clock.now().toISOString();
        await db
          .insertInto('votes')
          .values({ user_id: me.id, target_kind: target.kind, target_ref: target.ref, value, created_at: now, updated_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'target_kind', 'target_ref']).doUpdateSet({ value, updated_at: now }))
          .execute();
      }
      return voteState(deps, target, me.id);
    },
  );
};

export default voteRoutes;
