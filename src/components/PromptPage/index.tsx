import { lazy, Suspense, useState } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type { PromptPageData } from '@site/src/prompts/types';
import { fillVariables, NO_VALUES, withValue, type VariableValues } from '@site/src/prompts/variables';
import { tagLabels } from '@site/src/i18n/tagLabels';
import { usePromptLanguage } from '@site/src/hooks/usePromptLanguage';
import CopyButton from '@site/src/components/CopyButton';
import TagList from '@site/src/components/TagList';
import VariableForm from '@site/src/components/VariableForm';
import PromptLanguageToggle from '@site/src/components/PromptLanguageToggle';
import OpenInChat from '@site/src/components/OpenInChat';
import { useAfterInteractive } from '@site/src/hooks/useAfterInteractive';
import PromptTextView from './PromptTextView';
import CommentsSlot from '@site/src/components/CommentThread/CommentsSlot';
import styles from './styles.module.css';

// Votes and favorites: own chunk, loaded after the text is interactive.
const LiveToolbar = lazy(() => import('./LiveToolbar'));

function PromptPageContent({ prompt }: { prompt: PromptPageData }) {
  const { i18n } = useDocusaurusContext();
  const pageLanguageLabel = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
  const isEnglishPage = i18n.currentLocale === 'en';
  const [language, setLanguage] = usePromptLanguage();
  const [values, setValues] = useState<VariableValues>(NO_VALUES);
  const labels = tagLabels();
  const liveReady = useAfterInteractive();

  const showEnglish = isEnglishPage || language === 'en' || prompt.text === null;
  const shownText = showEnglish ? prompt.english.text : (prompt.text ?? prompt.english.text);
  const filledText = fillVariables(shownText, values);
  const description = `${prompt.remark} — ${shownText.replace(/\s+/g, ' ').slice(0, 140)}`;

  return (
    <>
      <PageMetadata
        title={prompt.title}
        description={description}
        keywords={[...prompt.tags.map((tag) => labels[tag].label), 'prompt', 'AI']}
        image="img/social-card.png"
      />
      <main className={`container ${styles.page}`}>
        <nav className={styles.back} data-pagefind-ignore>
          <Link to="/">
            <Translate id="prompt.back" description="Link from a prompt page back to the library">
              ← All prompts
            </Translate>
          </Link>
        </nav>
        <article>
          <header className={styles.header}>
            <p className={styles.number} data-pagefind-ignore>
              #{prompt.id}
            </p>
            <h1 className={styles.title}>{prompt.title}</h1>
            <p className={styles.remark}>{prompt.remark}</p>
            <TagList tags={prompt.tags} labels={labels} />
          </header>

          <div className={styles.toolbar} data-pagefind-ignore>
            <div className={styles.liveSlot}>
              {liveReady && (
                <Suspense fallback={null}>
                  <LiveToolbar id={prompt.id} />
                </Suspense>
              )}
            </div>
            {!isEnglishPage && (
              <PromptLanguageToggle value={language} onChange={setLanguage} pageLanguageLabel={pageLanguageLabel} />
            )}
            <div className={styles.actions}>
              <OpenInChat getText={() => filledText} />
              <CopyButton getText={() => filledText} />
            </div>
          </div>

          {!isEnglishPage && prompt.text === null && language === 'page' && (
            <div className="alert alert--info" role="note">
              <Translate
                id="prompt.untranslated"
                description="Notice on a prompt page whose text is not translated into the page language; each locale names its own language in the sentence"
              >
                This prompt is not translated into this language yet, so it is shown in English.
              </Translate>
            </div>
          )}

          {prompt.variables.length > 0 && (
            <VariableForm
              variables={prompt.variables}
              labels={prompt.variableLabels}
              values={values}
              onChange={(name, value) => setValues((current) => withValue(current, name, value))}
            />
          )}

          <PromptTextView text={shownText} values={values} lang={showEnglish ? 'en' : undefined} />

          {prompt.notes && (
            <p className={styles.notes}>
              <strong>
                <Translate id="prompt.notes" description="Heading of the notes under a prompt">
                  Notes:
                </Translate>
              </strong>{' '}
              {prompt.notesInEnglish ? (
                <>
                  <span lang="en" dir="ltr">
                    {prompt.notes}
                  </span>
                  <span className={styles.notesNotice}>
                    <Translate
                      id="prompt.notesInEnglish"
                      description="Under a prompt's note shown in English because the page language has no translation of it"
                    >
                      This note has not been translated into this language yet, so it is shown in English.
                    </Translate>
                  </span>
                </>
              ) : (
                prompt.notes
              )}
            </p>
          )}
        </article>

        <CommentsSlot promptId={prompt.id} />

        <nav
          data-pagefind-ignore
          className="pagination-nav"
          aria-label={translate({
            id: 'prompt.pagination',
            message: 'Previous and next prompts',
            description: 'Label of the previous/next navigation',
          })}
        >
          {prompt.previous && (
            <PaginatorNavLink
              permalink={`/prompt/${prompt.previous.id}`}
              title={prompt.previous.title}
              subLabel={translate({
                id: 'prompt.previous',
                message: 'Previous prompt',
                description: 'Label of the link to the previous prompt',
              })}
            />
          )}
          {prompt.next && (
            <PaginatorNavLink
              isNext
              permalink={`/prompt/${prompt.next.id}`}
              title={prompt.next.title}
              subLabel={translate({
                id: 'prompt.next',
                message: 'Next prompt',
                description: 'Label of the link to the next prompt',
              })}
            />
          )}
        </nav>
      </main>
    </>
  );
}

// Layout stays outside the data-dependent content: a rendering failure then shows the theme's
// localized crash screen inside the navbar and footer, not the bare English fallback.
export default function PromptPage(props: { prompt: PromptPageData }) {
  return (
    <Layout>
      <PromptPageContent {...props} />
    </Layout>
  );
}
