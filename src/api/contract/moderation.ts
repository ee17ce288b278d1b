/**
 * The contract of issue 18 as members meet it: roles, suspensions, hidden items, reports and
 * account deletion. The console's own schemas (queue, content, members, feedback inbox, log) are
 * in ./admin.ts, so that the browser's typed client, which every live page loads, carries none
 * of them: only the console at /admin loads those.
 *
 * Who may do what. "member" = any signed-in account (401 UNAUTHENTICATED without a session);
 * "moderator" = role moderator or admin; "admin" = role admin. Writes need the CSRF header like
 * every write.
 *
 * | Method | Path                | Who    | Body              | Answer                  |
 * | ------ | ------------------- | ------ | ----------------- | ----------------------- |
 * | POST   | /api/reports        | member | ReportBody        | 201 ReportResponse      |
 * | DELETE | /api/auth/account   | member | DeleteAccountBody | OkResponse (signed out) |
 *
 * Rules the routes keep:
 * - Every moderator's action writes one moderation log entry in the same transaction
 *   (ModerationAction, ./admin.ts).
 * - A suspended member may read, sign in and out, change their password, export and delete their
 *   account; every other write answers 403 SUSPENDED with `suspension` in the error body.
 */
import * as z from 'zod';
import { MODERATION_LIMITS } from '../limits';
import { CurrentPassword, IsoDate, PositiveId, optionalText } from './common';

// ---------------------------------------------------------------------------
// Roles and suspensions
// ---------------------------------------------------------------------------

export const ROLES = ['member', 'moderator', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** A suspension in force (an expired one is no suspension: the field is null). */
export const Suspension = z
  .object({
    /** When it ends; null: until a moderator lifts it. */
    until: IsoDate.nullable(),
    /** The moderator's note to the member, if any. */
    note: z.string().nullable(),
  })
  // No component id: a nullable reference is not valid OpenAPI 3.0, so it is written inline.
  .describe('A suspension in force');
export type Suspension = z.infer<typeof Suspension>;

/** Shown to the author of a hidden item (and to moderators): when and why it was hidden. */
export const HiddenState = z
  .object({
    at: IsoDate,
    /** The moderator's note to the author; null when hidden by reports or without a note. */
    note: z.string().nullable(),
  })
  .describe('Hidden from the community: when, and the note to the author');
export type HiddenState = z.infer<typeof HiddenState>;

// ---------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------

/** What moderation acts on: a community prompt ('prompt') or a comment. */
export const ModeratedKind = z.enum(['prompt', 'comment'], { error: 'Kind must be "prompt" or "comment"' });
export type ModeratedKind = z.infer<typeof ModeratedKind>;

export const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'other'] as const;
export const ReportReason = z.enum(REPORT_REASONS, {
  error: 'Reason must be "spam", "abuse", "illegal" or "other"',
});
export type ReportReason = z.infer<typeof ReportReason>;

/** One member reports one item once; a second report of the same item answers 409 ALREADY_REPORTED. */
export const ReportBody = z.object({
  kind: ModeratedKind,
  id: PositiveId,
  reason: ReportReason,
  note: optionalText('Note', MODERATION_LIMITS.REPORT_NOTE_MAX, { noBidiControls: true }),
});
export type ReportBody = z.input<typeof ReportBody>;

export const ReportResponse = z
  .object({
    kind: ModeratedKind,
    id: z.number().int(),
    reason: ReportReason,
    createdAt: IsoDate,
  })
  .meta({ id: 'ReportReceipt' });
export type ReportResponse = z.infer<typeof ReportResponse>;

// ---------------------------------------------------------------------------
// Deleting one's own account
// ---------------------------------------------------------------------------

export const DeleteAccountBody = z.object({ password: CurrentPassword });
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;
