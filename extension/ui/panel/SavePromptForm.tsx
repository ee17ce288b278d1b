/**
 * Save as prompt: the chat box's current text (read once when the form opens, still editable),
 * a title, and the share box, unchecked so the new prompt stays private unless the member
 * shares it. The limits are the API's (src/api/limits.ts), counted as it counts them.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LIMITS, graphemesAtMost } from '@site/src/api/limits';
import type { MessageId } from '@site/extension/lib/i18n';
import type { LibraryItem } from '@site/extension/lib/library';
import { useTranslator } from '../shared/translator';
import type { PanelDeps } from './deps';

type Problem = { id: MessageId; max?: number };

/** What is wrong with the title and the text, by field, as the API would refuse them. */
export function savePromptProblems(title: string, text: string): { title?: Problem; text?: Problem } {
  const problems: { title?: Problem; text?: Problem } = {};
  if (title.trim() === '') problems.title = { id: 'extension.save.titleRequired' };
  else if (!graphemesAtMost(title.trim(), LIMITS.PROMPT_TITLE_MAX))
    problems.title = { id: 'extension.save.titleTooLong', max: LIMITS.PROMPT_TITLE_MAX };
  if (text.trim() === '') problems.text = { id: 'extension.save.textRequired' };
  else if (!graphemesAtMost(text.trim(), LIMITS.PROMPT_DESCRIPTION_MAX))
    problems.text = { id: 'extension.save.textTooLong', max: LIMITS.PROMPT_DESCRIPTION_MAX };
  return problems;
}

interface SavePromptFormProps {
  deps: PanelDeps;
  onSaved: (item: LibraryItem) => void;
  onCancel: () => void;
}

export function SavePromptForm({ deps, onSaved, onCancel }: SavePromptFormProps) {
  const { t } = useTranslator();
  const baseId = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [shared, setShared] = useState(false);
  const [composerRead, setComposerRead] = useState<'reading' | 'read' | 'failed'>('reading');
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    deps.readComposer().then(
      (composerText) => {
        if (!current) return;
        if (composerText === null) return setComposerRead('failed');
        setText(composerText);
        setComposerRead('read');
      },
      () => current && setComposerRead('failed'),
    );
    return () => {
      current = false;
    };
  }, [deps]);

  const problems = savePromptProblems(title, text);
  const shown = showProblems ? problems : {};
  const problemText = (problem: Problem) => t(problem.id, problem.max === undefined ? undefined : { max: problem.max });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    setFailed(false);
    if (problems.title || problems.text) return;
    setSaving(true);
    try {
      onSaved(await deps.savePrompt({ title: title.trim(), text: text.trim(), shared }));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const ids = { title: `${baseId}-title`, text: `${baseId}-text`, share: `${baseId}-share` };
  return (
    <form className="pd-section" onSubmit={submit} noValidate aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{t('extension.save.heading')}</h2>
      {composerRead === 'failed' && (
        <p className="pd-error" role="alert">
          {t('extension.save.readFailed')}
        </p>
      )}
      <div className="pd-field">
        <label htmlFor={ids.title}>{t('extension.save.title')}</label>
        <input
          id={ids.title}
          type="text"
          value={title}
          aria-invalid={shown.title ? true : undefined}
          aria-describedby={shown.title ? `${ids.title}-problem` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {shown.title && (
          <p id={`${ids.title}-problem`} className="pd-error">
            {problemText(shown.title)}
          </p>
        )}
      </div>
      <div className="pd-field">
        <label htmlFor={ids.text}>{t('extension.save.text')}</label>
        <textarea
          id={ids.text}
          value={text}
          aria-busy={composerRead === 'reading'}
          aria-invalid={shown.text ? true : undefined}
          aria-describedby={shown.text ? `${ids.text}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {shown.text && (
          <p id={`${ids.text}-problem`} className="pd-error">
            {problemText(shown.text)}
          </p>
        )}
      </div>
      <div className="pd-field">
        <label className="pd-check" htmlFor={ids.share}>
          <input
            id={ids.share}
            type="checkbox"
            checked={shared}
            aria-describedby={`${ids.share}-help`}
            onChange={(event) => setShared(event.target.checked)}
          />
          {t('extension.save.share')}
        </label>
        <p id={`${ids.share}-help`} className="pd-help">
          {t('extension.save.privateHelp')}
        </p>
      </div>
      {failed && (
        <p className="pd-error" role="alert">
          {t('extension.save.failed')}
        </p>
      )}
      <div className="pd-row">
        <button type="submit" className="pd-primary" disabled={saving}>
          {t('extension.save.submit')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('extension.save.cancel')}
        </button>
      </div>
    </form>
  );
}
