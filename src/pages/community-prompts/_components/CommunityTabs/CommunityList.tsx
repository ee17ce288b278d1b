import { useEffect, useEffectEvent, useId, useState, type MouseEvent } from 'react';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { formatCount, pageLocale } from '@site/src/i18n/plural';
import clsx from 'clsx';
import { LIMITS } from '@site/src/api/limits';
import type { CommunitySort } from '@site/src/api/contract';
import { useCommunityMore, useCommunityPage } from '@site/src/api/queries/communityList';
import { useDebouncedValue } from '@site/src/hooks/useDebouncedValue';
import { serializeCommunityView, type CommunityView } from '@site/src/pages/community-prompts/_utils/communityView';
import CardSkeleton from '@site/src/components/CardSkeleton';
import CommunityPromptCard from '@site/src/pages/community-prompts/_components/CommunityPromptCard';
import ListFooter from '@site/src/components/ListFooter';
import LiveUnavailable from '@site/src/components/LiveUnavailable';
import styles from './styles.module.css';

const SEARCH_DELAY_MS = 300;

interface Props {
  view: CommunityView;
  update: (change: Partial<CommunityView>) => void;
  /** Switches to the "My prompts" tab (from the empty list's invitation to share). */
  onShareOwn: () => void;
}

/** The community tab: search (debounced, in the URL), order, cards, numbered pages and, past them, "show more". */
export default function CommunityList({ view, update, onShareOwn }: Props) {
  const { pathname, search } = useLocation();
  const searchId = useId();
  const searchLabel = translate({
    id: 'community.search.placeholder',
    message: 'Search community prompts',
    description: 'Placeholder and label of the community search field',
  });
  const sorts: Array<{ value: CommunitySort; label: string }> = [
    {
      value: 'newest',
      label: translate({
        id: 'community.sort.newest',
        message: 'Newest',
        description: 'Community list order: newest first',
      }),
    },
    {
      value: 'votes',
      label: translate({
        id: 'community.sort.votes',
        message: 'Most voted',
        description: 'Community list order: highest score first',
      }),
    },
  ];
  const [text, setText] = useState(view.query);
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  // What is typed goes to the URL once typing pauses; a URL changed by Back or a link comes back into the field.
  // Only a new settled text is news here (an effect event reads the URL without reacting to it).
  const sendToUrl = useEffectEvent((query: string) => {
    if (query !== view.query) update({ query, page: 1 });
  });
  useEffect(() => sendToUrl(settled), [settled]);
  const [urlQuery, setUrlQuery] = useState(view.query);
  if (urlQuery !== view.query) {
    setUrlQuery(view.query);
    if (view.query !== settled) setText(view.query);
  }

  const list = useCommunityPage({ q: view.query, sort: view.sort, page: view.page });
  const listKey = `${view.query}|${view.sort}|${view.page}`;
  const [extra, setExtra] = useState<{ key: string; cursors: string[] }>({ key: listKey, cursors: [] });
  const cursors = extra.key === listKey ? extra.cursors : [];
  const more = useCommunityMore({ q: view.query, sort: view.sort }, cursors);

  const firstPage = list.data;
  const lastMore = more[more.length - 1];
  const nextCursor = cursors.length ? lastMore?.data?.nextCursor : firstPage?.nextCursor;
  const items = [...(firstPage?.items ?? []), ...more.flatMap((page) => page.data?.items ?? [])];
  const lastNumbered = view.page >= LIMITS.PAGE_NUMBER_MAX;
  const stale = list.isPlaceholderData;

  const goTo = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    update({ page });
    document.getElementById('community-results')?.scrollIntoView?.({ block: 'start' });
  };
  const pageHref = (page: number) => `${pathname}${serializeCommunityView({ ...view, page }, search)}`;

  const lastPageShown = firstPage?.nextCursor && !lastNumbered ? view.page + 1 : view.page;
  const pages = Array.from({ length: lastPageShown }, (_, i) => i + 1);

  let body;
  if (list.isPending) {
    body = <CardSkeleton />;
  } else if (list.isError && !firstPage) {
    body = <LiveUnavailable part="communityPrompts" onRetry={() => void list.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <div className={styles.empty} role="status">
        {view.query ? (
          <p>
            {translate(
              {
                id: 'community.list.noMatch',
                message: 'No prompts match “{query}”.',
                description: 'The community search found nothing; {query} is what was searched',
              },
              { query: view.query },
            )}
          </p>
        ) : view.page > 1 ? (
          <>
            <p>
              {translate({
                id: 'community.list.pageEmpty',
                message: 'There are no prompts on this page.',
                description: 'A numbered page of the community list past its end',
              })}
            </p>
            <a href={pageHref(1)} onClick={goTo(1)}>
              {translate({
                id: 'community.pager.first',
                message: 'Go to the first page',
                description: 'Link from an empty page of the community list to its first page',
              })}
            </a>
          </>
        ) : (
          <>
            <p>
              {translate({
                id: 'community.list.none',
                message: 'Nobody has shared a prompt yet.',
                description: 'The community list is empty',
              })}
            </p>
            <button type="button" className="button button--secondary button--sm" onClick={onShareOwn}>
              {translate({
                id: 'community.list.shareOwn',
                message: 'Share one of yours',
                description: 'Button on the empty community list that opens the My prompts tab',
              })}
            </button>
          </>
        )}
      </div>
    );
  } else {
    body = (
      <ul className={clsx(styles.grid, stale && styles.stale)}>
        {items.map((prompt) => (
          <li key={prompt.id}>
            <CommunityPromptCard prompt={prompt} />
          </li>
        ))}
      </ul>
    );
  }

  const loadingMore = more.some((page) => page.isPending);
  const moreFailed = lastMore?.isError ? lastMore : undefined;

  return (
    <div className={styles.community}>
      <div className={styles.controls}>
        <input
          id={searchId}
          className={styles.search}
          type="search"
          value={text}
          maxLength={LIMITS.SEARCH_QUERY_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={searchLabel}
          aria-label={searchLabel}
        />
        <div
          role="group"
          aria-label={translate({
            id: 'community.sort.label',
            message: 'Sort by',
            description: 'Label of the community list order control',
          })}
          className={styles.sort}
        >
          {sorts.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={view.sort === value}
              className={styles.sortButton}
              onClick={() => view.sort !== value && update({ sort: value, page: 1 })}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div id="community-results" className={styles.results} aria-busy={list.isFetching || loadingMore}>
        {body}
      </div>
      {firstPage && items.length > 0 && (pages.length > 1 || view.page > 1) && (
        <nav
          className={styles.pager}
          aria-label={translate({
            id: 'community.pager.label',
            message: 'Pages of the community list',
            description: 'Accessible name of the community list pager',
          })}
        >
          {view.page > 1 && (
            <a href={pageHref(view.page - 1)} onClick={goTo(view.page - 1)} rel="prev">
              {translate({
                id: 'community.pager.previous',
                message: '‹ Previous',
                description: 'Pager link to the previous page',
              })}
            </a>
          )}
          {pages.map((page) => (
            <a
              key={page}
              href={pageHref(page)}
              onClick={goTo(page)}
              className={clsx(styles.pageLink, page === view.page && styles.currentPage)}
              aria-current={page === view.page ? 'page' : undefined}
              aria-label={translate(
                {
                  id: 'community.pager.page',
                  message: 'Page {page}',
                  description: 'Accessible name of a numbered pager link',
                },
                { page: formatCount(pageLocale(), page) },
              )}
            >
              {page}
            </a>
          ))}
          {firstPage.nextCursor && !lastNumbered && (
            <a href={pageHref(view.page + 1)} onClick={goTo(view.page + 1)} rel="next">
              {translate({ id: 'community.pager.next', message: 'Next ›', description: 'Pager link to the next page' })}
            </a>
          )}
        </nav>
      )}
      <ListFooter
        hasMore={lastNumbered && Boolean(nextCursor)}
        loading={loadingMore}
        error={moreFailed?.error}
        onMore={() => {
          if (nextCursor) setExtra({ key: listKey, cursors: [...cursors, nextCursor] });
        }}
        onRetry={() => void moreFailed?.refetch()}
      />
    </div>
  );
}
