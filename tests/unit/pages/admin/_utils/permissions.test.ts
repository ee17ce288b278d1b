import { describe, expect, it } from 'vitest';
import { memberAbilities, visibleTabs, type Caller } from '@site/src/pages/admin/_utils/permissions';

const moderator: Caller = { id: 1, role: 'moderator' };
const admin: Caller = { id: 2, role: 'admin' };
const member = { id: 10, role: 'member' as const, suspended: false };
const suspendedMember = { ...member, suspended: true };
const otherModerator = { id: 11, role: 'moderator' as const, suspended: false };
const otherAdmin = { id: 12, role: 'admin' as const, suspended: false };

describe('who uses the console', () => {
  it('shows the log to admins only', () => {
    expect(visibleTabs('moderator')).toEqual(['queue', 'content', 'members', 'feedback']);
    expect(visibleTabs('admin')).toEqual(['queue', 'content', 'members', 'feedback', 'log']);
  });
});

describe('memberAbilities', () => {
  it('lets a moderator suspend, lift and sign out members, nothing more', () => {
    expect(memberAbilities(moderator, member)).toEqual({
      suspend: true,
      lift: false,
      endSessions: true,
      remove: false,
      grantModerator: false,
      revokeModerator: false,
    });
    expect(memberAbilities(moderator, suspendedMember)).toMatchObject({ suspend: false, lift: true });
  });

  it('gives moderators no buttons on moderators and admins', () => {
    expect(Object.values(memberAbilities(moderator, otherModerator)).some(Boolean)).toBe(false);
    expect(Object.values(memberAbilities(moderator, otherAdmin)).some(Boolean)).toBe(false);
  });

  it('lets an admin delete accounts and grant or revoke moderator', () => {
    expect(memberAbilities(admin, member)).toMatchObject({
      remove: true,
      grantModerator: true,
      revokeModerator: false,
    });
    expect(memberAbilities(admin, otherModerator)).toMatchObject({
      suspend: true,
      remove: true,
      grantModerator: false,
      revokeModerator: true,
    });
  });

  it('gives nobody buttons on an admin (who may act on whom: tests/unit/api/permissions.test.ts)', () => {
    expect(Object.values(memberAbilities(admin, otherAdmin)).some(Boolean)).toBe(false);
  });

  it('gives nobody buttons on themselves', () => {
    expect(Object.values(memberAbilities(admin, { ...otherAdmin, id: admin.id })).some(Boolean)).toBe(false);
    expect(Object.values(memberAbilities(moderator, { ...otherModerator, id: moderator.id })).some(Boolean)).toBe(
      false,
    );
  });
});
