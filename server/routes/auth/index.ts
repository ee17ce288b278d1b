/**
 * Accounts: register, login, logout, me, forgot/reset/change password.
 *
 * Login, forgot and reset limits per account count per (account, address), so
 * attempts from elsewhere never spend the owner's budget at their own address;
 * across all addresses, failed logins of an account meet a ceiling of growing
 * delays and reset mails a ceiling per hour.
 */
import type { FastifyRequest } from 'fastify';
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
import { DEFAULT_LOCALE } from '../../../src/config/locales';
import { isCommonPassword } from '../../auth/commonPasswords';
import { hashResetCode, newResetCode, safeEqualHex } from '../../auth/tokens';
import { isUniqueViolation } from '../../db';
import { AppError } from '../../errors';
import { sendInBackground } from '../../mail';
import { addressKey } from '../../plugins/rateLimit';
import * as passwordResets from '../../repositories/passwordResets';
import * as users from '../../repositories/users';

const FORGOT_MESSAGE = 'If an account uses this email, a reset code is on its way. It is valid for 30 minutes.';
const tags = ['auth'];
const errorResponses = { '4xx': ApiErrorBody };

/** 400 COMMON_PASSWORD on `field` when the password is one of the 10,000 most common. */
function refuseCommonPassword(password: string, field: 'password' | 'newPassword'): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'COMMON_PASSWORD', 'This password is one of the most common ones; choose another', field);
  }
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;
  const lowerLogin = (request: { body?: unknown }) => {
    const login = (request.body as { login?: unknown; email?: unknown } | undefined) ?? {};
    const value = typeof login.login === 'string' ? login.login : typeof login.email === 'string' ? login.email : undefined;
    return value?.trim().toLowerCase();
  };
  /** The login or email of the body, with the address it came from (IPv6 by /64). */
  const loginAtAddress = (request: FastifyRequest) => {
    const text = lowerLogin(request);
    return text ? `${text}@${addressKey(request.ip)}` : undefined;
  };
  /**
   * Whom a login names: the account however it is written ("Ada", "ada" and
   * "ada@example.com" are one), or for a login naming no account its
   * normalised text, limited the same way (so the limits do not tell which
   * names exist) but counted apart (so junk names cannot push real accounts'
   * counters out of the store). Looked up once per request.
   */
  const named = new WeakMap<FastifyRequest, Promise<{ known: boolean; key: string } | undefined>>();
  const loginTarget = (request: FastifyRequest) => {
    let target = named.get(request);
    if (!target) {
      const text = lowerLogin(request);
      target = !text
        ? Promise.resolve(undefined)
        : users.findUserIdByLogin(db, text).then((userId) => (userId === undefined ? { known: false, key: `name:${text}` } : { known: true, key: `user:${userId}` }));
      named.set(request, target);
    }
    return target;
  };
  const loginAccountKey = (known: boolean) => async (request: FastifyRequest) => {
    const target = await loginTarget(request);
    return target?.known === known ? `${target.key}@${addressKey(request.ip)}` : undefined;
  };
  const loginCeiling = deps.config.rateLimit.loginCeiling;
  const accountCeiling = app.failureCeiling('login-account', loginCeiling);
  const unknownCeiling = app.failureCeiling('login-name', loginCeiling);

  app.post(
    '/register',
    {
      schema: { tags, summary: 'Create an account and log in', body: RegisterBody, response: { 201: UserResponse, ...errorResponses } },
      preHandler: [app.limiter('registerIp', 'ip')],
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      refuseCommonPassword(password, 'password');
      const taken = async () => {
        const used = await users.findTaken(db, username, email);
        if (used.username) return new AppError(409, 'USERNAME_TAKEN', 'This username is already taken', 'username');
        if (used.email) return new AppError(409, 'EMAIL_TAKEN', 'An account already uses this email', 'email');
        return undefined;
      };
      const before = await taken();
      if (before) throw before;
      const passwordHash = await deps.hasher.hash(password);
      let user;
      try {
        user = await users.insertUser(db, { username, email, passwordHash, now: deps.clock.now().toISOString() });
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
      preHandler: [
        app.limiter('loginIp', 'ip'),
        app.limiter('loginAccount', loginAccountKey(true)),
        app.limiter('loginUnknownAccount', loginAccountKey(false)),
      ],
    },
    async (request, reply) => {
      const target = await loginTarget(request);
      const ceiling = target?.known ? accountCeiling : unknownCeiling;
      if (target) await ceiling.enter(request, target.key);
      const user = await users.findUserByLogin(db, request.body.login);
      const ok = user ? await deps.hasher.verify(user.password_hash, request.body.password) : await deps.hasher.verifyNothing(request.body.password);
      if (!user || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', 'Username, email or password is incorrect');
      // Only failed attempts count toward the ceiling.
      if (target) await ceiling.refund(request, target.key);
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
      onRequest: [authRequired],
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
      preHandler: [app.limiter('forgotIp', 'ip'), app.limiter('forgotAccount', loginAtAddress)],
    },
    async (request, reply) => {
      const user = await users.findUserByEmail(db, request.body.email);
      // Past the account's mail ceiling the answer stays the same (its owner has the earlier mails), but nothing is sent.
      if (user && (await app.withinLimit('forgotMails', request, String(user.id)))) {
        const code = newResetCode();
        const now = deps.clock.now();
        await passwordResets.addResetCode(db, {
          userId: user.id,
          codeHash: hashResetCode(code, deps.resetCodeSecret),
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + deps.config.resetCodeTtlMs).toISOString(),
        });
        const minutes = Math.round(deps.config.resetCodeTtlMs / 60000);
        const locale = request.body.locale ?? DEFAULT_LOCALE;
        const resetLink = new URL(`${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/reset-password`, deps.config.siteUrl);
        resetLink.search = new URLSearchParams({ email: user.email, code }).toString();
        // Not awaited: the answer must not depend on (or wait for) the mail server.
        void sendInBackground(
          deps.mailer,
          {
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
          },
          { log: request.log, purpose: 'password reset code' },
        );
      }
      return reply.code(202).send({ ok: true as const, message: FORGOT_MESSAGE });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { tags, summary: 'Set a new password with an emailed reset code', body: ResetPasswordBody, response: { 200: OkResponse, ...errorResponses } },
      preHandler: [app.limiter('resetIp', 'ip'), app.limiter('resetAccount', loginAtAddress)],
    },
    async (request, reply) => {
      const invalid = () => new AppError(400, 'INVALID_RESET_CODE', 'The reset code is wrong or has expired', 'code');
      // Before the code is looked at, so a refused password costs no attempt.
      refuseCommonPassword(request.body.password, 'password');
      const now = deps.clock.now().toISOString();
      const user = await users.findUserByEmail(db, request.body.email);
      if (!user) throw invalid();
      // Every comparison spends an attempt of each live code first, atomically: no more than the maximum, even in parallel.
      const live = await passwordResets.claimResetAttempt(db, user.id, now, deps.config.resetCodeMaxAttempts);
      const hash = hashResetCode(request.body.code, deps.resetCodeSecret);
      const reset = live.find((candidate) => safeEqualHex(candidate.code_hash, hash));
      if (!reset) throw invalid();
      const passwordHash = await deps.hasher.hash(request.body.password);
      // Single use even under concurrent submissions (only one caller marks the code used).
      if (!(await passwordResets.completeReset(db, { resetId: reset.id, userId: user.id, passwordHash, now }))) throw invalid();
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
      onRequest: [authRequired],
      // Guesses at the current password are limited per account (a stolen session cannot try forever).
      preHandler: [app.limiter('changePasswordAccount', (request) => (request.user ? String(request.user.id) : undefined))],
    },
    async (request) => {
      const me = requireUser(request);
      const currentHash = await users.getPasswordHash(db, me.id);
      if (currentHash === undefined || !(await deps.hasher.verify(currentHash, request.body.currentPassword))) {
        throw new AppError(400, 'WRONG_PASSWORD', 'The current password is not correct', 'currentPassword');
      }
      refuseCommonPassword(request.body.newPassword, 'newPassword');
      const passwordHash = await deps.hasher.hash(request.body.newPassword);
      await users.setPasswordHash(db, me.id, passwordHash, deps.clock.now().toISOString());
      await revokeUserSessions(deps, me.id, request.sessionId ?? undefined);
      return { ok: true as const };
    },
  );
};

export default authRoutes;
