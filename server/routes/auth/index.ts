/** Accounts: register, login, logout, me, forgot/reset/change password. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  ChangePasswordBody,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  OkResponse,
  RegisterBody,
  ResetPasswordBody,
  UserResponse,
} from '../../../src/api/contract';
import {
  authRequired,
  clearSessionCookie,
  createSession,
  requireUser,
  revokeSession,
  revokeUserSessions,
  setSessionCookie,
  toUserDto,
} from '../../auth/sessions';
import { DEFAULT_LOCALE } from '../../../src/prompts/locales';
import { hashResetCode, newResetCode, safeEqualHex } from '../../auth/tokens';
import { isUniqueViolation } from '../../db';
import { AppError } from '../../errors';

const FORGOT_MESSAGE = 'If an account uses this email, a reset code is on its way. It is valid for 30 minutes.';
const tags = ['auth'];
const errorResponses = { '4xx': ApiErrorBody };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;
  const lowerLogin = (request: { body?: unknown }) => {
    const login = (request.body as { login?: unknown; email?: unknown } | undefined) ?? {};
    const value = typeof login.login === 'string' ? login.login : typeof login.email === 'string' ? login.email : undefined;
    return value?.trim().toLowerCase();
  };

  app.post(
    '/register',
    {
      schema: { tags, summary: 'Create an account and log in', body: RegisterBody, response: { 201: UserResponse, ...errorResponses } },
      preHandler: [app.limiter('registerIp', 'ip')],
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      const usernameLower = username.toLowerCase();
      const emailLower = email.toLowerCase();
      const taken = async () => {
        const existing = await db
          .selectFrom('users')
          .select(['username_lower', 'email'])
          .where((eb) => eb.or([eb('username_lower', '=', usernameLower), eb('email', '=', emailLower)]))
          .execute();
        if (existing.some((u) => u.username_lower === usernameLower)) {
          return new AppError(409, 'USERNAME_TAKEN', 'This username is already taken', 'username');
        }
        if (existing.length > 0) return new AppError(409, 'EMAIL_TAKEN', 'An account already uses this email', 'email');
        return undefined;
      };
      const before = await taken();
      if (before) throw before;
      const passwordHash = await deps.hasher.hash(password);
      const now = deps.clock.now().toISOString();
      let user;
      try {
        user = await db
          .insertInto('users')
          .values({
            username,
            username_lower: usernameLower,
            email: emailLower,
            password_hash: passwordHash,
            terms_accepted_at: now,
            created_at: now,
            updated_at: now,
          })
          .returning(['id', 'username', 'email', 'created_at'])
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw (await taken()) ?? new AppError(409, 'USERNAME_TAKEN', 'This username is already taken', 'username');
        throw error;
      }
      const session = await createSession(deps, user.id);
      setSessionCookie(deps, reply, session.token);
      return reply.code(201).send({ user: toUserDto(user) });
    },
  );

  app.post(
    '/login',
    {
      schema: { tags, summary: 'Log in with username or email', body: LoginBody, response: { 200: UserResponse, ...errorResponses } },
      preHandler: [app.limiter('loginIp', 'ip'), app.limiter('loginAccount', lowerLogin)],
    },
    async (request, reply) => {
      const login = request.body.login.toLowerCase();
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'created_at', 'password_hash'])
        .where((eb) => eb.or([eb('username_lower', '=', login), eb('email', '=', login)]))
        .executeTakeFirst();
      const ok = user ? await deps.hasher.verify(user.password_hash, request.body.password) : await deps.hasher.verifyNothing(request.body.password);
      if (!user || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', 'Username, email or password is incorrect');
      if (request.sessionId) await revokeSession(deps, request.sessionId);
      const session = await createSession(deps, user.id);
      setSessionCookie(deps, reply, session.token);
      return { user: toUserDto(user) };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Log out (revokes this session)', response: { 200: OkResponse, ...errorResponses } } },
    async (request, reply) => {
      if (request.sessionId) await revokeSession(deps, request.sessionId);
      clearSessionCookie(deps, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/logout-all',
    {
      schema: { tags, summary: 'Log out on every device (revokes every session of the account)', response: { 200: OkResponse, ...errorResponses } },
      preValidation: [authRequired],
    },
    async (request, reply) => {
      await revokeUserSessions(deps, requireUser(request).id);
      clearSessionCookie(deps, reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    { schema: { tags, summary: 'The logged-in user (401 when not logged in)', response: { 200: UserResponse, ...errorResponses } } },
    async (request) => ({ user: requireUser(request) }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a reset code (same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 202: ForgotPasswordResponse, ...errorResponses },
      },
      preHandler: [app.limiter('forgotIp', 'ip'), app.limiter('forgotAccount', lowerLogin)],
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const user = await db.selectFrom('users').select(['id', 'username', 'email']).where('email', '=', email).executeTakeFirst();
      if (user) {
        const code = newResetCode();
        const now = deps.clock.now();
        await db.transaction().execute(async (trx) => {
          // Only the newest code works.
          await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
          await trx
            .insertInto('password_resets')
            .values({
              user_id: user.id,
              code_hash: hashResetCode(code),
              created_at: now.toISOString(),
              expires_at: new Date(now.getTime() + deps.config.resetCodeTtlMs).toISOString(),
              used_at: null,
              attempts: 0,
            })
            .execute();
        });
        const minutes = Math.round(deps.config.resetCodeTtlMs / 60000);
        const locale = request.body.locale ?? DEFAULT_LOCALE;
        const resetLink = new URL(`${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/reset-password`, deps.config.siteUrl);
        resetLink.search = new URLSearchParams({ email: user.email, code }).toString();
        // Not awaited: the answer must not depend on (or wait for) the mail server.
        deps.mailer
          .send({
            to: user.email,
            subject: 'Your PromptDeck password reset code',
            text: [
              `Hello ${user.username},`,
              '',
              `Your password reset code is: ${code}`,
              '',
              `Enter it on the reset password page within ${minutes} minutes. It works once:`,
              resetLink.toString(),
              'If you did not ask for it, ignore this message: your password stays the same.',
              '',
              `— PromptDeck (${deps.config.siteUrl})`,
            ].join('\n'),
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'could not send the password reset mail'));
      }
      return reply.code(202).send({ ok: true as const, message: FORGOT_MESSAGE });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { tags, summary: 'Set a new password with an emailed reset code', body: ResetPasswordBody, response: { 200: OkResponse, ...errorResponses } },
      preHandler: [app.limiter('resetIp', 'ip'), app.limiter('resetAccount', lowerLogin)],
    },
    async (request, reply) => {
      const invalid = () => new AppError(400, 'INVALID_RESET_CODE', 'The reset code is wrong or has expired', 'code');
      const email = request.body.email.toLowerCase();
      const now = deps.clock.now().toISOString();
      const user = await db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst();
      if (!user) throw invalid();
      const reset = await db
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', deps.config.resetCodeMaxAttempts)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!reset) throw invalid();
      if (!safeEqualHex(reset.code_hash, hashResetCode(request.body.code))) {
        await db
          .updateTable('password_resets')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', reset.id)
          .execute();
        throw invalid();
      }
      const passwordHash = await deps.hasher.hash(request.body.password);
      const used = await db.transaction().execute(async (trx) => {
        // Single use even under concurrent submissions: only one update finds used_at null.
        const claimed = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('id', '=', reset.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', user.id).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
        return true;
      });
      if (!used) throw invalid();
      clearSessionCookie(deps, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags,
        summary: 'Change password (needs the current one; logs out every other session)',
        body: ChangePasswordBody,
        response: { 200: OkResponse, ...errorResponses },
      },
      preValidation: [authRequired],
    },
    async (request) => {
      const me = requireUser(request);
      const row = await db.selectFrom('users').select(['password_hash']).where('id', '=', me.id).executeTakeFirstOrThrow();
      if (!(await deps.hasher.verify(row.password_hash, request.body.currentPassword))) {
        throw new AppError(400, 'WRONG_PASSWORD', 'The current password is not correct', 'currentPassword');
      }
      const passwordHash = await deps.hasher.hash(request.body.newPassword);
      const now = deps.clock.now().toISOString();
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', me.id).execute();
      await revokeUserSessions(deps, me.id, request.sessionId ?? undefined);
      return { ok: true as const };
    },
  );
};

export default authRoutes;
