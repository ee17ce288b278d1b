import { Fragment, useId, useLayoutEffect, useRef } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { TAG_KEYS, type TagKey } from '@site/src/prompts/tags';
import { selectedFirst } from '@site/src/prompts/tagOrder';
import type { TagLabel } from '@site/src/i18n/tagLabels';
import type { SortKey } from '@site/src/prompts/types';
import type { LibraryView } from '@site/src/prompts/query';
import { useNarrowScreen } from './useNarrowScreen';
import { useScrollEdges } from './useScrollEdges';
import styles from './styles.module.css';

interface FilterBarProps {
  view: LibraryView;
  onChange: (change: Partial<LibraryView>) => void;
  counts: Record<TagKey, number>;
  labels: Record<TagKey, TagLabel>;
  onSearchStart?: () => void;
}

export default function FilterBar({ view, onChange, counts, labels, onSearchStart }: FilterBarProps) {
  const searchId = useId();
  const sortId = useId();
  // Phones: the chips form one scrolling row with the selected ones first; wider screens wrap them in the library order.
  const narrow = useNarrowScreen();
  const order = narrow ? selectedFirst(TAG_KEYS, view.tags) : TAG_KEYS;
  const selectedKey = view.tags.join();
  const selectedCount = TAG_KEYS.filter((tag) => view.tags.includes(tag)).length;
  const row = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(row, `${narrow}|${selectedKey}`);
  const chips = useRef(new Map<TagKey, HTMLButtonElement>());
  const toggled = useRef<TagKey | null>(null);

  const toggleTag = (tag: TagKey) => {
    toggled.current = tag;
    onChange({ tags: view.tags.includes(tag) ? view.tags.filter((t) => t !== tag) : [...view.tags, tag] });
  };

  // When the chips change places, the row shows the one just pressed (which keeps the focus), else its start with the
  // selected ones. Left alone, the browser would keep the chip it had snapped to in place, wherever that went.
  useLayoutEffect(() => {
    const tag = toggled.current;
    toggled.current = null;
    if (!narrow) return;
    const chip = tag ? chips.current.get(tag) : undefined;
    if (!chip) {
      if (row.current) row.current.scrollLeft = 0;
      return;
    }
    if (!document.activeElement || document.activeElement === document.body) chip.focus({ preventScroll: true });
    chip.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selectedKey, narrow]);

  const sortLabels: Record<SortKey, string> = {
    weight: translate({
      id: 'library.sort.weight',
      message: 'Recommended',
      description: 'Default sort order of the prompt list',
    }),
    newest: translate({
      id: 'library.sort.newest',
      message: 'Newest',
      description: 'Sort order: newest prompts first',
    }),
    votes: translate({
      id: 'library.sort.votes',
      message: 'Most voted',
      description: 'Sort order: highest vote score first',
    }),
  };
  const sortOptions: SortKey[] = ['weight', 'newest', 'votes'];
  const clearButton = view.tags.length > 0 && (
    <button type="button" className={clsx(styles.tag, styles.clear)} onClick={() => onChange({ tags: [] })}>
      <Translate id="library.tags.clear" description="Button that clears the category filter">
        Clear categories
      </Translate>
    </button>
  );

  return (
    <section
      className={styles.bar}
      aria-label={translate({
        id: 'library.filters',
        message: 'Search and filters',
        description: 'Label of the filter area',
      })}
    >
      <div className={styles.row}>
        <label htmlFor={searchId} className={styles.srOnly}>
          <Translate id="library.search.label" description="Label of the prompt search box">
            Search prompts
          </Translate>
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          value={view.query}
          placeholder={translate({
            id: 'library.search.placeholder',
            message: 'Search titles, roles and prompt texts…',
            description: 'Placeholder of the prompt search box',
          })}
          onFocus={onSearchStart}
          onChange={(e) => onChange({ query: e.target.value })}
        />
        <label htmlFor={sortId} className={styles.sortLabel}>
          <Translate id="library.sort.label" description="Label of the sort select">
            Sort
          </Translate>
        </label>
        <select
          id={sortId}
          className={styles.sort}
          value={view.sort}
          onChange={(e) => onChange({ sort: e.target.value as SortKey })}
        >
          {sortOptions.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.tags}>
        <legend className={styles.srOnly}>
          <Translate id="library.tags.legend" description="Legend of the category filter">
            Categories
          </Translate>
        </legend>
        <div ref={row} className={clsx(styles.chips, edges.start && styles.fadeStart, edges.end && styles.fadeEnd)}>
          {order.map((tag, index) => {
            const selected = view.tags.includes(tag);
            return (
              <Fragment key={tag}>
                <button
                  ref={(node) => {
                    if (node) chips.current.set(tag, node);
                    else chips.current.delete(tag);
                  }}
                  type="button"
                  aria-pressed={selected}
                  title={labels[tag].description}
                  className={clsx(styles.tag, selected && styles.selected)}
                  onClick={() => toggleTag(tag)}
                >
                  {labels[tag].label} <span className={styles.count}>{counts[tag]}</span>
                </button>
                {narrow && index === selectedCount - 1 && clearButton}
              </Fragment>
            );
          })}
          {!narrow && clearButton}
        </div>
      </fieldset>
    </section>
  );
}
