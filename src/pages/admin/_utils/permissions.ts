/**
 * What the person using the console may do, so that it shows only the tabs and buttons that
 * would work. Who may act on whom is mayActOn (src/api/permissions.ts), the rule the server
 * enforces; only admins read the log.
 */
import type { Role } from '@site/src/api/contract';
import { mayActOn } from '@site/src/api/permissions';
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

export function memberAbilities(caller: Caller, target: Target): MemberAbilities {
  const may = (action: Parameters<typeof mayActOn>[2]) => mayActOn(caller, target, action);
  return {
    suspend: may('suspend') && !target.suspended,
    lift: may('lift') && target.suspended,
    endSessions: may('end-sessions'),
    remove: may('delete'),
    grantModerator: may('set-role') && target.role === 'member',
    revokeModerator: may('set-role') && target.role === 'moderator',
  };
}
