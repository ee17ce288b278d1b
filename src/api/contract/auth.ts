/** Accounts: registration, sign-in, password reset and change, and the signed-in user. */
import * as z from 'zod';
import { LOCALES } from '../../config/locales';
import { LIMITS, USERNAME_PATTERN, isStorableText } from '../limits';
import { CurrentPassword, IsoDate, KeepTokenIds } from './common';
import { Role, Suspension } from './moderation';

export const Username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(LIMITS.USERNAME_MIN, `Username must be at least ${LIMITS.USERNAME_MIN} characters`)
  .max(LIMITS.USERNAME_MAX, `Username must be at most ${LIMITS.USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits, "_" and "-"');

export const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.EMAIL_MAX, `Email must be at most ${LIMITS.EMAIL_MAX} characters`)
  .pipe(z.email('Email is not a valid address'));

/** A new password: 8..128 characters (code points), anything printable. */
const NewPassword = z
  .string({ error: 'Password is required' })
  .refine(
    (value) => Array.from(value).length >= LIMITS.PASSWORD_MIN,
    `Password must be at least ${LIMITS.PASSWORD_MIN} characters`,
  )
  .refine(
    (value) => Array.from(value).length <= LIMITS.PASSWORD_MAX,
    `Password must be at most ${LIMITS.PASSWORD_MAX} characters`,
  )
  .refine(isStorableText, 'Password contains characters that are not allowed');

export const User = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    createdAt: IsoDate,
    role: Role,
    /** null unless suspended now. */
    suspension: Suspension.nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const RegisterBody = z.object({
  username: Username,
  email: Email,
  password: NewPassword,
  agreeToTerms: z.literal(true, { error: 'You must agree to the terms of service and the privacy policy' }),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  login: z
    .string({ error: 'Username or email is required' })
    .trim()
    .min(1, 'Username or email is required')
    .max(LIMITS.LOGIN_MAX, 'Username or email is too long')
    // No account name holds control characters, and PostgreSQL refuses NUL in a query parameter.
    .refine(isStorableText, 'Username or email is not valid'),
  password: CurrentPassword,
});
export type LoginBody = z.input<typeof LoginBody>;

/** A site locale (the reset mail links back to the page language the request came from). */
export const SiteLocale = z.enum(LOCALES, { error: 'Unknown locale' });

export const ForgotPasswordBody = z.object({ email: Email, locale: SiteLocale.optional() });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

const ResetCode = z
  .string({ error: 'Reset code is required' })
  .trim()
  .min(1, 'Reset code is required')
  .max(32, 'Reset code is not valid');

export const ResetPasswordBody = z.object({
  email: Email,
  code: ResetCode,
  password: NewPassword,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ChangePasswordBody = z.object({
  currentPassword: CurrentPassword,
  newPassword: NewPassword,
  /** The member's access tokens to keep; every other one is revoked with the other sessions. */
  keepTokenIds: KeepTokenIds.optional(),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** Signing out everywhere ends every session and revokes the member's access tokens, except those kept. */
export const LogoutAllBody = z.object({ keepTokenIds: KeepTokenIds.optional() });
export type LogoutAllBody = z.input<typeof LogoutAllBody>;

/** The answer of signing out everywhere and of changing the password: how many access tokens they revoked. */
export const TokensRevokedResponse = z.object({ ok: z.literal(true), revokedTokens: z.number().int().nonnegative() });
export type TokensRevokedResponse = z.infer<typeof TokensRevokedResponse>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

export const ForgotPasswordResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** How long a reset code stays valid (the server's RESET_CODE_TTL_MINUTES), for the page to say. */
  expiresInMinutes: z.number().int().positive(),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;
