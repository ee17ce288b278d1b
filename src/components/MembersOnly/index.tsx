import type { ReactNode } from 'react';
import type { User } from '@site/src/api/contract';
import { useSession } from '@site/src/api/queries/session';
import { useShownMember } from '@site/src/hooks/useShownMember';
import LiveUnavailable from '@site/src/components/LiveUnavailable';
import Loading from '@site/src/components/Loading';
import SignInInvite from '@site/src/components/SignInInvite';

interface Props {
  /** Why signing in helps here, in the page language: a visitor sees it with sign-in and register links. */
  invite: string;
  /** What shows while the session is read: the "Loading…" line unless given. */
  loading?: ReactNode;
  /**
   * A member whose session expires while the page is open keeps the page (and
   * anything typed in it) with `sessionEnded`; otherwise the page turns to the
   * visitor's invitation.
   */
  keepWhenExpired?: boolean;
  /** What a visitor sees when the session cannot be read (API down): LiveUnavailable with Retry unless given. */
  unavailable?: (retry: () => void) => ReactNode;
  children: (member: { user: User; sessionEnded: boolean }) => ReactNode;
}

/** The part of a page for members only: members get `children`, visitors an invitation to sign in and come back. */
export default function MembersOnly({
  invite,
  loading = <Loading />,
  keepWhenExpired = false,
  unavailable,
  children,
}: Props) {
  const session = useSession();
  const shownMember = useShownMember(session);
  const user = keepWhenExpired ? shownMember : session.user;

  if (session.status === 'loading') return loading;
  if (!user && session.status === 'unavailable')
    return unavailable ? unavailable(session.retry) : <LiveUnavailable onRetry={session.retry} />;
  if (!user) return <SignInInvite message={invite} />;
  return children({ user, sessionEnded: !session.user });
}
