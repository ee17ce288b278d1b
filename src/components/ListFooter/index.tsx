import type { ReactNode } from 'react';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { loadingText, retryText, showMoreText } from '@site/src/i18n/common';
import Loading from '@site/src/components/Loading';
import type { NextPage } from './nextPage';
import styles from './styles.module.css';

export interface ListFooterProps extends NextPage {
  /** The button's text: "Show more" unless given. */
  label?: ReactNode;
  /**
   * For lists whose further pages are separate requests (the community
   * list): while one loads a "Loading…" line stands in for the button, and
   * a failed one is offered again with "Retry". Without it the button says
   * "Loading…" and, after a failure, asks again itself.
   */
  onRetry?: () => void;
}

/**
 * The foot of a grid of cards that loads a page at a time: a centred
 * "Show more" button, what shows while the next page loads, and why it
 * could not be loaded. Plain Infima buttons, so card pages load no antd for
 * it; forms and comment threads use the antd look, AntdListFooter.
 */
export default function ListFooter({
  hasMore,
  loading,
  error,
  onMore,
  label = showMoreText(),
  onRetry,
}: ListFooterProps) {
  const failure = error ? apiErrorMessage(error, 'submit') : null;
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
