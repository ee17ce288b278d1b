/**
 * The account flows behind /api/auth: registration, login, the reset-code flow,
 * the change of password and deleting one's own account. Each takes the app's
 * deps and the request's checked body, and returns or throws an AppError; sessions and cookies stay
 * with the routes (auth/sessions.ts), rate limits with the routes' options.
 */
import { localePath, type Locale } from '../../src/config/locales';
import type { AppConfig } from '../config';
import { isUniqueViolation, type Db } from '../db';
import { AppError } from '../errors';
import { sendInBackground, type BackgroundMailOptions } from '../mail';
import { mailLocale, minutesText, resetCodeMail } from '../mail/templates';
import * as passwordResets from '../repositories/passwordResets';
import { deleteAccount } from '../repositories/accountDeletion';
import { assertMayActOn, type Moderator } from '../repositories/moderation';
import * as users from '../repositories/users';
import type { AppDeps, SessionUser } from '../types';
import { isCommonPassword } from './commonPasswords';
import { revokeAccess } from './revokeAccess';
import { hashResetCode, newResetCode, safeEqualHex } from './tokens';

/** 400 COMMON_PASSWORD on `field` when the password is one of the 10,000 most common. */
function refuseCommonPassword(password: string, field: 'password' | 'newPassword'): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'COMMON_PASSWORD', 'This password is one of the most common ones; choose another', field);
  }
}

const usernameTaken = () => new AppError(409, 'USERNAME_TAKEN', 'This username is already taken', 'username');

/** Creates an account; 409 USERNAME_TAKEN or EMAIL_TAKEN when either is in use (also when a concurrent registration took it first). */
export async function registerAccount(
  deps: AppDeps,
  body: { username: string; email: string; password: string },
): Promise<users.UserRecord> {
  const db = deps.database.kysely;
  const { username, email, password } = body;
  refuseCommonPassword(password, 'password');
  const taken = async () => {
    const used = await users.findTaken(db, username, email);
    if (used.username) return usernameTaken();
    if (used.email) return new AppError(409, 'EMAIL_TAKEN', 'An account already uses this email', 'email');
    return undefined;
  };
  const before = await taken();
  if (before) throw before;
  const passwordHash = await deps.hasher.hash(password);
  try {
    return await users.insertUser(db, { username, email, passwordHash, now: deps.clock.now().toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) throw (await taken()) ?? usernameTaken();
    throw error;
  }
}

/** A login attempt counted against the failure ceiling of whom it names (the route's rate limits): entered first, given back when it succeeds. */
export interface CountedAttempt {
  enter(): Promise<void>;
  refund(): Promise<void>;
}

/** The account a login and password open; 401 INVALID_CREDENTIALS otherwise (as slow for an unknown login as for a wrong password). */
export async function checkLogin(
  deps: AppDeps,
  body: { login: string; password: string },
  attempt?: CountedAttempt,
): Promise<users.UserRecord> {
  await attempt?.enter();
  const user = await users.findUserByLogin(deps.database.kysely, body.login);
  const ok = user
    ? await deps.hasher.verify(user.password_hash, body.password)
    : await deps.hasher.verifyNothing(body.password);
  if (!user || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', 'Username, email or password is incorrect');
  // Only failed attempts count toward the ceiling.
  await attempt?.refund();
  return user;
}

/** How long a reset code stays valid, in whole minutes (RESET_CODE_TTL_MINUTES). */
export const resetCodeMinutes = (config: AppConfig) => Math.round(config.resetCodeTtlMs / 60_000);

/** The answer to every reset-code request, whether or not the account exists (English: the site shows its own text). */
export const resetCodeSentMessage = (config: AppConfig) =>
  `If an account uses this email, a reset code is on its way. It is valid for ${minutesText(resetCodeMinutes(config))}.`;

/**
 * The reset password page in `locale` (the default locale lives at the root), with the email and
 * code in its fragment (`#email=…&code=…`): browsers never send a fragment, so neither reaches a
 * request log, a proxy's or the server's.
 */
function resetPageLink(siteUrl: string, locale: Locale, email: string, code: string): URL {
  const link = new URL(localePath(locale, '/reset-password'), siteUrl);
  link.hash = new URLSearchParams({ email, code }).toString();
  return link;
}

/**
 * Mails a new reset code when an account uses the email and `mayMail` allows one more mail to it
 * (past the account's ceiling its owner has the earlier mails). Returns without waiting for the
 * mail, and the same way whatever happened, so the answer tells nobody whether the account exists.
 * The mail and its link are in the request's page language (see mailLocale).
 */
export async function sendResetCode(
  deps: AppDeps,
  body: { email: string; locale?: Locale },
  context: {
    mayMail(userId: number): Promise<boolean>;
    log: BackgroundMailOptions['log'];
    /** The request's Accept-Language header: the language when the body names none. */
    acceptLanguage?: string;
  },
): Promise<void> {
  const db = deps.database.kysely;
  const user = await users.findUserByEmail(db, body.email);
  if (!user || !(await context.mayMail(user.id))) return;
  const code = newResetCode();
  const now = deps.clock.now();
  await passwordResets.addResetCode(db, {
    userId: user.id,
    codeHash: hashResetCode(code, deps.resetCodeSecret),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + deps.config.resetCodeTtlMs).toISOString(),
  });
  const { siteUrl } = deps.config;
  const locale = mailLocale(body.locale, context.acceptLanguage);
  const message = resetCodeMail({
    to: user,
    code,
    minutes: resetCodeMinutes(deps.config),
    locale,
    resetLink: resetPageLink(siteUrl, locale, user.email, code),
    siteUrl,
  });
  // Not awaited: the answer must not depend on (or wait for) the mail server.
  void sendInBackground(deps.mailer, message, { log: context.log, purpose: 'password reset code' });
}

/**
 * Sets a new password with a mailed reset code, once, and signs the account out everywhere;
 * 400 INVALID_RESET_CODE for a wrong, spent or expired code (or an unknown email).
 */
export async function resetPassword(
  deps: AppDeps,
  body: { email: string; code: string; password: string },
): Promise<void> {
  const db = deps.database.kysely;
  const invalid = () => new AppError(400, 'INVALID_RESET_CODE', 'The reset code is wrong or has expired', 'code');
  // Before the code is looked at, so a refused password costs no attempt.
  refuseCommonPassword(body.password, 'password');
  const now = deps.clock.now().toISOString();
  const user = await users.findUserByEmail(db, body.email);
  if (!user) throw invalid();
  // Every comparison spends an attempt of each live code first, atomically: no more than the maximum, even in parallel.
  const live = await passwordResets.claimResetAttempt(db, user.id, now, deps.config.resetCodeMaxAttempts);
  const hash = hashResetCode(body.code, deps.resetCodeSecret);
  const reset = live.find((candidate) => safeEqualHex(candidate.code_hash, hash));
  if (!reset) throw invalid();
  const passwordHash = await deps.hasher.hash(body.password);
  // Single use even under concurrent submissions (only one caller marks the code used).
  const revoke = (trx: Db) => revokeAccess(trx, user.id, 'password-reset');
  if (!(await passwordResets.completeReset(db, { resetId: reset.id, userId: user.id, passwordHash, now }, revoke)))
    throw invalid();
}

/**
 * Changes the password of a signed-in member who knows the current one, signs out every other
 * session and revokes the access tokens not named in `keepTokenIds` (400 WRONG_PASSWORD otherwise);
 * how many tokens it revoked.
 */
export async function changePassword(
  deps: AppDeps,
  userId: number,
  keptSessionId: number | undefined,
  body: { currentPassword: string; newPassword: string; keepTokenIds?: readonly number[] },
): Promise<number> {
  await confirmPassword(deps, userId, body.currentPassword, 'currentPassword');
  refuseCommonPassword(body.newPassword, 'newPassword');
  const passwordHash = await deps.hasher.hash(body.newPassword);
  await users.setPasswordHash(deps.database.kysely, userId, passwordHash, deps.clock.now().toISOString());
  return revokeAccess(deps.database.kysely, userId, 'password-change', {
    sessionId: keptSessionId,
    tokenIds: body.keepTokenIds,
  });
}

/** 400 WRONG_PASSWORD on `field` unless `password` is the account's own (a signed-in member proving it is them). */
export async function confirmPassword(
  deps: AppDeps,
  userId: number,
  password: string,
  field: 'currentPassword' | 'password',
): Promise<void> {
  const currentHash = await users.getPasswordHash(deps.database.kysely, userId);
  if (currentHash === undefined || !(await deps.hasher.verify(currentHash, password))) {
    throw new AppError(400, 'WRONG_PASSWORD', 'The current password is not correct', field);
  }
}

/**
 * A member deletes their own account after typing its password (what goes and what stays:
 * repositories/accountDeletion.ts). Admins cannot: ADMIN_USERNAMES names them, so the name must
 * leave it first (403).
 */
export async function deleteOwnAccount(deps: AppDeps, user: SessionUser, password: string): Promise<void> {
  if (user.role === 'admin')
    throw new AppError(403, 'FORBIDDEN', 'Admins are named by ADMIN_USERNAMES: remove your name there first');
  await confirmPassword(deps, user.id, password, 'password');
  await deleteAccount(deps.database, user.id, {
    actor: user,
    action: 'delete_own_account',
    now: deps.clock.now().toISOString(),
  });
}

/**
 * An admin deletes a member's account from the console, after typing their own password; logged
 * with the note. 404 when it does not exist, 403 for an admin's account or their own.
 */
export async function deleteMemberAccount(
  deps: AppDeps,
  actor: Moderator,
  memberId: number,
  body: { password: string; note?: string | null },
): Promise<void> {
  await confirmPassword(deps, actor.id, body.password, 'password');
  await deleteAccount(deps.database, memberId, {
    actor,
    action: 'delete_account',
    note: body.note,
    now: deps.clock.now().toISOString(),
    check: (member) => assertMayActOn(actor, member, 'delete'),
  });
}
