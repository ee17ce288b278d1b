import { Fragment } from 'react';
import styles from './styles.module.css';

const PLACEHOLDER = /(\{\{\s*[a-z][a-z0-9_]*\s*\}\})/g;

interface PromptTextViewProps {
  text: string;
  values: Readonly<Record<string, string>>;
  lang?: string;
}

/** The prompt text, with each placeholder shown as its filled value or highlighted while empty. */
export default function PromptTextView({ text, values, lang }: PromptTextViewProps) {
  const parts = text.split(PLACEHOLDER);
  return (
    <div className={styles.text} lang={lang} data-testid="prompt-text">
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const name = part.replace(/[{}\s]/g, '');
        const value = values[name]?.trim();
        return value ? (
          <span key={index} className={styles.filled}>
            {values[name]}
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
