/** The public community listing: shared prompts of everyone, and one at a time. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublic } from '../../cache/publicAnswers';
import {
  ApiErrorBody,
  CommunityListResponse,
  CommunityPromptResponse,
  CommunityQuery,
  PromptIdParams,
} from '../../../src/api/contract';
import { getCommunityPrompt, listCommunityPrompts, type CommunityListOptions } from '../../repositories/community';
import { canonicalSearch, searchAdmission, searchVersion } from '../../search';
import { viewerOf } from '../../auth/roles';

const tags = ['community'];

/**
 * The public cache's key of a list request: the options after defaults, with the query reduced to
 * what decides its matches (canonicalSearch: case-folded distinct words, sorted), and the page number dropped when
 * a cursor decides where the page starts. Variants of one page then share an entry.
 */
function publicKey(options: CommunityListOptions, version: string): string {
  const start = options.cursor ? `cursor:${options.cursor}` : `page:${options.page}`;
  return `community:${version}:${options.sort}:${options.pageSize}:${start}:${canonicalSearch(options.q)}`;
}

const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Per process and database: the expensive searches of every visitor and member share these slots.
  const bounds = {
    admission: searchAdmission(deps.database, deps.config.search),
    timeoutMs: deps.config.search.timeoutMs,
  };
  app.get(
    '/prompts',
    {
      config: { policy: { session: 'optional', token: 'read' } },
      schema: {
        tags,
        summary:
          'Shared prompts, newest or most voted first, searchable; numbered pages for the first few, then nextCursor',
        querystring: CommunityQuery,
        response: { 200: CommunityListResponse, '4xx': ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { q, sort, page, cursor, pageSize } = request.query;
      const options = { q: q || undefined, sort, page, cursor, pageSize, now: deps.clock.now().toISOString() };
      const { kysely, dialect, background } = deps.database;
      const list = (userId: number | null) =>
        listCommunityPrompts(kysely, dialect, userId, options, background, bounds);
      if (request.user) return list(request.user.id);
      // Signed out, everyone sees the same page: popular pages and searches come from the public cache, serialized once.
      // PostgreSQL may have other instances writing: the search version (moved by any change to a prompt's text or
      // sharing, wherever it was made) is part of the key, so an unshared, deleted or edited prompt leaves at once.
      const version = dialect === 'postgres' && deps.publicAnswers.enabled ? await searchVersion(kysely) : '';
      return sendPublic(reply, deps.publicAnswers, publicKey(options, version), () => list(null));
    },
  );

  app.get(
    '/prompts/:id',
    {
      config: { policy: { session: 'optional', token: 'read' } },
      schema: {
        tags,
        summary: 'One community prompt (shared, or my own)',
        params: PromptIdParams,
        response: { 200: CommunityPromptResponse, '4xx': ApiErrorBody },
      },
    },
    async (request) => ({
      prompt: await getCommunityPrompt(deps.database.kysely, viewerOf(request.user), request.params.id),
    }),
  );
};

export default communityRoutes;
