import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { formatCount } from '@site/src/i18n/plural';
import type { PromptSummary } from '@site/src/prompts/types';
import { PROMPT_COUNT } from '@site/src/prompts/count';
import { createSearchIndex } from '@site/src/prompts/search';
import { countByTag, filterByTags, LIBRARY_PAGE_SIZE, sortPrompts } from '@site/src/prompts/library';
import { tagLabels } from '@site/src/i18n/tagLabels';
import { useLibraryView } from './useLibraryView';
import { usePromptTexts } from './usePromptTexts';
import { usePromptPreviews } from './usePromptPreviews';
import { usePromptLanguage } from '@site/src/hooks/usePromptLanguage';
import { useCuratedScores } from '@site/src/api/queries/curatedScores';
import AccountDeletedNotice from '@site/src/components/AccountDeletedNotice';
import FilterBar from '@site/src/components/FilterBar';
import PromptCard from '@site/src/components/PromptCard';
import styles from './styles.module.css';

const PAGE_SIZE = LIBRARY_PAGE_SIZE;

function PromptLibrary({ prompts }: { prompts: PromptSummary[] }) {
  const labels = tagLabels();
  const [view, updateView] = useLibraryView();
  const { texts, load } = usePromptTexts();
  const { previews, load: loadPreviews } = usePromptPreviews();
  const [language] = usePromptLanguage();
  const scores = useCuratedScores(view.sort === 'votes');
  const { selectMessage } = usePluralForm();
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;

  useEffect(() => {
    if (view.query) load().catch(() => undefined);
  }, [view.query, load]);

  const search = useMemo(
    () =>
      createSearchIndex(prompts, (p) => {
        const full = texts?.[p.id];
        return [
          p.title,
          p.remark,
          full ? `${full.text ?? ''}\n${full.english}\n${full.titleEn}\n${full.remarkEn}` : p.preview,
        ].join('\n');
      }),
    [prompts, texts],
  );
  const searched = useMemo(() => search(view.query), [search, view.query]);
  const counts = useMemo(() => countByTag(searched), [searched]);
  const results = useMemo(
    () => sortPrompts(filterByTags(searched, view.tags), view.sort, scores.data),
    [searched, view.tags, view.sort, scores.data],
  );

  const [visibleCount, setVisibleCount] = useState(PAGE_SIZE);
  const viewKey = `${view.query}|${view.tags.join()}|${view.sort}`;
  // Another search, filter or order starts again at one page (set while rendering, so no frame shows the old count).
  const [countedView, setCountedView] = useState(viewKey);
  if (countedView !== viewKey) {
    setCountedView(viewKey);
    setVisibleCount(PAGE_SIZE);
  }

  const shown = useMemo(
    () =>
      results.slice(0, visibleCount).map((p) => (p.preview !== undefined ? p : { ...p, preview: previews?.[p.id] })),
    [results, visibleCount, previews],
  );
  const needsPreviews = shown.some((p) => p.preview === undefined);
  useEffect(() => {
    if (needsPreviews) loadPreviews().catch(() => undefined);
  }, [needsPreviews, loadPreviews]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisibleCount((n) => n + PAGE_SIZE);
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [results.length, visibleCount]);

  const getText = useCallback(
    async (id: number) => {
      const all = await load();
      const entry = all[id];
      if (!entry) throw new Error(`no text for prompt ${id}`);
      return language === 'en' ? entry.english : (entry.text ?? entry.english);
    },
    [load, language],
  );
  const prepare = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  const countMessage = selectMessage(
    results.length,
    translate(
      {
        id: 'library.resultCount',
        message: 'One prompt|{count} prompts',
        description: 'Number of prompts shown (plural forms separated by |)',
      },
      { count: formatCount(locale, results.length) },
    ),
  );
  const lead = selectMessage(
    PROMPT_COUNT,
    translate(
      {
        id: 'home.lead',
        message:
          'One curated prompt for chat assistants. Find it, fill in the blanks, copy it and start a conversation.|{count} curated prompts for chat assistants. Find one, fill in the blanks, copy it and start a conversation.',
        description:
          'Hero sentence of the home page; {count} is the number of curated prompts. Plural forms separated by |',
      },
      { count: formatCount(locale, PROMPT_COUNT) },
    ),
  );

  return (
    <>
      <main>
        <header className={styles.hero}>
          <div className="container">
            <AccountDeletedNotice className={styles.farewell} />
            <h1 className={styles.heroTitle}>
              <Translate id="home.title" description="Hero heading of the home page">
                Prompts that work, in your language
              </Translate>
            </h1>
            <p className={styles.heroLead}>{lead}</p>
            <div className={styles.heroLinks}>
              <Link className="button button--primary" to="/docs/guides/getting-started">
                <Translate id="home.getStarted" description="Hero link to the getting-started guide">
                  Get started
                </Translate>
              </Link>
              <Link className="button button--secondary" to="/community-prompts">
                <Translate id="home.community" description="Hero link to the community prompts">
                  Community prompts
                </Translate>
              </Link>
            </div>
          </div>
        </header>
        <div className="container" data-pagefind-ignore="all">
          <FilterBar view={view} onChange={updateView} counts={counts} labels={labels} onSearchStart={prepare} />
          <p className={styles.count} role="status" aria-live="polite">
            {countMessage}
          </p>
          {view.sort === 'votes' && scores.status === 'unavailable' && (
            <div className="alert alert--warning" role="alert">
              <Translate
                id="library.votesUnavailable"
                description="Shown when vote scores cannot be loaded for the 'most voted' order"
              >
                Vote scores cannot be loaded right now, so prompts are shown in the recommended order.
              </Translate>
            </div>
          )}
          {results.length === 0 ? (
            <div className={styles.empty}>
              <p>
                <Translate id="library.empty" description="Shown when no prompt matches the search and filters">
                  No prompt matches. Try fewer words or other categories.
                </Translate>
              </p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => updateView({ query: '', tags: [] })}
              >
                <Translate id="library.reset" description="Button that clears search and filters">
                  Clear search and filters
                </Translate>
              </button>
            </div>
          ) : (
            <ul className={styles.grid}>
              {shown.map((prompt) => (
                <li key={prompt.id}>
                  <PromptCard prompt={prompt} labels={labels} getText={getText} onPrepareCopy={prepare} />
                </li>
              ))}
            </ul>
          )}
          {visibleCount < results.length && (
            <div ref={sentinel} className={styles.more}>
              <button
                type="button"
                className="button button--outline button--primary"
                onClick={() => setVisibleCount((n) => n + PAGE_SIZE)}
              >
                <Translate id="library.showMore" description="Button that shows more prompt cards">
                  Show more
                </Translate>
              </button>
            </div>
          )}
        </div>
      </main>
    </>
  );
}

// Layout stays outside the data-dependent content, so a rendering failure shows the localized crash screen.
export default function PromptLibraryPage(props: { prompts: PromptSummary[] }) {
  return (
    <Layout
      description={translate({
        id: 'home.description',
        message: 'Curated AI chat prompts in 13 languages: search, filter and copy them in one click.',
        description: 'Meta description of the home page',
      })}
    >
      <PromptLibrary {...props} />
    </Layout>
  );
}
