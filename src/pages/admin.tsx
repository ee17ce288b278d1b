import { lazy, Suspense } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import NotFound from '@theme/NotFound';
import { useSession } from '@site/src/api/queries/session';
import AntdArea from '@site/src/components/AntdArea';
import Loading from '@site/src/components/Loading';
import Notice from '@site/src/components/Notice';
import ShellPage from '@site/src/components/ShellPage';
import { useShownMember } from '@site/src/hooks/useShownMember';
import { signInPath } from '@site/src/navigation/redirect';
import { isModerator } from '@site/src/api/permissions';

// The console and its strings load only for moderators and admins, once the session says so.
const Console = lazy(() => import('./admin/_components/Console'));

/**
 * The operator console. Everyone but moderators and admins sees the site's
 * ordinary not-found page, exactly as for a route that does not exist (the
 * API answers 404 to them as well): the server-rendered page, and the page
 * while the session is read, are that not-found page too. A moderator whose
 * session ends keeps the console and what they typed while signing in again.
 */
export default function AdminPage() {
  const isBrowser = useIsBrowser();
  const session = useSession();
  const user = useShownMember(session);
  const { pathname, search } = useLocation();
  // A suspended moderator is a member here, as for the API.
  if (!isBrowser || !user || !isModerator(user) || user.suspension) return <NotFound />;
  return (
    <ShellPage
      title={translate({
        id: 'page.admin.title',
        message: 'Moderation console',
        description: 'Heading and title of the console at /admin (moderators and admins only)',
      })}
      description={translate({
        id: 'page.admin.description',
        message: 'Review reports, find community content and members, and read the feedback sent to the site.',
        description: 'One-line summary under the heading of the moderation console',
      })}
    >
      {!session.user && (
        <Notice
          type="warning"
          role="status"
          title={translate({
            id: 'admin.sessionEnded',
            message:
              'Your session has ended. Sign in again in a new tab: this page and what you typed stay as they are.',
            description: 'Console: the session ended while a moderator was working',
          })}
          action={
            <Link to={signInPath(pathname, search)} target="_blank" rel="noopener">
              {translate({
                id: 'admin.signInAgain',
                message: 'Sign in again in a new tab',
                description: 'Console: link that opens the sign-in page in a new tab',
              })}
            </Link>
          }
        />
      )}
      <AntdArea minHeight="40rem" withQueries>
        {() => (
          <Suspense fallback={<Loading />}>
            <Console user={user} />
          </Suspense>
        )}
      </AntdArea>
    </ShellPage>
  );
}
