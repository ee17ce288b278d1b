/**
 * One tab of the side panel: its search box and list. The library searches the bundled
 * catalogue as the person types; a member list asks the extension once typing pauses, and says
 * how to connect while no account is.
 */
import { useEffect, useState } from 'react';
import type { LibraryItem } from '@site/extension/lib/library';
import { useTranslator } from '../shared/translator';
import type { MemberTab, PanelDeps, PanelTab } from './deps';
import { PromptList } from './PromptList';

/** How long typing pauses before a member list is asked again. */
export const MEMBER_SEARCH_DELAY_MS = 250;

type Answer = { query: string; items: readonly LibraryItem[] } | { query: string; failed: true };

interface TabContentProps {
  tab: PanelTab;
  deps: PanelDeps;
  connected: boolean;
  onOpen: (item: LibraryItem) => void;
}

export function TabContent({ tab, deps, connected, onOpen }: TabContentProps) {
  const { t } = useTranslator();
  const [query, setQuery] = useState('');
  const search = (
    <input
      type="search"
      aria-label={t('extension.search.label')}
      placeholder={t('extension.search.placeholder')}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
    />
  );
  if (tab === 'library') {
    const items = deps.searchLibrary(query);
    return (
      <>
        {search}
        <Results items={items} empty={t('extension.search.none')} onOpen={onOpen} />
      </>
    );
  }
  if (!connected)
    return (
      <div className="pd-section">
        <p>{t('extension.panel.connect')}</p>
        <div className="pd-row">
          <button type="button" className="pd-primary" onClick={deps.openOptions}>
            {t('extension.panel.openOptions')}
          </button>
        </div>
      </div>
    );
  return (
    <>
      {search}
      <MemberResults tab={tab} query={query} deps={deps} onOpen={onOpen} />
    </>
  );
}

function MemberResults({
  tab,
  query,
  deps,
  onOpen,
}: {
  tab: MemberTab;
  query: string;
  deps: PanelDeps;
  onOpen: (item: LibraryItem) => void;
}) {
  const { t } = useTranslator();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () =>
        deps.list(tab, query).then(
          (items) => current && setAnswer({ query, items }),
          () => current && setAnswer({ query, failed: true }),
        ),
      query === '' ? 0 : MEMBER_SEARCH_DELAY_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [deps, tab, query]);

  if (answer === null || answer.query !== query) return <p className="pd-note">{t('extension.loading')}</p>;
  if ('failed' in answer)
    return (
      <p className="pd-error" role="alert">
        {t('extension.search.failed')}
      </p>
    );
  const empty =
    query !== ''
      ? t('extension.search.none')
      : tab === 'mine'
        ? t('extension.panel.empty.mine')
        : tab === 'favorites'
          ? t('extension.panel.empty.favorites')
          : t('extension.search.none');
  return <Results items={answer.items} empty={empty} onOpen={onOpen} />;
}

function Results({
  items,
  empty,
  onOpen,
}: {
  items: readonly LibraryItem[];
  empty: string;
  onOpen: (item: LibraryItem) => void;
}) {
  const { t } = useTranslator();
  return (
    <>
      <p className="pd-note" role="status">
        {items.length === 0 ? empty : t('extension.search.count', { count: items.length })}
      </p>
      <PromptList items={items} onOpen={onOpen} />
    </>
  );
}
