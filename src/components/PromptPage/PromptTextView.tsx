import { Fragment } from 'react';
import { filledValue, placeholderName, type VariableValues } from '@site/src/prompts/variables';
import styles from './styles.module.css';

const PLACEHOLDER = /(\{\{\s*[a-z][a-z0-9_]*\s*\}\})/g;

interface PromptTextViewProps {
  text: string;
  values: VariableValues;
  lang?: string;
}

/** The prompt text, with each placeholder shown as its filled value or highlighted while empty. */
export default function PromptTextView({ text, values, lang }: PromptTextViewProps) {
  const parts = text.split(PLACEHOLDER);
  return (
    <div className={styles.text} lang={lang} data-testid="prompt-text">
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const value = filledValue(values, placeholderName(part));
        return value !== undefined ? (
          <span key={index} className={styles.filled}>
            {value}
          </span>
        ) : (
          <mark key={index} className={styles.placeholder}>
            {part}
          </mark>
        );
      })}
    </div>
  );
}
