/**
 * The fill-in fields of a prompt with {{placeholders}}, for the picker and the side panel: one
 * labelled text field per variable (the catalogue's localized label, or the readable name of a
 * member's placeholder), as the site's VariableForm, without antd. The values and the filled
 * text follow src/prompts/variables.ts.
 */
import { useId } from 'react';
import type { LibraryVariable } from '@site/extension/lib/library';
import type { VariableValues } from '@site/src/prompts/variables';
import { useTranslator } from './translator';

interface VariableFieldsProps {
  variables: readonly LibraryVariable[];
  values: VariableValues;
  onChange: (name: string, value: string) => void;
  /** Focus the first field when the fields appear (the picker, after picking with the keyboard). */
  focusFirst?: boolean;
}

export function VariableFields({ variables, values, onChange, focusFirst = false }: VariableFieldsProps) {
  const { t } = useTranslator();
  const baseId = useId();
  return (
    <div className="pd-fields">
      <p className="pd-intro">{t('extension.variables.intro')}</p>
      {variables.map(({ name, label }, index) => (
        <div key={name} className="pd-field">
          <label htmlFor={`${baseId}-${name}`}>{label}</label>
          <input
            id={`${baseId}-${name}`}
            name={name}
            type="text"
            value={values.get(name) ?? ''}
            placeholder={`{{${name}}}`}
            onChange={(event) => onChange(name, event.target.value)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the form the person just opened
            autoFocus={focusFirst && index === 0}
          />
        </div>
      ))}
    </div>
  );
}
