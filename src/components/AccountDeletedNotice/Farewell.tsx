import { useEffect, useRef } from 'react';
import { translate } from '@docusaurus/Translate';
import Notice from '@site/src/components/Notice';

/** The farewell itself, loaded only when /user left the mark (see ./index.tsx). */
export default function Farewell({ className, onShown }: { className?: string; onShown: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    onShown();
    // Focus carries the news to screen readers (a live region added with its text may go unread).
    box.current?.focus();
  }, [onShown]);
  return (
    <div ref={box} tabIndex={-1} className={className}>
      <Notice
        type="success"
        role="status"
        title={translate({
          id: 'home.accountDeleted',
          message:
            'Your account has been deleted, with your prompts, votes and favorites. Thank you for having been part of PromptDeck.',
          description: 'Shown once on the home page after a member deleted their account',
        })}
      />
    </div>
  );
}
