import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { loadPagefind, siteRootUrl, toRoutePath, type PagefindResultData } from '@site/src/search/pagefind';
import styles from './styles.module.css';

const MAX_RESULTS = 8;

type Status = 'idle' | 'loading' | 'ready' | 'unavailable';

/** Full-text search over the current locale's pages, from the static Pagefind index. */
export default function SearchBar() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const baseUrl = siteRootUrl(
    siteConfig.baseUrl,
    i18n.currentLocale === i18n.defaultLocale
      ? null
      : (i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale),
  );
  const history = useHistory();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PagefindResultData[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const term = query.trim();
    if (!term) return;
    let cancelled = false;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- marks the search this effect starts
    setStatus((s) => (s === 'unavailable' ? s : 'loading'));
    loadPagefind(baseUrl)
      .then(async (pagefind) => {
        const found = await pagefind.debouncedSearch(term, {}, 150);
        if (!found || cancelled) return;
        const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (cancelled) return;
        setResults(data.filter((d) => !/\/404(\.html)?\/?$/.test(d.url)));
        setActive(-1);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
    };
  }, [query, baseUrl]);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  // A cleared box drops the old results with it, so Enter cannot open one of them.
  const changeQuery = (value: string) => {
    setQuery(value);
    if (!value.trim()) setResults([]);
  };

  const go = (result: PagefindResultData) => {
    setOpen(false);
    changeQuery('');
    history.push(toRoutePath(result.url));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      const chosen = results[active >= 0 ? active : 0];
      if (chosen) {
        event.preventDefault();
        go(chosen);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showPanel = open && query.trim() !== '';
  const label = translate({
    id: 'search.label',
    message: 'Search the site',
    description: 'Accessible label of the navbar search box',
  });

  return (
    <div className={styles.box} ref={boxRef} role="search">
      <input
        type="search"
        className={styles.input}
        placeholder={translate({
          id: 'search.placeholder',
          message: 'Search',
          description: 'Placeholder of the navbar search box',
        })}
        aria-label={label}
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => {
          changeQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {showPanel && (
        <div className={styles.panel}>
          {status === 'unavailable' ? (
            <p className={styles.note}>
              {translate({
                id: 'search.unavailable',
                message: 'Search is not available here: the index is created by the production build.',
                description: 'Shown when the search index cannot be loaded',
              })}
            </p>
          ) : results.length === 0 ? (
            <p className={styles.note}>
              {status === 'loading'
                ? translate({ id: 'search.loading', message: 'Searching…', description: 'Shown while search runs' })
                : translate({
                    id: 'search.noResults',
                    message: 'No results',
                    description: 'Shown when search finds nothing',
                  })}
            </p>
          ) : (
            <ul id={listId} role="listbox" className={styles.results} aria-label={label}>
              {results.map((result, index) => (
                <li
                  key={result.url}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? styles.active : undefined}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    go(result);
                  }}
                >
                  <span className={styles.title}>{result.meta.title ?? result.url}</span>
                  {/* Pagefind escapes page text and only adds <mark> around matches. */}
                  <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
