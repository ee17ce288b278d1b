import { translate } from '@docusaurus/Translate';
import { retryText } from '@site/src/i18n/common';
import styles from './styles.module.css';

interface Props {
  /** What is missing, e.g. "Comments" (already localized); the general wording when left out. */
  what?: string;
  onRetry: () => void;
}

/**
 * A live part of a page whose data could not be read (API down, network gone):
 * says so in the page language and offers another try. Plain HTML on purpose,
 * so it shows even when antd or react-query failed to load.
 */
export default function LiveUnavailable({ what, onRetry }: Props) {
  const text = what
    ? translate(
        {
          id: 'live.unavailableNamed',
          message: '{what} are unavailable right now.',
          description: 'A live part of a page could not be loaded; {what} names it (e.g. "Comments")',
        },
        { what },
      )
    : translate({
        id: 'live.unavailable',
        message: 'This part of the page is unavailable right now.',
        description: 'A live part of a page (votes, favorites, comments) could not be loaded',
      });
  return (
    <div className={styles.box} role="alert">
      <span>{text}</span>
      <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
        {retryText()}
      </button>
    </div>
  );
}
