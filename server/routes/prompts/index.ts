/** Personal prompts: create, list, read, update and delete by their owner only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  CreatePromptBody,
  OkResponse,
  Prompt,
  PromptIdParams,
  PromptListResponse,
  PromptResponse,
  UpdatePromptBody,
} from '../../../src/api/contract';
import { authRequired, requireUser } from '../../auth/sessions';
import type { PromptRow, PromptUpdate } from '../../db/schema';
import { AppError } from '../../errors';
import { communityScore, promptFields } from '../../services/community';
import type { AppDeps } from '../../types';

const tags = ['prompts'];
const errorResponses = { '4xx': ApiErrorBody };

const scoreOf = communityScore('prompts.id');

function toPrompt(row: PromptRow & { score: unknown }): Prompt {
  return { ...promptFields(row), shared: Number(row.shared) === 1 };
}

/** The caller's prompt, or 404 (not visible) / 403 (someone else's shared prompt). */
async function ownPrompt(deps: AppDeps, id: number, userId: number) {
  const row = await deps.database.kysely.selectFrom('prompts').selectAll().select(scoreOf.as('score')).where('id', '=', id).executeTakeFirst();
  if (!row || (row.user_id !== userId && Number(row.shared) !== 1)) throw new AppError(404, 'NOT_FOUND', 'Prompt not found');
  if (row.user_id !== userId) throw new AppError(403, 'FORBIDDEN', 'Only its author can change this prompt');
  return row;
}

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value === '' ? null : value);

const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;
  app.addHook('preValidation', authRequired);

  app.get('', { schema: { tags, summary: 'My prompts, newest first', response: { 200: PromptListResponse, ...errorResponses } } }, async (request) => {
    const me = requireUser(request);
    const rows = await db
      .selectFrom('prompts')
      .selectAll()
      .select(scoreOf.as('score'))
      .where('user_id', '=', me.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { items: rows.map(toPrompt) };
  });

  app.post(
    '',
    { schema: { tags, summary: 'Create a prompt', body: CreatePromptBody, response: { 201: PromptResponse, ...errorResponses } } },
    async (request, reply) => {
      const me = requireUser(request);
      const now = deps.clock.now().toISOString();
      const body = request.body;
      const row = await db
        .insertInto('prompts')
        .values({
          user_id: me.id,
          title: body.title,
          description: body.description,
          remark: emptyToNull(body.remark) ?? null,
          notes: emptyToNull(body.notes) ?? null,
          shared: body.shared ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ prompt: toPrompt({ ...row, score: 0 }) });
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One of my prompts', params: PromptIdParams, response: { 200: PromptResponse, ...errorResponses } } },
    async (request) => ({ prompt: toPrompt(await ownPrompt(deps, request.params.id, requireUser(request).id)) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update one of my prompts (only the fields sent)',
        params: PromptIdParams,
        body: UpdatePromptBody,
        response: { 200: PromptResponse, ...errorResponses },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const existing = await ownPrompt(deps, request.params.id, me.id);
      const body = request.body;
      const changes: PromptUpdate = { updated_at: deps.clock.now().toISOString() };
      if (body.title !== undefined) changes.title = body.title;
      if (body.description !== undefined) changes.description = body.description;
      if (body.remark !== undefined) changes.remark = emptyToNull(body.remark);
      if (body.notes !== undefined) changes.notes = emptyToNull(body.notes);
      if (body.shared !== undefined) changes.shared = body.shared ? 1 : 0;
      await db.updateTable('prompts').set(changes).where('id', '=', existing.id).where('user_id', '=', me.id).execute();
      return { prompt: toPrompt(await ownPrompt(deps, existing.id, me.id)) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my prompts with its votes, favorites and comments',
        params: PromptIdParams,
        response: { 200: OkResponse, ...errorResponses },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const existing = await ownPrompt(deps, request.params.id, me.id);
      await db.transaction().execute(async (trx) => {
        for (const table of ['votes', 'favorites', 'comments'] as const) {
          await trx.deleteFrom(table).where('target_kind', '=', 'community').where('target_ref', '=', existing.id).execute();
        }
        await trx.deleteFrom('prompts').where('id', '=', existing.id).execute();
      });
      return { ok: true as const };
    },
  );
};

export default promptRoutes;
