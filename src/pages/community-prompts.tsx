import { translate } from '@docusaurus/Translate';
import { communityPromptsTitle } from '@site/src/i18n/common';
import CommunityPage from './community-prompts/_components/CommunityPage';

export default function CommunityPromptsPage() {
  return (
    <CommunityPage
      title={communityPromptsTitle()}
      description={translate({
        id: 'page.communityPrompts.description',
        message:
          'Prompts shared by PromptDeck members, to search, vote on and save. Signed-in members can share their own.',
        description: 'One-line summary under the heading of the communityPrompts page',
      })}
    />
  );
}
