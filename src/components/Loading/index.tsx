import { loadingText } from '@site/src/i18n/common';

/** The line a live part shows while its data or code loads: "Loading…", marked busy for assistive technology. */
export default function Loading({ className }: { className?: string }) {
  return (
    <p aria-busy="true" className={className}>
      {loadingText()}
    </p>
  );
}
