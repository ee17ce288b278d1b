import { useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { Input } from 'antd';
import { LIMITS } from '@site/src/api/limits';
import { usernameFilter } from '../../_utils/consoleView';
import styles from './styles.module.css';

/** The row of a list's filters, a search landmark. */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <div className={styles.filters} role="search">
      {children}
    </div>
  );
}

/** One filter with its visible label (`id` is the control's). */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text field that searches on Enter or its button, showing the URL's value again after Back. */
export function SearchField({
  id,
  label,
  value,
  maxLength,
  invalid,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  invalid?: (text: string) => string | null;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    setText(value);
    setProblem(null);
  }
  return (
    <FilterField id={id} label={label}>
      <Input.Search
        id={id}
        value={text}
        maxLength={maxLength}
        allowClear
        enterButton={translate({
          id: 'admin.filter.search',
          message: 'Search',
          description: 'Console: button of a search field',
        })}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
        onSearch={(next) => {
          const found = invalid?.(next.trim()) ?? null;
          setProblem(found);
          if (!found) onSearch(next.trim());
        }}
      />
      {problem && (
        <span id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
    </FilterField>
  );
}

/** A filter by username (an item's author, who acted): says so when the text cannot be one. */
export function UsernameFilter({
  id,
  label,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  onSearch: (username: string) => void;
}) {
  return (
    <SearchField
      id={id}
      label={label}
      value={value}
      maxLength={LIMITS.USERNAME_MAX}
      invalid={(text) =>
        text && !usernameFilter(text)
          ? translate({
              id: 'admin.filter.usernameInvalid',
              message: 'A username has only letters, digits, “_” and “-”.',
              description: 'Console: a username filter (author, who acted) holds something that cannot be a username',
            })
          : null
      }
      onSearch={onSearch}
    />
  );
}
