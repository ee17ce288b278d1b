import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { useCommunityView } from '@site/src/pages/community-prompts/_utils/useCommunityView';
import { DEFAULT_COMMUNITY_VIEW, type CommunityTab } from '@site/src/pages/community-prompts/_utils/communityView';
import { communityPromptsTitle, favoritesTitle, myPromptsTitle } from '@site/src/i18n/common';
import Loading from '@site/src/components/Loading';
import MembersOnly from '@site/src/components/MembersOnly';
import PanelTabs from '@site/src/components/PanelTabs';
import CommunityList from './CommunityList';
import { rememberListView } from '../../_utils/listMemory';

// Members' own tabs load when opened: visitors and readers of the community tab never pay for them.
const MyPromptsSection = lazy(() => import('@site/src/components/MyPromptsSection'));
const FavoritesList = lazy(() => import('@site/src/components/FavoritesList'));

function MyPromptsTab() {
  return (
    <MembersOnly
      invite={translate({
        id: 'community.mine.visitor',
        message: 'Sign in to keep your own prompts here and share them with the community.',
        description: 'My prompts tab of the community page, for a visitor',
      })}
    >
      {() => (
        <Suspense fallback={<Loading />}>
          <MyPromptsSection />
        </Suspense>
      )}
    </MembersOnly>
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
    { key: 'mine', label: myPromptsTitle() },
    { key: 'favorites', label: favoritesTitle() },
  ] as const;

  return (
    <PanelTabs tabs={tabs} active={view.tab} onChange={openTab} label={communityPromptsTitle()}>
      {view.tab === 'community' && <CommunityList view={view} update={update} onShareOwn={() => openTab('mine')} />}
      {view.tab === 'mine' && <MyPromptsTab />}
      {view.tab === 'favorites' && (
        <Suspense fallback={<Loading />}>
          <FavoritesList />
        </Suspense>
      )}
    </PanelTabs>
  );
}
