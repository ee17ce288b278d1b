import crypto from 'node:crypto';
import { LIMITS, RESET_CODE_ALPHABET } from '../../src/api/limits';

/** 32 random bytes, base64url: the session token held only by the cookie. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value, 'utf8').digest('hex');
}

/** An 8-character reset code from an unambiguous alphabet, uniformly random. */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < LIMITS.RESET_CODE_LENGTH; i += 1) {
    code += RESET_CODE_ALPHABET[crypto.randomInt(RESET_CODE_ALPHABET.length)];
  }
  return code;
}

/** What a person may type: lower case, spaces and dashes are forgiven. */
export function normaliseResetCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * What the database keeps of a reset code: HMAC-SHA256 keyed with the server's
 * reset-code secret, so a copy of the table alone cannot be searched for the
 * small space of 8-character codes.
 */
export function hashResetCode(code: string, secret: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`reset:${normaliseResetCode(code)}`, 'utf8')
    .digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
