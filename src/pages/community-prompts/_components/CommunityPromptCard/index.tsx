import { translate } from '@docusaurus/Translate';
import { formatCount, pageLocale } from '@site/src/i18n/plural';
import type { CommunityListItem } from '@site/src/api/contract';
import { useCommunityText } from '@site/src/api/queries/community';
import { communityPromptPath } from '@site/src/navigation/communityPaths';
import CommunityPromptHeading, { Byline } from '@site/src/components/CommunityPromptHeading';
import CopyButton from '@site/src/components/CopyButton';
import FavoriteStar from '@site/src/components/FavoriteStar';
import HiddenNotice from '@site/src/components/HiddenNotice';
import ReportButton from '@site/src/components/Report';
import OpenInChat from '@site/src/components/OpenInChat';
import VoteButtons from '@site/src/components/VoteButtons';
import styles from './styles.module.css';

interface Props {
  prompt: CommunityListItem;
  /** h2 where the cards are the page's main list, h3 under a section heading. */
  headingLevel?: 2 | 3;
}

/**
 * Members write in any language: their texts take their direction from their
 * own first letters (`dir="auto"`), not from the page's.
 *
 * A shared prompt in a list: title (to its own page), role, the start of the
 * text, author, comments, and its votes, star, copy and open-in-chat, all
 * started from what the list answered (no request per card). A text longer
 * than the list's preview is fetched whole on copy or open in chat.
 */
export default function CommunityPromptCard({ prompt, headingLevel = 2 }: Props) {
  const titleId = `community-prompt-${prompt.id}-title`;
  const text = useCommunityText(prompt);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CommunityPromptHeading
        prompt={prompt}
        as={headingLevel === 2 ? 'h2' : 'h3'}
        href={communityPromptPath(prompt.id)}
        titleId={titleId}
        classes={styles}
      />
      {prompt.hidden && <HiddenNotice hidden={prompt.hidden} kind="prompt" compact />}
      <p className={styles.preview} dir="auto">
        {prompt.descriptionComplete ? prompt.description : `${prompt.description}…`}
      </p>
      <Byline prompt={prompt} className={styles.meta}>
        <span>
          {translate(
            {
              id: 'community.card.comments',
              message: 'Comments: {count}',
              description: 'Number of comments on a community prompt',
            },
            { count: formatCount(pageLocale(), prompt.commentCount) },
          )}
        </span>
      </Byline>
      <div className={styles.actions}>
        <VoteButtons kind="community" id={prompt.id} size="small" listed={prompt} own={prompt.mine} />
        <FavoriteStar kind="community" id={prompt.id} listed={prompt.favorited} />
        <ReportButton
          kind="prompt"
          id={prompt.id}
          mine={prompt.mine}
          look="icon"
          label={translate(
            {
              id: 'community.card.reportNamed',
              message: 'Report “{title}”',
              description: 'Flag button name on a card; {title} = prompt title',
            },
            { title: prompt.title },
          )}
        />
        <span className={styles.push} />
        <CopyButton getText={text.getText} onPrepare={text.prepare} />
        <OpenInChat getText={text.getText} onPrepare={text.prepare} />
      </div>
    </article>
  );
}
