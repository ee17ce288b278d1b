/**
 * The picker dialog over a chat page: a search box (a combobox over the results' listbox, driven
 * by ↑/↓ and Enter, or the mouse), then the picked prompt's fill-in form. A prompt without
 * variables goes in at once. Esc anywhere in the dialog, or the close button, calls onClose.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LOCALE_FACTS, LOCALES, type Locale } from '@site/src/config/locales';
import { isLocale } from '@site/extension/lib/i18n';
import type { LibraryItem } from '@site/extension/lib/library';
import { sourceLabel } from '../shared/sourceLabel';
import { useTranslator } from '../shared/translator';
import type { PickerDeps } from './deps';
import { PickerForm } from './PickerForm';

/** The picker lists this many results at most; more words narrow the rest. */
export const PICKER_RESULT_LIMIT = 50;

/** The accessible name of the dialog, the same in every language. */
export const PICKER_NAME = 'PromptDeck';

type SearchState = { kind: 'ready'; items: readonly LibraryItem[] } | { kind: 'pending' } | { kind: 'failed' };

const isPromise = <T,>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as Promise<T> | undefined)?.then === 'function';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: the dialog is modal. */
function keepTabInside(dialog: HTMLElement, event: globalThis.KeyboardEvent) {
  const controls = Array.from(
    dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), select:not([disabled])'),
  );
  const root = dialog.getRootNode() as Document | ShadowRoot;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const target = event.shiftKey
    ? root.activeElement === first
      ? last
      : undefined
    : root.activeElement === last
      ? first
      : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function Picker({ deps }: { deps: PickerDeps }) {
  const { t, lang, direction } = useTranslator();
  const baseId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [query, setQuery] = useState('');
  // Every item for the empty query, asked once while the dialog first renders.
  const [firstAnswer] = useState(() => {
    try {
      return deps.search('');
    } catch {
      return undefined;
    }
  });
  const [search, setSearch] = useState<SearchState>(() =>
    firstAnswer === undefined
      ? { kind: 'failed' }
      : isPromise(firstAnswer)
        ? { kind: 'pending' }
        : { kind: 'ready', items: firstAnswer },
  );
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<LibraryItem | null>(null);
  const [promptLanguage, setPromptLanguage] = useState(deps.promptLanguageToggle?.value);

  const runSearch = useCallback(
    (text: string) => {
      const ticket = ++latest.current;
      const settle = (state: SearchState) => {
        if (ticket !== latest.current) return;
        setSearch(state);
        setActive(0);
      };
      try {
        const answer = deps.search(text);
        if (!isPromise(answer)) return settle({ kind: 'ready', items: answer });
        setSearch({ kind: 'pending' });
        answer.then(
          (items) => settle({ kind: 'ready', items }),
          () => settle({ kind: 'failed' }),
        );
      } catch {
        settle({ kind: 'failed' });
      }
    },
    [deps],
  );

  useEffect(() => {
    if (firstAnswer === undefined || !isPromise(firstAnswer)) return;
    firstAnswer.then(
      (items) => latest.current === 0 && setSearch({ kind: 'ready', items }),
      () => latest.current === 0 && setSearch({ kind: 'failed' }),
    );
  }, [firstAnswer]);

  const items = search.kind === 'ready' ? search.items : [];
  const shown = items.slice(0, PICKER_RESULT_LIMIT);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    const node = dialog.current?.querySelector(`[id="${optionId(active)}"]`);
    (node as HTMLElement | null)?.scrollIntoView?.({ block: 'nearest' });
  });

  const pick = async (item: LibraryItem) => {
    let whole = item;
    if (item.partial && deps.complete) {
      try {
        whole = await deps.complete(item);
      } catch {
        return setSearch({ kind: 'failed' });
      }
    }
    if (whole.variables.length === 0) void deps.insert(whole.text);
    else setPicked(whole);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = shown[active];
      if (item) void pick(item);
    }
  };

  const changePromptLanguage = (value: string) => {
    if (!isLocale(value) || !deps.promptLanguageToggle) return;
    setPromptLanguage(value);
    deps.promptLanguageToggle.onChange(value);
    runSearch(query);
  };

  const back = () => {
    setPicked(null);
    requestAnimationFrame(() => searchBox.current?.focus());
  };

  // Esc closes from any element of the dialog (the search box, a field, a button); Tab stays inside it.
  // A React handler on the dialog itself, there from the first render: a listener added in an effect
  // would miss an Esc pressed right after the search box takes focus, before the effect has run.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') return keepTabInside(event.currentTarget, event.nativeEvent);
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    deps.onClose();
  };

  const listId = `${baseId}-results`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog's keys: Esc closes it, Tab stays inside
    <div
      ref={dialog}
      className="pd-dialog"
      role="dialog"
      aria-modal="true"
      aria-label={PICKER_NAME}
      lang={lang}
      dir={direction}
      onKeyDown={onDialogKeyDown}
    >
      <div className="pd-header">
        <span className="pd-brand" aria-hidden="true">
          {PICKER_NAME}
        </span>
        {deps.promptLanguageToggle && promptLanguage && (
          <select
            className="pd-language"
            aria-label={t('extension.options.promptLanguage')}
            value={promptLanguage}
            onChange={(event) => changePromptLanguage(event.target.value)}
          >
            {LOCALES.map((locale: Locale) => (
              <option key={locale} value={locale} lang={LOCALE_FACTS[locale].htmlLang}>
                {LOCALE_FACTS[locale].label}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="pd-close" aria-label={t('extension.picker.close')} onClick={deps.onClose}>
          ×
        </button>
      </div>
      {picked ? (
        <PickerForm item={picked} onInsert={(text) => void deps.insert(text)} onBack={back} />
      ) : (
        <>
          <input
            ref={searchBox}
            className="pd-search"
            type="search"
            role="combobox"
            aria-label={t('extension.search.label')}
            aria-expanded={shown.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            placeholder={t('extension.search.placeholder')}
            value={query}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type a search
            autoFocus
            onChange={(event) => {
              setQuery(event.target.value);
              runSearch(event.target.value);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <p className="pd-hint" aria-hidden="true">
            {t('extension.picker.hint')}
          </p>
          <p className="pd-visually-hidden" role="status">
            {search.kind === 'ready' ? t('extension.search.count', { count: items.length }) : ''}
          </p>
          {search.kind === 'pending' && <p className="pd-note">{t('extension.loading')}</p>}
          {search.kind === 'failed' && (
            <p className="pd-error" role="alert">
              {t('extension.search.failed')}
            </p>
          )}
          {search.kind === 'ready' && items.length === 0 && <p className="pd-note">{t('extension.search.none')}</p>}
          <ul id={listId} className="pd-results" role="listbox" aria-label={t('extension.search.results')}>
            {shown.map((item, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard picks through the search box (aria-activedescendant); an option never takes focus
              <li
                key={item.key}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="pd-result"
                onMouseMove={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void pick(item)}
              >
                <span className="pd-source">{sourceLabel(t, item)}</span>
                <span className="pd-title">{item.title}</span>
                {item.role && <span className="pd-role">{item.role}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
