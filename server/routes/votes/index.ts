/** Votes on curated and community prompts: up (1), down (−1) or none (0). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onCommunityTarget, sendPublic } from '../../cache/publicAnswers';
import {
  ApiErrorBody,
  CuratedScoresQuery,
  CuratedScoresResponse,
  TargetParams,
  VoteBody,
  VoteState,
} from '../../../src/api/contract';
import { requireUser } from '../../auth/sessions';
import { castVote, curatedScores, voteState } from '../../repositories/votes';

const tags = ['votes'];
const errorResponses = { '4xx': ApiErrorBody };

const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;

  app.get(
    '/curated',
    {
      config: { policy: { session: 'optional', token: 'read' } },
      schema: {
        tags,
        summary: 'Scores of all curated prompts (or of the ids given) and my votes on them',
        querystring: CuratedScoresQuery,
        response: { 200: CuratedScoresResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const refs = request.query.ids ? [...new Set(request.query.ids.split(',').map(Number))] : undefined;
      if (request.user) return curatedScores(db, request.user.id, refs);
      return sendPublic(reply, deps.publicAnswers, `curated-scores:${refs?.join(',') ?? 'all'}`, () =>
        curatedScores(db, null, refs),
      );
    },
  );

  app.get(
    '/:kind/:ref',
    {
      config: { policy: { session: 'optional', token: 'read' } },
      schema: {
        tags,
        summary: 'Score and my vote for one prompt',
        params: TargetParams,
        response: { 200: VoteState, ...errorResponses },
      },
    },
    async (request) => voteState(db, request.params, request.user?.id ?? null),
  );

  app.put(
    '/:kind/:ref',
    {
      config: {
        policy: { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: onCommunityTarget },
      },
      schema: {
        tags,
        summary: 'Vote up (1), down (-1) or clear (0); idempotent',
        params: TargetParams,
        body: VoteBody,
        response: { 200: VoteState, ...errorResponses },
      },
    },
    async (request) =>
      castVote(
        deps.database,
        requireUser(request).id,
        request.params,
        request.body.value,
        deps.clock.now().toISOString(),
      ),
  );
};

export default voteRoutes;
