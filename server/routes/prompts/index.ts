/** Personal prompts: create, list, read, update and delete by their owner only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  CreatePromptBody,
  OkResponse,
  PromptIdParams,
  PromptListQuery,
  PromptListResponse,
  PromptResponse,
  UpdatePromptBody,
} from '../../../src/api/contract';
import { requireUser } from '../../auth/sessions';
import { createPrompt, deletePrompt, listMyPrompts, ownPrompt, updatePrompt } from '../../repositories/prompts';
import { sharesNewPrompt } from '../../cache/publicAnswers';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { standingOf } from '../../rules/accountAge';
import type { FastifyRequest } from 'fastify';

const tags = ['prompts'];
const errorResponses = { '4xx': ApiErrorBody };

const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;
  const now = () => deps.clock.now().toISOString();
  /** How new the caller's account is (the spam rules and caps of new accounts). */
  const standing = (request: FastifyRequest) => standingOf(deps.config, requireUser(request).createdAt, deps.clock.now());

  app.get(
    '',
    {
      config: { policy: { session: 'required', token: 'read' } },
      schema: {
        tags,
        summary: 'My prompts, newest first, a page at a time (optionally those matching every word of q)',
        querystring: PromptListQuery,
        response: { 200: PromptListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { q, cursor, pageSize } = request.query;
      return listMyPrompts(db, deps.database.dialect, requireUser(request).id, { q: q || undefined, cursor, pageSize });
    },
  );

  app.post(
    '',
    { bodyLimit: BODY_LIMITS.prompt, config: { policy: { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: sharesNewPrompt } }, schema: { tags, summary: 'Create a prompt', body: CreatePromptBody, response: { 201: PromptResponse, ...errorResponses } } },
    async (request, reply) => reply.code(201).send({ prompt: await createPrompt(deps.database, requireUser(request).id, request.body, now(), standing(request)) }),
  );

  app.get(
    '/:id',
    { config: { policy: { session: 'required', token: 'read' } }, schema: { tags, summary: 'One of my prompts', params: PromptIdParams, response: { 200: PromptResponse, ...errorResponses } } },
    async (request) => ({ prompt: await ownPrompt(db, request.params.id, requireUser(request).id) }),
  );

  app.patch(
    '/:id',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'unshare-only', publicAnswers: 'clears' } },
      bodyLimit: BODY_LIMITS.prompt,
      schema: {
        tags,
        summary: 'Update one of my prompts (only the fields sent)',
        params: PromptIdParams,
        body: UpdatePromptBody,
        response: { 200: PromptResponse, ...errorResponses },
      },
    },
    async (request) => ({ prompt: await updatePrompt(deps.database, request.params.id, requireUser(request).id, request.body, now(), standing(request)) }),
  );

  app.delete(
    '/:id',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'allowed', publicAnswers: 'clears' } },
      schema: {
        tags,
        summary: 'Delete one of my prompts with its votes and comments (favorites of it are listed as unavailable)',
        params: PromptIdParams,
        response: { 200: OkResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deletePrompt(deps.database, request.params.id, requireUser(request).id, deps.clock.now().toISOString());
      return { ok: true as const };
    },
  );
};

export default promptRoutes;
