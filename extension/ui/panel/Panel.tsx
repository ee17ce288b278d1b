/**
 * The side panel (Chromium's side panel, Firefox's sidebar): tabs Library, My prompts,
 * Favorites and Community (arrow keys move between them), a prompt view, and Save as prompt.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LibraryItem } from '@site/extension/lib/library';
import type { MessageId } from '@site/extension/lib/i18n';
import { useTranslator } from '../shared/translator';
import { PANEL_TABS, type PanelDeps, type PanelTab } from './deps';
import { PromptView } from './PromptView';
import { SavePromptForm } from './SavePromptForm';
import { TabContent } from './TabContent';

const TAB_NAMES: Record<PanelTab, MessageId> = {
  library: 'extension.panel.tab.library',
  mine: 'extension.panel.tab.mine',
  favorites: 'extension.panel.tab.favorites',
  community: 'extension.panel.tab.community',
};

type View = { kind: 'list' } | { kind: 'prompt'; item: LibraryItem } | { kind: 'save' };

export function Panel({ deps }: { deps: PanelDeps }) {
  const { t, lang, direction } = useTranslator();
  const baseId = useId();
  const [tab, setTab] = useState<PanelTab>('library');
  const [view, setView] = useState<View>({ kind: 'list' });
  const [connected, setConnected] = useState(deps.connected);
  const [saved, setSaved] = useState(false);
  const tabRefs = useRef(new Map<PanelTab, HTMLButtonElement>());

  useEffect(() => deps.onConnectionChange?.(setConnected), [deps]);

  const open = async (item: LibraryItem) => {
    setSaved(false);
    try {
      setView({ kind: 'prompt', item: item.partial && deps.complete ? await deps.complete(item) : item });
    } catch {
      setView({ kind: 'prompt', item });
    }
  };

  const selectTab = (next: PanelTab) => {
    setTab(next);
    setView({ kind: 'list' });
    tabRefs.current.get(next)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = PANEL_TABS.indexOf(tab);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = PANEL_TABS.length - 1;
    const next =
      event.key === forward
        ? (index + 1) % PANEL_TABS.length
        : event.key === backward
          ? (index + last) % PANEL_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    selectTab(PANEL_TABS[next]!);
  };

  const tabId = (name: PanelTab) => `${baseId}-tab-${name}`;
  const panelId = `${baseId}-panel`;
  return (
    <main className="pd-page" lang={lang} dir={direction}>
      <div className="pd-row">
        <h1>PromptDeck</h1>
        {connected && view.kind !== 'save' && (
          <button
            type="button"
            aria-describedby={`${baseId}-save-help`}
            onClick={() => {
              setSaved(false);
              setView({ kind: 'save' });
            }}
          >
            {t('extension.save.open')}
          </button>
        )}
        <span id={`${baseId}-save-help`} hidden>
          {t('extension.panel.saveAsPromptHelp')}
        </span>
      </div>
      <p className="pd-note" role="status">
        {saved ? t('extension.save.saved') : ''}
      </p>
      {view.kind === 'save' ? (
        <SavePromptForm
          deps={deps}
          onSaved={() => {
            setSaved(true);
            setView({ kind: 'list' });
          }}
          onCancel={() => setView({ kind: 'list' })}
        />
      ) : (
        <>
          <div className="pd-tabs" role="tablist" aria-label={t('extension.panel.tabs')}>
            {PANEL_TABS.map((name) => (
              <button
                key={name}
                ref={(node) => {
                  if (node) tabRefs.current.set(name, node);
                  else tabRefs.current.delete(name);
                }}
                id={tabId(name)}
                type="button"
                role="tab"
                aria-selected={name === tab}
                aria-controls={panelId}
                tabIndex={name === tab ? 0 : -1}
                onClick={() => selectTab(name)}
                onKeyDown={onTabKeyDown}
              >
                {t(TAB_NAMES[name])}
              </button>
            ))}
          </div>
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="pd-section">
            {view.kind === 'prompt' ? (
              <PromptView
                key={view.item.key}
                item={view.item}
                deps={deps}
                connected={connected}
                onBack={() => setView({ kind: 'list' })}
              />
            ) : (
              <TabContent key={tab} tab={tab} deps={deps} connected={connected} onOpen={open} />
            )}
          </div>
        </>
      )}
    </main>
  );
}
