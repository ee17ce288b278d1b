import { translate } from '@docusaurus/Translate';
import { retryText } from '@site/src/i18n/common';
import styles from './styles.module.css';

interface Props {
  /** What is missing, e.g. "Votes" (already localized). */
  what: string;
  onRetry: () => void;
}

/** LiveUnavailable's notice, one line high, for a small live part (the votes or the star of a card). */
export default function CompactUnavailable({ what, onRetry }: Props) {
  return (
    <span className={styles.notice} role="alert">
      <span>
        {translate(
          {
            id: 'live.unavailableNamed',
            message: '{what} are unavailable right now.',
            description: 'A live part of a page could not be loaded; {what} names it (e.g. "Comments")',
          },
          { what },
        )}
      </span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryText()}
      </button>
    </span>
  );
}
