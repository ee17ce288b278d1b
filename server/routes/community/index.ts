/** The public community listing: shared prompts of everyone, and one at a time. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublic } from '../../cache/publicAnswers';
import { ApiErrorBody, CommunityListResponse, CommunityPromptResponse, CommunityQuery, PromptIdParams } from '../../../src/api/contract';
import { AppError } from '../../errors';
import { getCommunityPrompt, listCommunityPrompts } from '../../repositories/community';

const tags = ['community'];

const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/prompts',
    {
      schema: {
        tags,
        summary: 'Shared prompts, newest or most voted first, searchable; numbered pages for the first few, then nextCursor',
        querystring: CommunityQuery,
        response: { 200: CommunityListResponse, '4xx': ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { q, sort, page, cursor, pageSize } = request.query;
      const options = { q: q || undefined, sort, page, cursor, pageSize };
      const list = (userId: number | null) => listCommunityPrompts(deps.database.kysely, deps.database.dialect, userId, options, deps.database.background);
      if (request.user) return list(request.user.id);
      // Signed out, everyone sees the same page: popular pages and searches come from the public cache, serialized once.
      return sendPublic(reply, deps.publicAnswers, `community:${JSON.stringify(options)}`, () => list(null));
    },
  );

  app.get(
    '/prompts/:id',
    {
      schema: {
        tags,
        summary: 'One community prompt (shared, or my own)',
        params: PromptIdParams,
        response: { 200: CommunityPromptResponse, '4xx': ApiErrorBody },
      },
    },
    async (request) => {
      const prompt = await getCommunityPrompt(deps.database.kysely, request.user?.id ?? null, request.params.id);
      if (!prompt) throw new AppError(404, 'NOT_FOUND', 'Community prompt not found');
      return { prompt };
    },
  );
};

export default communityRoutes;
