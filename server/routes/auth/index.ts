/**
 * Accounts: register, login, logout, me, forgot/reset/change password. The
 * flows are in server/auth/accounts.ts; here are their schemas, sessions and
 * rate limits.
 * Whom the account limits count: ./limits.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  LogoutAllBody,
  OkResponse,
  RegisterBody,
  ResetPasswordBody,
  TokensRevokedResponse,
  UserResponse,
} from '../../../src/api/contract';
import {
  changePassword,
  checkLogin,
  deleteOwnAccount,
  registerAccount,
  resetCodeMinutes,
  resetCodeSentMessage,
  resetPassword,
  sendResetCode,
} from '../../auth/accounts';
import { accountLimitKeys } from './limits';
import { revokeAccess } from '../../auth/revokeAccess';
import { clearSessionCookie, requireUser, revokeSession, startSession, toUserDto } from '../../auth/sessions';

const tags = ['auth'];
const errorResponses = { '4xx': ApiErrorBody };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { loginAtAddress, loginAccountKey, loginAttempt } = accountLimitKeys(app);
  const forgotMessage = resetCodeSentMessage(deps.config);

  app.post(
    '/register',
    {
      config: { policy: { session: 'none', token: 'session-only', whenSuspended: 'refused', publicAnswers: 'keeps' } },
      schema: {
        tags,
        summary: 'Create an account and log in',
        body: RegisterBody,
        response: { 201: UserResponse, ...errorResponses },
      },
      preHandler: [app.limiter('registerIp', 'ip')],
    },
    async (request, reply) => {
      const user = await registerAccount(deps, request.body);
      await startSession(deps, reply, user.id);
      return reply.code(201).send({ user: toUserDto(user, deps.clock.now()) });
    },
  );

  app.post(
    '/login',
    {
      config: {
        policy: { session: 'optional', token: 'session-only', whenSuspended: 'allowed', publicAnswers: 'keeps' },
      },
      schema: {
        tags,
        summary: 'Log in with username or email',
        body: LoginBody,
        response: { 200: UserResponse, ...errorResponses },
      },
      preHandler: [
        app.limiter('loginIp', 'ip'),
        app.limiter('loginAccount', loginAccountKey(true)),
        app.limiter('loginUnknownAccount', loginAccountKey(false)),
      ],
    },
    async (request, reply) => {
      const user = await checkLogin(deps, request.body, await loginAttempt(request));
      await startSession(deps, reply, user.id, request.sessionId);
      return { user: toUserDto(user, deps.clock.now()) };
    },
  );

  app.post(
    '/logout',
    {
      config: {
        policy: { session: 'optional', token: 'session-only', whenSuspended: 'allowed', publicAnswers: 'keeps' },
      },
      schema: { tags, summary: 'Log out (revokes this session)', response: { 200: OkResponse, ...errorResponses } },
    },
    async (request, reply) => {
      if (request.sessionId) await revokeSession(deps, request.sessionId);
      clearSessionCookie(deps, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/logout-all',
    {
      config: {
        policy: { session: 'required', token: 'session-only', whenSuspended: 'allowed', publicAnswers: 'keeps' },
      },
      schema: {
        tags,
        summary:
          'Log out on every device: revokes every session of the account, and its access tokens except those in keepTokenIds',
        // No body (as before keepTokenIds existed) revokes every token.
        body: LogoutAllBody.nullish(),
        response: { 200: TokensRevokedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const revokedTokens = await revokeAccess(deps.database.kysely, userId, 'sign-out-everywhere', {
        tokenIds: request.body?.keepTokenIds ?? undefined,
      });
      clearSessionCookie(deps, reply);
      return { ok: true as const, revokedTokens };
    },
  );

  app.get(
    '/me',
    {
      config: { policy: { session: 'required', token: 'read' } },
      schema: {
        tags,
        summary: 'The logged-in user (401 when not logged in)',
        response: { 200: UserResponse, ...errorResponses },
      },
    },
    async (request) => ({ user: requireUser(request) }),
  );

  app.post(
    '/forgot-password',
    {
      config: { policy: { session: 'none', token: 'session-only', whenSuspended: 'refused', publicAnswers: 'keeps' } },
      schema: {
        tags,
        summary: 'Email a reset code (same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 202: ForgotPasswordResponse, ...errorResponses },
      },
      preHandler: [app.limiter('forgotIp', 'ip'), app.limiter('forgotAccount', loginAtAddress)],
    },
    async (request, reply) => {
      // Past the account's mail ceiling the answer stays the same (its owner has the earlier mails), but nothing is sent.
      const mayMail = (userId: number) => app.withinLimit('forgotMails', request, String(userId));
      await sendResetCode(deps, request.body, {
        mayMail,
        log: request.log,
        acceptLanguage: request.headers['accept-language'],
      });
      return reply
        .code(202)
        .send({ ok: true as const, message: forgotMessage, expiresInMinutes: resetCodeMinutes(deps.config) });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { policy: { session: 'none', token: 'session-only', whenSuspended: 'refused', publicAnswers: 'keeps' } },
      schema: {
        tags,
        summary: 'Set a new password with an emailed reset code',
        body: ResetPasswordBody,
        response: { 200: OkResponse, ...errorResponses },
      },
      preHandler: [app.limiter('resetIp', 'ip'), app.limiter('resetAccount', loginAtAddress)],
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      clearSessionCookie(deps, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/change-password',
    {
      config: {
        policy: { session: 'required', token: 'session-only', whenSuspended: 'allowed', publicAnswers: 'keeps' },
      },
      schema: {
        tags,
        summary:
          'Change password (needs the current one; logs out every other session and revokes the access tokens except those in keepTokenIds)',
        body: ChangePasswordBody,
        response: { 200: TokensRevokedResponse, ...errorResponses },
      },
      // Guesses at the current password are limited per account (a stolen session cannot try forever).
      preHandler: [
        app.limiter('changePasswordAccount', (request) => (request.user ? String(request.user.id) : undefined)),
      ],
    },
    async (request) => {
      const revokedTokens = await changePassword(
        deps,
        requireUser(request).id,
        request.sessionId ?? undefined,
        request.body,
      );
      return { ok: true as const, revokedTokens };
    },
  );

  app.delete(
    '/account',
    {
      config: {
        policy: { session: 'required', token: 'session-only', whenSuspended: 'allowed', publicAnswers: 'clears' },
      },
      schema: {
        tags,
        summary:
          'Delete my account and what belongs to it (needs the password; comments others replied to stay, by a deleted member); signs out',
        body: DeleteAccountBody,
        response: { 200: OkResponse, ...errorResponses },
      },
      // Guesses at the password are limited per account, as for a change of password.
      preHandler: [
        app.limiter('changePasswordAccount', (request) => (request.user ? String(request.user.id) : undefined)),
      ],
    },
    async (request, reply) => {
      await deleteOwnAccount(deps, requireUser(request), request.body.password);
      clearSessionCookie(deps, reply);
      return { ok: true as const };
    },
  );
};

export default authRoutes;
