/** A list of prompts in the side panel: each a button with its source and title that opens the prompt. */
import type { LibraryItem } from '@site/extension/lib/library';
import { sourceLabel } from '../shared/sourceLabel';
import { useTranslator } from '../shared/translator';

/** The panel lists this many prompts of a list at most; more words narrow the rest. */
export const PANEL_LIST_LIMIT = 100;

export function PromptList({ items, onOpen }: { items: readonly LibraryItem[]; onOpen: (item: LibraryItem) => void }) {
  const { t } = useTranslator();
  return (
    <ul className="pd-list" aria-label={t('extension.search.results')}>
      {items.slice(0, PANEL_LIST_LIMIT).map((item) => (
        <li key={item.key}>
          <button type="button" onClick={() => onOpen(item)}>
            <span className="pd-source">{sourceLabel(t, item)}</span>
            <span className="pd-title">{item.title}</span>
            {item.role && <span className="pd-role">{item.role}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
