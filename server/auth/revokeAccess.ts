/**
 * Which event ends which credentials, in one table (REVOCATIONS), and the one function that ends
 * them (revokeAccess). The flows and transactions that handle an event call it with their reason:
 *   - a password reset (auth/accounts.ts resetPassword, inside completeReset's transaction): whoever
 *     had the account before loses it whole, sessions and tokens;
 *   - staff signing a member out (console/members.ts endMemberSessions, inside its transaction):
 *     how staff cut off a taken-over account, so sessions and tokens;
 *   - a password change (auth/accounts.ts changePassword): the other sessions, and the tokens the
 *     member did not choose to keep (keepTokenIds);
 *   - signing out everywhere (routes/auth logout-all): every session, and the tokens not kept.
 * The API tests read the same table (tests/api/revoke-access.test.ts).
 */
import type { Db } from '../db';
import { deleteUserTokens } from '../repositories/accessTokens';
import { deleteUserSessions } from '../repositories/sessions';

export type RevocationReason = 'password-reset' | 'staff-sign-out' | 'password-change' | 'sign-out-everywhere';

export interface Revocation {
  /** 'all': every session of the account; 'others': all but the one the request came with. */
  sessions: 'all' | 'others';
  /** 'all': every token; 'unless-kept': all but those the member named (keepTokenIds). */
  tokens: 'all' | 'unless-kept';
}

export const REVOCATIONS: Readonly<Record<RevocationReason, Revocation>> = {
  'password-reset': { sessions: 'all', tokens: 'all' },
  'staff-sign-out': { sessions: 'all', tokens: 'all' },
  'password-change': { sessions: 'others', tokens: 'unless-kept' },
  'sign-out-everywhere': { sessions: 'all', tokens: 'unless-kept' },
};

/** What the request keeps, where the reason lets it: its own session, and the tokens it names. */
export interface Kept {
  sessionId?: number;
  tokenIds?: readonly number[];
}

/** Ends the credentials of `userId` that `reason` ends (REVOCATIONS); how many tokens it revoked. */
export async function revokeAccess(db: Db, userId: number, reason: RevocationReason, kept: Kept = {}): Promise<number> {
  const rule = REVOCATIONS[reason];
  await deleteUserSessions(db, userId, rule.sessions === 'others' ? kept.sessionId : undefined);
  return deleteUserTokens(db, userId, rule.tokens === 'unless-kept' ? kept.tokenIds : undefined);
}
