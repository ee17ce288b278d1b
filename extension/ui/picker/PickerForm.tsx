/** The picked prompt's fill-in form: Enter in a field or Insert puts the filled text in; Back returns to the results. */
import type { FormEvent } from 'react';
import type { LibraryItem } from '@site/extension/lib/library';
import { sourceLabel } from '../shared/sourceLabel';
import { useTranslator } from '../shared/translator';
import { useFilledText } from '../shared/useFilledText';
import { VariableFields } from '../shared/VariableFields';

interface PickerFormProps {
  item: LibraryItem;
  onInsert: (text: string) => void;
  onBack: () => void;
}

export function PickerForm({ item, onInsert, onBack }: PickerFormProps) {
  const { t } = useTranslator();
  const { values, setValue, filled } = useFilledText(item.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filled !== undefined) onInsert(filled);
  };
  return (
    <form className="pd-form" onSubmit={submit}>
      <p className="pd-picked">
        <span className="pd-source">{sourceLabel(t, item)}</span> <span className="pd-title">{item.title}</span>
      </p>
      <VariableFields variables={item.variables} values={values} onChange={setValue} focusFirst />
      {filled === undefined && (
        <p className="pd-error" role="alert">
          {t('extension.variables.tooLong')}
        </p>
      )}
      <div className="pd-actions">
        <button type="button" onClick={onBack}>
          {t('extension.picker.back')}
        </button>
        <button type="submit" className="pd-primary" disabled={filled === undefined}>
          {t('extension.picker.insert')}
        </button>
      </div>
    </form>
  );
}
