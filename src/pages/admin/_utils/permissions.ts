/**
 * What the person using the console may do, so that it shows only the tabs and
 * buttons that would work. The server decides (see the rules in
 * src/api/contract/moderation.ts); these mirror them:
 * - moderators and admins use the console; only admins read the log, delete
 *   accounts and grant or revoke the moderator role;
 * - nobody acts on themselves through the console;
 * - moderators act on members only; admins also on moderators;
 * - admins cannot be suspended, deleted or have their role changed at all
 *   (ADMIN_USERNAMES names them): an admin may only end another admin's sessions.
 */
import type { Role } from '@site/src/api/contract';
import type { ConsoleTab } from './consoleView';

export interface Caller {
  id: number;
  role: Role;
}

export interface Target {
  id: number;
  role: Role;
  /** Whether a suspension is in force now. */
  suspended: boolean;
}

export const isModerator = (role: Role | undefined) => role === 'moderator' || role === 'admin';

export function visibleTabs(role: Role): ConsoleTab[] {
  const tabs: ConsoleTab[] = ['queue', 'content', 'members', 'feedback'];
  return role === 'admin' ? [...tabs, 'log'] : tabs;
}

export interface MemberAbilities {
  suspend: boolean;
  lift: boolean;
  endSessions: boolean;
  remove: boolean;
  grantModerator: boolean;
  revokeModerator: boolean;
}

const NOTHING: MemberAbilities = {
  suspend: false,
  lift: false,
  endSessions: false,
  remove: false,
  grantModerator: false,
  revokeModerator: false,
};

export function memberAbilities(caller: Caller, target: Target): MemberAbilities {
  if (!isModerator(caller.role) || caller.id === target.id) return NOTHING;
  const admin = caller.role === 'admin';
  if (target.role === 'admin') return { ...NOTHING, endSessions: admin };
  if (target.role === 'moderator' && !admin) return NOTHING;
  return {
    suspend: !target.suspended,
    lift: target.suspended,
    endSessions: true,
    remove: admin,
    grantModerator: admin && target.role === 'member',
    revokeModerator: admin && target.role === 'moderator',
  };
}
