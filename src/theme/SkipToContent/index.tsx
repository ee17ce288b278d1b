import type { MouseEvent } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

const FALLBACK_ID = '__docusaurus_skipToContent_fallback';

/**
 * Replaces the theme's skip link. The theme focuses <main> and removes the
 * temporary tabindex at once; current Chromium then moves focus back to
 * <body>, so the link did nothing. Here the tabindex stays until focus leaves.
 */
function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(FALLBACK_ID);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}

export default function SkipToContent() {
  const label = translate({
    id: 'theme.common.skipToMainContent',
    message: 'Skip to main content',
    description:
      'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
  });
  return (
    <div role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${FALLBACK_ID}`} onClick={focusMainContent}>
        {label}
      </a>
    </div>
  );
}
