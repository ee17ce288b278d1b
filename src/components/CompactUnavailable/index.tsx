import { retryText } from '@site/src/i18n/common';
import { unavailableText, type UnavailablePart } from '@site/src/components/LiveUnavailable/unavailableText';
import styles from './styles.module.css';

interface Props {
  /** What is missing (one whole sentence each). */
  part: UnavailablePart;
  onRetry: () => void;
}

/** LiveUnavailable's notice, one line high, for a small live part (the votes or the star of a card). */
export default function CompactUnavailable({ part, onRetry }: Props) {
  return (
    <span className={styles.notice} role="alert">
      <span>{unavailableText(part)}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryText()}
      </button>
    </span>
  );
}
