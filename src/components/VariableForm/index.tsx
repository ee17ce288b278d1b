import { useId } from 'react';
import Translate from '@docusaurus/Translate';
import { variableLabel, type VariableValues } from '@site/src/prompts/variables';
import styles from './styles.module.css';

interface VariableFormProps {
  variables: readonly string[];
  values: VariableValues;
  /** Labels in the page language; a placeholder without one shows its own name. */
  labels?: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
}

/** One field per {{placeholder}}; what is typed fills the text that gets copied. */
export default function VariableForm({ variables, values, labels, onChange }: VariableFormProps) {
  const baseId = useId();
  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
      <p className={styles.intro}>
        <Translate id="prompt.variables.intro" description="Explains the fill-in form above a prompt with placeholders">
          Fill in the blanks: the copied text will contain your words.
        </Translate>
      </p>
      <div className={styles.fields}>
        {variables.map((name) => (
          <label key={name} className={styles.field} htmlFor={`${baseId}-${name}`}>
            <span className={styles.label}>
              {(labels && Object.prototype.hasOwnProperty.call(labels, name) ? labels[name] : undefined) ??
                variableLabel(name)}
            </span>
            <input
              id={`${baseId}-${name}`}
              name={name}
              type="text"
              value={values.get(name) ?? ''}
              onChange={(e) => onChange(name, e.target.value)}
              placeholder={`{{${name}}}`}
            />
          </label>
        ))}
      </div>
    </form>
  );
}
