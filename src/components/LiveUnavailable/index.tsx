import { retryText } from '@site/src/i18n/common';
import { unavailableText, type UnavailablePart } from './unavailableText';
import styles from './styles.module.css';

interface Props {
  /** What is missing (one whole sentence each); the general wording when left out. */
  part?: UnavailablePart;
  onRetry: () => void;
}

/**
 * A live part of a page whose data could not be read (API down, network gone):
 * says so in the page language and offers another try. Plain HTML on purpose,
 * so it shows even when antd or react-query failed to load.
 */
export default function LiveUnavailable({ part, onRetry }: Props) {
  const text = unavailableText(part);
  return (
    <div className={styles.box} role="alert">
      <span>{text}</span>
      <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
        {retryText()}
      </button>
    </div>
  );
}
