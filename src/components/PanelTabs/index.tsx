import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface PanelTab<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  tabs: readonly PanelTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The active tab's panel (the others are not rendered). */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA pattern with manual activation: arrow keys, Home
 * and End move the focus along the tabs (mirrored right to left), Enter or
 * Space opens one. A few hundred bytes where antd's Tabs (with its overflow
 * menu and animations) would add to a page's first load (`npm run bench` prints page weights).
 */
export default function PanelTabs<K extends string>({ tabs, active, onChange, label, children, className }: Props<K>) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = buttons.current.findIndex((button) => button === document.activeElement);
    if (current < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (current + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <div className={clsx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={clsx(styles.tab, selected && styles.selected)}
              onClick={() => !selected && onChange(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
