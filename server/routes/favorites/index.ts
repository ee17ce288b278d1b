/** Favorites of curated and community prompts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  FavoriteListQuery,
  FavoriteListResponse,
  FavoriteState,
  TargetParams,
} from '../../../src/api/contract';
import { requireUser } from '../../auth/sessions';
import { addFavorite, getFavorite, listFavorites, removeFavorite } from '../../repositories/favorites';

const tags = ['favorites'];
const errorResponses = { '4xx': ApiErrorBody };

const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;

  app.get(
    '',
    {
      config: { policy: { session: 'required', token: 'read' } },
      schema: {
        tags,
        summary:
          'My favorites, newest first, a page at a time (community prompts inlined; ones deleted or no longer shared are marked unavailable)',
        querystring: FavoriteListQuery,
        response: { 200: FavoriteListResponse, ...errorResponses },
      },
    },
    async (request) => listFavorites(db, requireUser(request).id, request.query),
  );

  app.get(
    '/:kind/:ref',
    {
      config: { policy: { session: 'required', token: 'read' } },
      schema: {
        tags,
        summary: 'Whether one prompt is among my favorites',
        params: TargetParams,
        response: { 200: FavoriteState, ...errorResponses },
      },
    },
    async (request) => getFavorite(db, requireUser(request).id, request.params),
  );

  app.put(
    '/:kind/:ref',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: 'keeps' } },
      schema: {
        tags,
        summary: 'Add to my favorites (idempotent)',
        params: TargetParams,
        response: { 200: FavoriteState, ...errorResponses },
      },
    },
    async (request) =>
      addFavorite(deps.database, requireUser(request).id, request.params, deps.clock.now().toISOString()),
  );

  app.delete(
    '/:kind/:ref',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: 'keeps' } },
      schema: {
        tags,
        summary: 'Remove from my favorites (idempotent)',
        params: TargetParams,
        response: { 200: FavoriteState, ...errorResponses },
      },
    },
    async (request) => removeFavorite(db, requireUser(request).id, request.params),
  );
};

export default favoriteRoutes;
