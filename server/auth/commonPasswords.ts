/**
 * The 10,000 most common passwords, from the ranked `passwords-common`
 * dictionary of @zxcvbn-ts/language-common (most common first). Server only:
 * nothing under src/ imports this, so the list never reaches the browser.
 * Loaded on first use, then kept as a set of lower-cased entries.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()),
  );
  return common;
}

/** True when the password is one of the most common ones, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Builds the set now (at start-up) rather than during the first registration. */
export function loadCommonPasswords(): number {
  return commonPasswords().size;
}
