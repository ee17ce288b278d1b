import { useState } from 'react';
import type { User } from '@site/src/api/contract';
import type { Session } from '@site/src/api/queries/session';

/**
 * The member a page shows: the signed-in user or, once the session has expired (not after a
 * sign-out), the last one, so that the page and anything typed in it stay while the person
 * signs in again. One rule for every page with a member-only form.
 */
export function useShownMember(session: Session): User | null {
  const [lastUser, setLastUser] = useState<User | null>(session.user);
  // Remembered during render (React's pattern for "information from previous renders"): the
  // session store hands out the same user object until it changes, so this settles at once.
  if (session.user && session.user !== lastUser) setLastUser(session.user);
  return session.user ?? (session.expired ? lastUser : null);
}
