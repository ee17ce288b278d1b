import { translate } from '@docusaurus/Translate';
import type { Suspension } from '@site/src/api/contract';
import { formatDate } from '../../_utils/format';

/** "Suspended until …" or "Suspended until lifted", in the page language. */
export function suspensionText(locale: string, suspension: Suspension): string {
  return suspension.until
    ? translate(
        {
          id: 'admin.members.suspendedUntil',
          message: 'Suspended until {date}',
          description: 'Console: a member is suspended; {date} is when it ends, with the time',
        },
        { date: formatDate(locale, suspension.until) },
      )
    : translate({
        id: 'admin.members.suspendedIndefinitely',
        message: 'Suspended until lifted',
        description: 'Console: a member is suspended until a moderator lifts it',
      });
}
