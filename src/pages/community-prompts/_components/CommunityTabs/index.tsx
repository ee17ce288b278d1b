import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { useSession } from '@site/src/api/queries/session';
import { useCommunityView } from '@site/src/pages/community-prompts/_utils/useCommunityView';
import { DEFAULT_COMMUNITY_VIEW, type CommunityTab } from '@site/src/pages/community-prompts/_utils/communityView';
import LiveUnavailable from '@site/src/components/LiveUnavailable';
import PanelTabs from '@site/src/components/PanelTabs';
import SignInInvite from '@site/src/components/SignInInvite';
import CommunityList from './CommunityList';
import { rememberListView } from '../../_utils/listMemory';

// Members' own tabs load when opened: visitors and readers of the community tab never pay for them.
const MyPromptsSection = lazy(() => import('@site/src/components/MyPromptsSection'));
const FavoritesList = lazy(() => import('@site/src/components/FavoritesList'));

const loading = () => (
  <p aria-busy="true">
    {translate({ id: 'account.loading', message: 'Loading…', description: 'Shown while data loads' })}
  </p>
);

function MyPromptsTab() {
  const session = useSession();
  if (session.status === 'loading') return loading();
  if (!session.user && session.status === 'unavailable') return <LiveUnavailable onRetry={session.retry} />;
  if (!session.user) {
    return (
      <SignInInvite
        message={translate({
          id: 'community.mine.visitor',
          message: 'Sign in to keep your own prompts here and share them with the community.',
          description: 'My prompts tab of the community page, for a visitor',
        })}
      />
    );
  }
  return (
    <Suspense fallback={loading()}>
      <MyPromptsSection />
    </Suspense>
  );
}

/** The tabs of /community-prompts (community, my prompts, my favorites), the chosen one in the URL. */
export default function CommunityTabs() {
  const [view, update] = useCommunityView();
  const { search } = useLocation();
  useEffect(() => rememberListView(search), [search]);
  const openTab = (tab: CommunityTab) => update({ ...DEFAULT_COMMUNITY_VIEW, tab });

  const tabs = [
    {
      key: 'community',
      label: translate({
        id: 'community.tab.community',
        message: 'Community',
        description: 'Tab of the community page listing everyone’s shared prompts',
      }),
    },
    {
      key: 'mine',
      label: translate({
        id: 'account.section.myPrompts',
        message: 'My prompts',
        description: 'Heading of my prompts on my space',
      }),
    },
    {
      key: 'favorites',
      label: translate({
        id: 'page.favorites.title',
        message: 'My favorites',
        description: 'Heading and title of the favorites page',
      }),
    },
  ] as const;

  return (
    <PanelTabs
      tabs={tabs}
      active={view.tab}
      onChange={openTab}
      label={translate({
        id: 'page.communityPrompts.title',
        message: 'Community prompts',
        description: 'Heading and title of the communityPrompts page',
      })}
    >
      {view.tab === 'community' && <CommunityList view={view} update={update} onShareOwn={() => openTab('mine')} />}
      {view.tab === 'mine' && <MyPromptsTab />}
      {view.tab === 'favorites' && (
        <Suspense fallback={loading()}>
          <FavoritesList />
        </Suspense>
      )}
    </PanelTabs>
  );
}
