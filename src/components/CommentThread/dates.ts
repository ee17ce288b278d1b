/**
 * When a comment was written, in the page language: "5 minutes ago" for the
 * last week, a date after that, and always the full date and time for a
 * tooltip. Pure, so that "now" comes from the caller.
 */
export interface CommentDate {
  /** What the list shows. */
  short: string;
  /** Date and time in full. */
  full: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_UNTIL = 7 * DAY;

export function describeCommentDate(iso: string, now: number, locale: string): CommentDate {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return { short: iso, full: iso };
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
  // A clock a little ahead of the server's still reads "now", not "in 2 minutes".
  const age = Math.max(0, now - time);
  if (age >= RELATIVE_UNTIL) {
    return { short: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time), full };
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let short: string;
  if (age < MINUTE) short = relative.format(0, 'second');
  else if (age < HOUR) short = relative.format(-Math.floor(age / MINUTE), 'minute');
  else if (age < DAY) short = relative.format(-Math.floor(age / HOUR), 'hour');
  else short = relative.format(-Math.floor(age / DAY), 'day');
  return { short, full };
}
