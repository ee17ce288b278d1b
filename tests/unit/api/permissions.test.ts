import { describe, expect, it } from 'vitest';
import type { Role } from '@site/src/api/contract';
import { isAdmin, isModerator, mayActOn, type MemberAction } from '@site/src/api/permissions';

const ACTIONS: MemberAction[] = ['suspend', 'lift', 'end-sessions', 'delete', 'set-role'];
const CALLER_ID = 1;
const OTHER_ID = 2;

/**
 * Who may act on whom, one row per caller role and target (another account of a role, or the
 * caller themselves): the actions allowed. Every other action is refused. The server
 * (assertMayActOn), the console (memberAbilities) and the mock all read mayActOn.
 */
const TABLE: [caller: Role, target: Role | 'self', allowed: MemberAction[]][] = [
  ['member', 'member', []],
  ['member', 'moderator', []],
  ['member', 'admin', []],
  ['member', 'self', []],
  ['moderator', 'member', ['suspend', 'lift', 'end-sessions']],
  ['moderator', 'moderator', []],
  ['moderator', 'admin', []],
  ['moderator', 'self', []],
  ['admin', 'member', ACTIONS],
  ['admin', 'moderator', ACTIONS],
  // No admin acts on another: ADMIN_USERNAMES names them, so neither sign-out nor anything else.
  ['admin', 'admin', []],
  ['admin', 'self', []],
];

describe('mayActOn', () => {
  it.each(TABLE)('%s on %s', (callerRole, target, allowed) => {
    const caller = { id: CALLER_ID, role: callerRole };
    const subject = target === 'self' ? caller : { id: OTHER_ID, role: target };
    const got = ACTIONS.filter((action) => mayActOn(caller, subject, action));
    expect(got).toEqual(allowed);
  });
});

describe('roles', () => {
  it.each([
    ['member', false, false],
    ['moderator', true, false],
    ['admin', true, true],
  ] as const)('%s: moderator %s, admin %s', (role, moderator, admin) => {
    expect(isModerator({ role })).toBe(moderator);
    expect(isAdmin({ role })).toBe(admin);
  });

  it('counts nobody signed in as neither', () => {
    expect(isModerator(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
