/**
 * The console's names for the contract's values (roles, report reasons, log
 * actions, item kinds, suspension lengths) and its own wording of the
 * refusals it can meet, in the page language. In the console's folder, so
 * these strings load with /admin only.
 */
import { translate } from '@docusaurus/Translate';
import type { CodeMessages } from '@site/src/api/errorMessages';
import type { ModeratedKind, ModerationAction, ReportReason, Role, SuspensionDuration } from '@site/src/api/contract';

const roles: Record<Role, () => string> = {
  member: () =>
    translate({ id: 'admin.role.member', message: 'Member', description: 'Console: the role of an ordinary account' }),
  moderator: () =>
    translate({ id: 'admin.role.moderator', message: 'Moderator', description: 'Console: the role of a moderator' }),
  admin: () =>
    translate({ id: 'admin.role.admin', message: 'Admin', description: 'Console: the role of an administrator' }),
};
export const roleLabel = (role: Role) => roles[role]();

const reasons: Record<ReportReason, () => string> = {
  spam: () => translate({ id: 'admin.reason.spam', message: 'Spam', description: 'Console: report reason' }),
  abuse: () =>
    translate({ id: 'admin.reason.abuse', message: 'Abuse or harassment', description: 'Console: report reason' }),
  illegal: () =>
    translate({ id: 'admin.reason.illegal', message: 'Illegal content', description: 'Console: report reason' }),
  other: () => translate({ id: 'admin.reason.other', message: 'Other', description: 'Console: report reason' }),
};
export const reasonLabel = (reason: ReportReason) => reasons[reason]();

const kinds: Record<ModeratedKind, () => string> = {
  prompt: () =>
    translate({
      id: 'admin.kind.prompt',
      message: 'Community prompt',
      description: 'Console: badge of a shared prompt',
    }),
  comment: () =>
    translate({ id: 'admin.kind.comment', message: 'Comment', description: 'Console: badge of a comment' }),
};
export const kindLabel = (kind: ModeratedKind) => kinds[kind]();

const durations: Record<SuspensionDuration, () => string> = {
  '1d': () =>
    translate({ id: 'admin.duration.oneDay', message: '1 day', description: 'Console: length of a suspension' }),
  '7d': () =>
    translate({ id: 'admin.duration.sevenDays', message: '7 days', description: 'Console: length of a suspension' }),
  indefinite: () =>
    translate({
      id: 'admin.duration.indefinite',
      message: 'Until lifted',
      description: 'Console: a suspension that lasts until a moderator lifts it',
    }),
};
export const durationLabel = (duration: SuspensionDuration) => durations[duration]();

const actions: Record<ModerationAction, () => string> = {
  auto_hide: () =>
    translate({
      id: 'admin.action.autoHide',
      message: 'Hidden automatically after reports',
      description: 'Console log: an item was hidden because enough members reported it',
    }),
  hide: () => translate({ id: 'admin.action.hide', message: 'Hidden', description: 'Console log: an item was hidden' }),
  unhide: () =>
    translate({ id: 'admin.action.unhide', message: 'Shown again', description: 'Console log: an item was unhidden' }),
  delete: () =>
    translate({ id: 'admin.action.delete', message: 'Deleted', description: 'Console log: an item was deleted' }),
  dismiss: () =>
    translate({
      id: 'admin.action.dismiss',
      message: 'Reports dismissed',
      description: 'Console log: the reports on an item were closed without action',
    }),
  suspend: () =>
    translate({ id: 'admin.action.suspend', message: 'Suspended', description: 'Console log: a member was suspended' }),
  lift: () =>
    translate({
      id: 'admin.action.lift',
      message: 'Suspension lifted',
      description: 'Console log: a suspension was lifted',
    }),
  end_sessions: () =>
    translate({
      id: 'admin.action.endSessions',
      message: 'Signed out everywhere',
      description: 'Console log: every session of a member was ended',
    }),
  delete_account: () =>
    translate({
      id: 'admin.action.deleteAccount',
      message: 'Account deleted by an admin',
      description: 'Console log: an admin deleted an account',
    }),
  delete_own_account: () =>
    translate({
      id: 'admin.action.deleteOwnAccount',
      message: 'Account deleted by its owner',
      description: 'Console log: a member deleted their own account',
    }),
  grant_moderator: () =>
    translate({
      id: 'admin.action.grantModerator',
      message: 'Made a moderator',
      description: 'Console log: an admin gave a member the moderator role',
    }),
  revoke_moderator: () =>
    translate({
      id: 'admin.action.revokeModerator',
      message: 'Moderator role removed',
      description: 'Console log: an admin took the moderator role away',
    }),
  grant_admin: () =>
    translate({
      id: 'admin.action.grantAdmin',
      message: 'Made an admin (server settings)',
      description: 'Console log: an account became admin because ADMIN_USERNAMES names it',
    }),
  revoke_admin: () =>
    translate({
      id: 'admin.action.revokeAdmin',
      message: 'Admin role removed (server settings)',
      description: 'Console log: an account stopped being admin because ADMIN_USERNAMES no longer names it',
    }),
  admin_names_set: () =>
    translate({
      id: 'admin.action.adminNamesSet',
      message: 'New list of admins read (server settings)',
      description:
        'Console log: the server started with a changed ADMIN_USERNAMES list of admin usernames; the names follow under it',
    }),
  feedback_handled: () =>
    translate({
      id: 'admin.action.feedbackHandled',
      message: 'Feedback marked as handled',
      description: 'Console log: a feedback message was marked as handled',
    }),
  feedback_reopened: () =>
    translate({
      id: 'admin.action.feedbackReopened',
      message: 'Feedback reopened',
      description: 'Console log: a handled feedback message was opened again',
    }),
};
export const actionLabel = (action: ModerationAction) => actions[action]();

/** The console's own sentences for refusals (see apiErrorMessage). */
export const consoleErrors: CodeMessages = {
  FORBIDDEN: () =>
    translate({
      id: 'admin.error.forbidden',
      message:
        'This is not allowed: moderators cannot act on other moderators or on admins, and nobody can act on their own account here.',
      description: 'Console: the server refused an action on a member (403)',
    }),
  NOT_FOUND: () =>
    translate({
      id: 'admin.error.notFound',
      message: 'This no longer exists: it was probably removed in the meantime. The list has been refreshed.',
      description: 'Console: the item, member or feedback acted on is gone (404)',
    }),
  WRONG_PASSWORD: () =>
    translate({
      id: 'admin.error.wrongPassword',
      message: 'Your password is not correct.',
      description: 'Console: the admin typed a wrong password of their own to delete an account',
    }),
};
