/** Favorites of curated and community prompts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, FavoriteListResponse, FavoriteState, TargetParams, type FavoriteItem } from '../../../src/api/contract';
import { authRequired, requireUser } from '../../auth/sessions';
import { getVisibleCommunityPrompts } from '../../services/community';
import { assertVisibleTarget } from '../../services/targets';

const tags = ['favorites'];
const errorResponses = { '4xx': ApiErrorBody };

const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;
  app.addHook('preValidation', authRequired);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'My favorites, newest first (community prompts inlined; ones no longer shared are left out)',
        response: { 200: FavoriteListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const rows = await db
        .selectFrom('favorites')
        .select(['target_kind', 'target_ref', 'created_at'])
        .where('user_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const communityIds = rows.filter((r) => r.target_kind === 'community').map((r) => r.target_ref);
      const prompts = await getVisibleCommunityPrompts(deps, me.id, communityIds);
      const items: FavoriteItem[] = [];
      for (const row of rows) {
        if (row.target_kind === 'curated') {
          items.push({ kind: 'curated', ref: row.target_ref, createdAt: row.created_at });
        } else {
          const prompt = prompts.get(row.target_ref);
          if (prompt) items.push({ kind: 'community', ref: row.target_ref, createdAt: row.created_at, prompt });
        }
      }
      return { items };
    },
  );

  app.put(
    '/:kind/:ref',
    { schema: { tags, summary: 'Add to my favorites (idempotent)', params: TargetParams, response: { 200: FavoriteState, ...errorResponses } } },
    async (request) => {
      const me = requireUser(request);
      const { kind, ref } = request.params;
      await assertVisibleTarget(deps, { kind, ref }, me.id);
      await db
        .insertInto('favorites')
        .values({ user_id: me.id, target_kind: kind, target_ref: ref, created_at: deps.clock.now().toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'target_kind', 'target_ref']).doNothing())
        .execute();
      return { kind, ref, favorited: true };
    },
  );

  app.delete(
    '/:kind/:ref',
    { schema: { tags, summary: 'Remove from my favorites (idempotent)', params: TargetParams, response: { 200: FavoriteState, ...errorResponses } } },
    async (request) => {
      const me = requireUser(request);
      const { kind, ref } = request.params;
      const result = await db
        .deleteFrom('favorites')
        .where('user_id', '=', me.id)
        .where('target_kind', '=', kind)
        .where('target_ref', '=', ref)
        .executeTakeFirst();
      // Nothing removed: say 404 for a target the caller cannot see (a favorite of a prompt that was since unshared is still removable).
      if (Number(result.numDeletedRows) === 0) await assertVisibleTarget(deps, { kind, ref }, me.id);
      return { kind, ref, favorited: false };
    },
  );
};

export default favoriteRoutes;
