import { loadingText } from '@site/src/i18n/common';
import styles from './styles.module.css';

/** Grey cards in place of a list that is loading, with "Loading…" for screen readers. */
export default function CardSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <span className={styles.visuallyHidden}>{loadingText()}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, n) => (
          <li key={n} className={styles.card}>
            <span className={styles.title} />
            <span />
            <span />
            <span className={styles.short} />
          </li>
        ))}
      </ul>
    </div>
  );
}
