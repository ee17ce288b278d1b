/** The public community listing: shared prompts of everyone. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, CommunityListResponse, CommunityQuery } from '../../../src/api/contract';
import { listCommunityPrompts } from '../../services/community';

const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prompts',
    {
      schema: {
        tags: ['community'],
        summary: 'Shared prompts, paginated, searchable, sorted by newest or by vote score',
        querystring: CommunityQuery,
        response: { 200: CommunityListResponse, '4xx': ApiErrorBody },
      },
    },
    async (request) => {
      const { q, sort, page, pageSize } = request.query;
      return listCommunityPrompts(app.deps, request.user?.id ?? null, { q: q || undefined, sort, page, pageSize });
    },
  );
};

export default communityRoutes;
