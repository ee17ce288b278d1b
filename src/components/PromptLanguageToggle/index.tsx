import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import type { PromptLanguage } from '@site/src/hooks/usePromptLanguage';
import styles from './styles.module.css';

interface PromptLanguageToggleProps {
  value: PromptLanguage;
  onChange: (value: PromptLanguage) => void;
  /** The page language's own name, e.g. "Italiano". */
  pageLanguageLabel: string;
}

/** Two-way switch between the page language's text and the English original. */
export default function PromptLanguageToggle({ value, onChange, pageLanguageLabel }: PromptLanguageToggleProps) {
  const options: { key: PromptLanguage; label: string }[] = [
    { key: 'page', label: pageLanguageLabel },
    { key: 'en', label: 'English' },
  ];
  return (
    <div
      className={styles.toggle}
      role="group"
      aria-label={translate({
        id: 'prompt.language.label',
        message: 'Language of the prompt text',
        description: 'Label of the prompt language toggle',
      })}
    >
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={value === option.key}
          className={clsx(styles.option, value === option.key && styles.active)}
          onClick={() => onChange(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
