/**
 * How a stored suspension reads: when one ends (`users.suspended_until`) and whether it is in
 * force at a given time. Pure rules, used by the repositories that suspend and read members and by
 * the sessions that resolve them; where a suspension is enforced is server/auth/suspension.ts.
 */
import { SUSPENSION_DURATION_MS, type Suspension, type SuspensionDuration } from '../../src/api/contract';

/** `suspended_until` of a suspension that lasts until a moderator lifts it (later than any real date). */
export const SUSPENDED_INDEFINITELY = '9999-12-31T23:59:59.999Z';

/** When a suspension of `duration` from `now` ends, as stored in `suspended_until`. */
export function suspensionEnd(duration: SuspensionDuration, now: Date): string {
  if (duration === 'indefinite') return SUSPENDED_INDEFINITELY;
  return new Date(now.getTime() + SUSPENSION_DURATION_MS[duration]).toISOString();
}

/** The suspension in force at `now`, or null (never suspended, lifted, or over). */
export function suspensionOf(
  user: { suspended_until: string | null; suspension_note: string | null },
  now: Date,
): Suspension | null {
  const until = user.suspended_until;
  if (until === null || until <= now.toISOString()) return null;
  return { until: until === SUSPENDED_INDEFINITELY ? null : until, note: user.suspension_note };
}
