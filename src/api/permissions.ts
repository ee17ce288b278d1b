/**
 * Who may use the console and who may act on whom, written once for the server
 * (assertMayActOn in server/repositories/moderation.ts throws when mayActOn is false), the
 * console (memberAbilities in src/pages/admin/_utils/permissions.ts shows only the buttons that
 * work) and the component tests' mock (tests/component/support/mockAdmin.ts). Pure: no server or
 * React imports, so any of them may load it.
 *
 * The rules:
 * - moderators and admins are staff; only admins delete accounts and grant or revoke moderator;
 * - nobody acts on themselves through the console;
 * - moderators act on members only, admins also on moderators;
 * - nobody acts on an admin, not even another admin: admins are named by the environment
 *   (ADMIN_USERNAMES), so one admin cannot suspend, sign out, delete or demote another. An admin
 *   who must be stopped is taken off the list and the server restarted.
 */
import type { Role } from './contract';

/** A console action on a member. */
export type MemberAction = 'suspend' | 'lift' | 'end-sessions' | 'delete' | 'set-role';

/** Console actions only an admin may take (their routes answer 404 to moderators). */
export const ADMIN_ONLY_ACTIONS: ReadonlySet<MemberAction> = new Set(['delete', 'set-role']);

export interface Party {
  id: number;
  role: Role;
}

export function isModerator(user: { role: Role } | null | undefined): boolean {
  return user?.role === 'moderator' || user?.role === 'admin';
}

export function isAdmin(user: { role: Role } | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Why a caller may not act on a target, or null when they may. */
export type Refusal = 'not-staff' | 'admin-only' | 'self' | 'admin-target' | 'moderator-target';

export function refusalOf(caller: Party, target: Party, action: MemberAction): Refusal | null {
  if (!isModerator(caller)) return 'not-staff';
  if (ADMIN_ONLY_ACTIONS.has(action) && !isAdmin(caller)) return 'admin-only';
  if (caller.id === target.id) return 'self';
  if (isAdmin(target)) return 'admin-target';
  if (target.role === 'moderator' && !isAdmin(caller)) return 'moderator-target';
  return null;
}

/** Whether `caller` may take `action` on `target` in the console. */
export function mayActOn(caller: Party, target: Party, action: MemberAction): boolean {
  return refusalOf(caller, target, action) === null;
}
