/**
 * One prompt in the side panel: its fill-in form and the filled text, Insert into the chat,
 * Copy, and for a connected member the star and the votes (buttons pressed as they stand).
 */
import { useEffect, useState } from 'react';
import type { VoteValue } from '@site/src/api/contract/votes';
import type { LibraryItem, LibraryStanding } from '@site/extension/lib/library';
import type { MessageId } from '@site/extension/lib/i18n';
import { sourceLabel } from '../shared/sourceLabel';
import { useTranslator } from '../shared/translator';
import { useFilledText } from '../shared/useFilledText';
import { VariableFields } from '../shared/VariableFields';
import type { InsertOutcome, PanelDeps } from './deps';

const INSERT_STATUS: Record<InsertOutcome, MessageId> = {
  inserted: 'extension.panel.inserted',
  copied: 'extension.panel.insertedCopied',
  opened: 'extension.panel.insertedOpened',
};

interface PromptViewProps {
  item: LibraryItem;
  deps: PanelDeps;
  connected: boolean;
  onBack: () => void;
}

export function PromptView({ item, deps, connected, onBack }: PromptViewProps) {
  const { t } = useTranslator();
  const { values, setValue, filled } = useFilledText(item.text);
  const [status, setStatus] = useState<{ id: MessageId; error?: boolean } | null>(null);
  const [standing, setStanding] = useState<LibraryStanding | undefined>(item.standing);
  const target = item.source === 'mine' ? undefined : item.target;
  const canRate = connected && target !== undefined;

  useEffect(() => {
    if (!canRate || item.standing || !target) return;
    let current = true;
    deps.standing(target).then(
      (answer) => current && setStanding(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [canRate, deps, item.standing, target]);

  const attempt = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch {
      setStatus({ id: 'extension.panel.actionFailed', error: true });
    }
  };

  const insert = () =>
    attempt(async () => {
      if (filled === undefined) return;
      setStatus({ id: INSERT_STATUS[await deps.insert(filled)] });
    });

  const copy = async () => {
    if (filled === undefined) return;
    try {
      await deps.copy(filled);
      setStatus({ id: 'extension.panel.copied' });
    } catch {
      setStatus({ id: 'extension.panel.copyFailed', error: true });
    }
  };

  const toggleFavorite = () =>
    attempt(async () => {
      if (!target || !standing) return;
      await deps.setFavorite(target, !standing.favorited);
      setStanding({ ...standing, favorited: !standing.favorited });
      setStatus(null);
    });

  const vote = (value: VoteValue) =>
    attempt(async () => {
      if (!target || !standing) return;
      const answer = await deps.vote(target, standing.myVote === value ? 0 : value);
      setStanding({ ...standing, ...answer });
      setStatus(null);
    });

  return (
    <article className="pd-section">
      <div className="pd-row">
        <button type="button" onClick={onBack}>
          {t('extension.panel.back')}
        </button>
      </div>
      <h2>
        <span className="pd-source">{sourceLabel(t, item)}</span> {item.title}
      </h2>
      {item.role && <p className="pd-role">{item.role}</p>}
      {item.author && <p className="pd-role">{t('extension.panel.by', { author: item.author })}</p>}
      {item.variables.length > 0 && <VariableFields variables={item.variables} values={values} onChange={setValue} />}
      {filled === undefined ? (
        <p className="pd-error" role="alert">
          {t('extension.variables.tooLong')}
        </p>
      ) : (
        <pre className="pd-preview">{filled}</pre>
      )}
      <div className="pd-row">
        <button type="button" className="pd-primary" onClick={insert} disabled={filled === undefined}>
          {t('extension.panel.insert')}
        </button>
        <button type="button" onClick={copy} disabled={filled === undefined}>
          {t('extension.panel.copy')}
        </button>
        {canRate && standing && (
          <button type="button" aria-pressed={standing.favorited} onClick={toggleFavorite}>
            {standing.favorited ? t('extension.panel.unfavorite') : t('extension.panel.favorite')}
          </button>
        )}
      </div>
      {canRate && standing && (
        <div className="pd-row" role="group" aria-label={t('extension.panel.votes')}>
          <button type="button" aria-pressed={standing.myVote === 1} onClick={() => vote(1)}>
            {t('extension.panel.voteUp')}
          </button>
          <button type="button" aria-pressed={standing.myVote === -1} onClick={() => vote(-1)}>
            {t('extension.panel.voteDown')}
          </button>
          <span>{t('extension.panel.score', { score: standing.score })}</span>
        </div>
      )}
      <p className={status?.error ? 'pd-error' : 'pd-note'} role="status">
        {status ? t(status.id) : ''}
      </p>
    </article>
  );
}
