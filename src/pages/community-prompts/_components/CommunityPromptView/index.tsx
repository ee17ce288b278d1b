import { lazy, Suspense, useMemo, useState } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import type { CommunityPrompt } from '@site/src/api/contract';
import { useCommunityPrompt } from '@site/src/api/queries/community';
import { asApiFailure } from '@site/src/api/runtime/errors';
import { COMMUNITY_PATH } from '@site/src/navigation/communityPaths';
import {
  extractVariables,
  fillVariables,
  NO_VALUES,
  withValue,
  type VariableValues,
} from '@site/src/prompts/variables';
import CardSkeleton from '@site/src/components/CardSkeleton';
import CommunityPromptHeading, { Byline } from '@site/src/components/CommunityPromptHeading';
import CopyButton from '@site/src/components/CopyButton';
import FavoriteStar from '@site/src/components/FavoriteStar';
import HiddenNotice from '@site/src/components/HiddenNotice';
import ReportButton from '@site/src/components/Report';
import OpenInChat from '@site/src/components/OpenInChat';
import VoteButtons from '@site/src/components/VoteButtons';
import LiveUnavailable from '@site/src/components/LiveUnavailable';
import Loading from '@site/src/components/Loading';
import VariableForm from '@site/src/components/VariableForm';
import PromptTextView from '@site/src/components/PromptPage/PromptTextView';
import { rememberedListView } from '../../_utils/listMemory';
import styles from './styles.module.css';

// The thread comes after the text: its code (forms, dialogs) loads while the reader starts reading.
const CommentThread = lazy(() => import('@site/src/components/CommentThread'));

function BackLink() {
  // The list view the reader came from (tab, search, order, page), or the plain list.
  const [to] = useState(() => `${COMMUNITY_PATH}${rememberedListView()}`);
  return (
    <nav className={styles.back}>
      <Link to={to}>
        {translate({
          id: 'community.prompt.back',
          message: '← Community prompts',
          description: 'Link from a community prompt back to the community list',
        })}
      </Link>
    </nav>
  );
}

function PromptDetail({ prompt }: { prompt: CommunityPrompt }) {
  const { i18n } = useDocusaurusContext();
  const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const [values, setValues] = useState<VariableValues>(NO_VALUES);
  const variables = useMemo(() => extractVariables(prompt.description), [prompt.description]);
  const filled = () => fillVariables(prompt.description, values);
  const date = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long' }).format(new Date(prompt.createdAt));

  return (
    <article className={styles.article}>
      <PageMetadata
        title={prompt.title}
        description={
          (prompt.remark ? `${prompt.remark} — ` : '') + prompt.description.replace(/\s+/g, ' ').slice(0, 140)
        }
      />
      <header className={styles.header}>
        <CommunityPromptHeading prompt={prompt} as="h1" classes={styles} />
        <Byline prompt={prompt} className={styles.meta}>
          <time dateTime={prompt.createdAt}>{date}</time>
        </Byline>
      </header>
      {prompt.hidden && <HiddenNotice hidden={prompt.hidden} kind="prompt" />}

      <div className={styles.toolbar}>
        <VoteButtons kind="community" id={prompt.id} listed={prompt} own={prompt.mine} />
        <FavoriteStar kind="community" id={prompt.id} listed={prompt.favorited} />
        <CopyButton getText={filled} />
        <OpenInChat getText={filled} />
        <ReportButton
          kind="prompt"
          id={prompt.id}
          mine={prompt.mine}
          className={`button button--sm button--secondary ${styles.report}`}
          label={translate({
            id: 'community.prompt.report',
            message: 'Report this prompt',
            description: 'Report button name on a prompt page (start with the word Report)',
          })}
        />
      </div>

      {variables.length > 0 && (
        <VariableForm
          variables={variables}
          values={values}
          onChange={(name, value) => setValues((current) => withValue(current, name, value))}
        />
      )}

      {/* A member's text keeps its own direction on a page in another script. */}
      <div dir="auto">
        <PromptTextView text={prompt.description} values={values} />
      </div>

      {prompt.notes && (
        <p className={styles.notes}>
          <strong>
            {translate({ id: 'prompt.notes', message: 'Notes:', description: 'Heading of the notes under a prompt' })}
          </strong>{' '}
          <bdi>{prompt.notes}</bdi>
        </p>
      )}
    </article>
  );
}

/** A community prompt's own page (`/community-prompts/?id=…`): its text with the fill-in form, votes, star, copy, open in chat, comments. */
export default function CommunityPromptView({ id }: { id: number }) {
  const prompt = useCommunityPrompt(id);
  let body;
  if (prompt.isPending) {
    body = <CardSkeleton count={1} />;
  } else if (prompt.isError) {
    body =
      asApiFailure(prompt.error)?.code === 'NOT_FOUND' ? (
        <div className={styles.missing}>
          <h1>
            {translate({
              id: 'community.prompt.notFoundTitle',
              message: 'Prompt not found',
              description: 'Heading of a community prompt page whose prompt does not exist',
            })}
          </h1>
          <p>
            {translate({
              id: 'community.prompt.notFound',
              message: 'This prompt does not exist, was deleted, or is no longer shared by its author.',
              description: 'A community prompt page for an id that does not exist or is not shared',
            })}
          </p>
          <Link className="button button--primary" to={COMMUNITY_PATH}>
            {translate({
              id: 'community.prompt.toList',
              message: 'See all community prompts',
              description: 'Button from a missing community prompt to the community list',
            })}
          </Link>
        </div>
      ) : (
        <LiveUnavailable part="communityPrompt" onRetry={() => void prompt.refetch()} />
      );
  } else {
    body = (
      <>
        <PromptDetail prompt={prompt.data.prompt} />
        <div className={styles.comments} id="comments">
          <Suspense fallback={<Loading />}>
            <CommentThread kind="community" id={id} />
          </Suspense>
        </div>
      </>
    );
  }
  return (
    <>
      <BackLink />
      {body}
    </>
  );
}
