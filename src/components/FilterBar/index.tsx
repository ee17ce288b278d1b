import { useId } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { TAG_KEYS, type TagKey } from '@site/src/prompts/tags';
import type { TagLabel } from '@site/src/prompts/tagLabels';
import type { SortKey } from '@site/src/prompts/types';
import type { LibraryView } from '@site/src/prompts/query';
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
  const toggleTag = (tag: TagKey) =>
    onChange({ tags: view.tags.includes(tag) ? view.tags.filter((t) => t !== tag) : [...view.tags, tag] });

  const sortLabels: Record<SortKey, string> = {
    weight: translate({ id: 'library.sort.weight', message: 'Recommended', description: 'Default sort order of the prompt list' }),
    newest: translate({ id: 'library.sort.newest', message: 'Newest', description: 'Sort order: newest prompts first' }),
    votes: translate({ id: 'library.sort.votes', message: 'Most voted', description: 'Sort order: highest vote score first' }),
  };
  const sortOptions: SortKey[] = ['weight', 'newest', 'votes'];

  return (
    <section className={styles.bar} aria-label={translate({ id: 'library.filters', message: 'Search and filters', description: 'Label of the filter area' })}>
      <div className={styles.row}>
        <label htmlFor={searchId} className={styles.srOnly}>
          <Translate id="library.search.label" description="Label of the prompt search box">Search prompts</Translate>
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
          <Translate id="library.sort.label" description="Label of the sort select">Sort</Translate>
        </label>
        <select id={sortId} className={styles.sort} value={view.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey })}>
          {sortOptions.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.tags}>
        <legend className={styles.srOnly}>
          <Translate id="library.tags.legend" description="Legend of the category filter">Categories</Translate>
        </legend>
        {TAG_KEYS.map((tag) => {
          const selected = view.tags.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={selected}
              title={labels[tag].description}
              className={clsx(styles.tag, selected && styles.selected)}
              onClick={() => toggleTag(tag)}
            >
              {labels[tag].label} <span className={styles.count}>{counts[tag]}</span>
            </button>
          );
        })}
        {view.tags.length > 0 && (
          <button type="button" className={clsx(styles.tag, styles.clear)} onClick={() => onChange({ tags: [] })}>
            <Translate id="library.tags.clear" description="Button that clears the category filter">Clear categories</Translate>
          </button>
        )}
      </fieldset>
    </section>
  );
}
