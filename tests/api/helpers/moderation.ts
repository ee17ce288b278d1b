/** Moderators, admins and reports for the console's tests. */
import { reporterNetworkHash } from '../../../server/auth/reporterNetwork';
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
 * towards REPORT_HIDE_THRESHOLD (their account is old enough); the test clock is `now`. Each
 * reporter reports from an address network of their own unless `ip` names their address.
 */
export async function fileTestReport(
  t: TestApp,
  reporter: Agent,
  kind: ModeratedKind,
  id: number,
  options: { reason?: ReportReason; note?: string; established?: boolean; ip?: string } = {},
) {
  const now = t.clock.now().toISOString();
  return fileReport(
    t.database,
    reporter.user!.id,
    {
      kind,
      id,
      reason: options.reason ?? 'spam',
      note: options.note,
      network: reporterNetworkHash(t.app.deps.resetCodeSecret, options.ip ?? ownNetwork(reporter.user!.id)),
    },
    {
      threshold: t.config.moderation.reportHideThreshold,
      establishedBefore: options.established ? '9999-01-01T00:00:00.000Z' : '0000-01-01T00:00:00.000Z',
      now,
    },
  );
}

/** An IPv4 address in a /24 of the account's own (10.x.y.1, by account id). */
export function ownNetwork(accountId: number): string {
  return `10.${(accountId >> 8) & 0xff}.${accountId & 0xff}.1`;
}

/** The newest moderation log entry. */
export async function lastLogEntry(t: TestApp) {
  return t.database.kysely.selectFrom('moderation_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}
