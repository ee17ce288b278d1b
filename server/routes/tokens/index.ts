/**
 * Personal access tokens of the signed-in member: list, create (the secret is answered once)
 * and revoke. Session only: server/auth/tokenPolicy.ts refuses these routes to a token, so a
 * leaked token cannot make more of itself. Creating one asks for the password again unless the
 * session signed in moments ago, and mails the owner (auth/tokenManagement.ts).
 * The one exception goes the other way: DELETE /current, a token revoking itself (a tool or the
 * browser extension disconnecting), takes a token only, of either scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessTokenList,
  ApiErrorBody,
  CreatedAccessToken,
  CreateTokenBody,
  OkResponse,
  TokenIdParams,
} from '../../../src/api/contract';
import { requireUser } from '../../auth/sessions';
import { currentTokenId } from '../../auth/tokenPolicy';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../../auth/tokenManagement';
import { BODY_LIMITS } from '../../http/bodyLimits';

const tags = ['tokens'];
const errorResponses = { '4xx': ApiErrorBody };

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '',
    {
      config: { policy: { session: 'required', token: 'session-only' } },
      schema: {
        tags,
        summary: 'My access tokens, newest first',
        response: { 200: AccessTokenList, ...errorResponses },
      },
    },
    async (request) => ({ tokens: await listAccessTokens(deps, requireUser(request).id) }),
  );

  app.post(
    '',
    {
      config: {
        policy: { session: 'required', token: 'session-only', whenSuspended: 'refused', publicAnswers: 'keeps' },
      },
      bodyLimit: BODY_LIMITS.token,
      schema: {
        tags,
        summary:
          'Create an access token (needs the password, unless this session signed in within RECENT_SIGN_IN_MINUTES); the answer holds its secret, shown this once, and the owner is mailed',
        body: CreateTokenBody,
        response: { 201: CreatedAccessToken, ...errorResponses },
      },
      // Guesses at the password count with those of a password change (a stolen session cannot try forever).
      preHandler: [
        app.limiter('changePasswordAccount', (request) =>
          request.user && (request.body as { password?: unknown } | undefined)?.password !== undefined
            ? String(request.user.id)
            : undefined,
        ),
      ],
    },
    async (request, reply) =>
      reply.code(201).send(
        await createAccessToken(deps, requireUser(request), request.body, {
          signedInAt: request.credential?.kind === 'session' ? request.credential.signedInAt : undefined,
          log: request.log,
          acceptLanguage: request.headers['accept-language'],
        }),
      ),
  );

  // Before '/:id' for the reader; the router prefers the static segment anyway.
  app.delete(
    '/current',
    {
      config: {
        policy: { session: 'required', token: 'only', whenSuspended: 'allowed', publicAnswers: 'keeps' },
      },
      schema: {
        tags,
        summary:
          'Revoke the access token this request is made with (a read or read-write token disconnecting itself); the session cookie gets 403 TOKEN_REQUIRED',
        response: { 200: OkResponse, ...errorResponses },
      },
    },
    async (request) => {
      await revokeAccessToken(deps, requireUser(request).id, currentTokenId(request));
      return { ok: true as const };
    },
  );

  app.delete(
    '/:id',
    {
      config: {
        policy: { session: 'required', token: 'session-only', whenSuspended: 'allowed', publicAnswers: 'keeps' },
      },
      schema: {
        tags,
        summary: 'Revoke one of my access tokens (refused from then on)',
        params: TokenIdParams,
        response: { 200: OkResponse, ...errorResponses },
      },
    },
    async (request) => {
      await revokeAccessToken(deps, requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};

export default tokenRoutes;
