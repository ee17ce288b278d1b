/** Moderators, admins and reports for the console's tests. */
import { fileReport } from '../../../server/repositories/reports';
import type { ModeratedKind, ReportReason } from '../../../src/api/contract';
import { registerUser, setRole, type Agent, type TestApp } from './app';

/** A fresh member given a role directly (as ADMIN_USERNAMES or an admin would). */
export async function staffMember(t: TestApp, role: 'moderator' | 'admin', name?: string): Promise<Agent> {
  const agent = await registerUser(t.app, name);
  await setRole(t.database, agent, role);
  return agent;
}

/**
 * Files a report as the member would (repositories/reports.ts). `established` counts the reporter
 * towards REPORT_HIDE_THRESHOLD (their account is old enough); the test clock is `now`.
 */
export async function fileTestReport(
  t: TestApp,
  reporter: Agent,
  kind: ModeratedKind,
  id: number,
  options: { reason?: ReportReason; note?: string; established?: boolean } = {},
) {
  const now = t.clock.now().toISOString();
  return fileReport(
    t.database,
    reporter.user!.id,
    { kind, id, reason: options.reason ?? 'spam', note: options.note },
    {
      threshold: t.config.moderation.reportHideThreshold,
      establishedBefore: options.established ? '9999-01-01T00:00:00.000Z' : '0000-01-01T00:00:00.000Z',
      now,
    },
  );
}

/** The newest moderation log entry. */
export async function lastLogEntry(t: TestApp) {
  return t.database.kysely.selectFrom('moderation_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}
