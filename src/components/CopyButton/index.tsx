import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { copyText } from '@site/src/browser/clipboard';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyButtonProps {
  /** The exact text to copy; may be a promise while it loads. */
  getText: () => string | Promise<string>;
  /** Called on hover or focus, to start loading what getText will need. */
  onPrepare?: () => void;
  label?: string;
  className?: string;
}

export default function CopyButton({ getText, onPrepare, label, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      await copyText(getText());
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), 2500);
  };

  const idleLabel =
    label ?? translate({ id: 'copy.button', message: 'Copy', description: 'Button that copies a prompt text' });
  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={clsx('button button--sm', state === 'copied' ? 'button--success' : 'button--primary', className)}
        onClick={copy}
        onMouseEnter={onPrepare}
        onFocus={onPrepare}
      >
        {state === 'copied'
          ? translate({
              id: 'copy.done',
              message: 'Copied',
              description: 'Copy button label right after a successful copy',
            })
          : idleLabel}
      </button>
      <span role="status" aria-live="polite" className={clsx(styles.message, state === 'idle' && styles.hidden)}>
        {state === 'copied' &&
          translate({
            id: 'copy.success',
            message: 'Prompt copied to the clipboard',
            description: 'Message after copying a prompt',
          })}
        {state === 'failed' &&
          translate({
            id: 'copy.failure',
            message: 'Could not copy: select the text and copy it by hand',
            description: 'Message when the clipboard refused the copy',
          })}
      </span>
    </span>
  );
}
