import type { ReactNode } from 'react';
import { Button } from 'antd';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { loadingText, retryText, showMoreText } from '@site/src/i18n/common';
import Loading from '@site/src/components/Loading';
import styles from './styles.module.css';

export interface ListFooterProps {
  /** A further page exists. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** Why the last request for a further page failed; null or undefined while none has. */
  error: unknown;
  onMore: () => void;
  /** The button's text: "Show more" unless given. */
  label?: ReactNode;
  /**
   * `cards` (default): a centred Infima button under a grid of cards.
   * `antd`: an antd button with its own spinner, as in forms and comment threads.
   */
  look?: 'cards' | 'antd';
  /**
   * Cards only, for lists whose further pages are separate requests (the
   * community list): while one loads a "Loading…" line stands in for the
   * button, and a failed one is offered again with "Retry". Without it the
   * button says "Loading…" and, after a failure, asks again itself.
   */
  onRetry?: () => void;
  /** antd look: the button's size and class, and the class of the failure message. */
  size?: 'small';
  className?: string;
  errorClassName?: string;
}

/**
 * The foot of a list that loads a page at a time: the "Show more" button,
 * what shows while the next page loads, and why it could not be loaded.
 */
export default function ListFooter({ hasMore, loading, error, onMore, label = showMoreText(), look = 'cards', onRetry, size, className, errorClassName }: ListFooterProps) {
  const failure = error ? apiErrorMessage(error, 'submit') : null;

  if (look === 'antd') {
    return (
      <>
        {hasMore && (
          <Button className={className} size={size} onClick={onMore} loading={loading} autoInsertSpace={false}>
            {label}
          </Button>
        )}
        {failure && (
          <p role="alert" className={errorClassName}>
            {failure}
          </p>
        )}
      </>
    );
  }

  const moreButton = (
    <div className={styles.footer}>
      <button type="button" className="button button--secondary" onClick={onMore} disabled={loading}>
        {loading ? loadingText() : label}
      </button>
    </div>
  );

  if (!onRetry) {
    return (
      <>
        {hasMore && moreButton}
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      {hasMore && !loading && !failure && moreButton}
      {loading && <Loading className={styles.footer} />}
      {failure && (
        <div className={styles.footer} role="alert">
          <span>{failure}</span>{' '}
          <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
            {retryText()}
          </button>
        </div>
      )}
    </>
  );
}
