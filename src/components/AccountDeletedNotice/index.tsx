import { useEffect, useRef, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { translate } from '@docusaurus/Translate';
import Notice from '@site/src/components/Notice';

/**
 * The farewell on the home page after a member deleted their account: /user leaves a
 * one-time mark in this tab's session storage before it goes home, and the home page
 * says the account is gone, once. A mark rather than the address, so a reload or a
 * shared link never repeats it.
 */
const MARK = 'promptdeck-account-deleted';

/** Called by the delete-account dialog just before it leaves for the home page. */
export function markAccountDeleted(): void {
  try {
    window.sessionStorage.setItem(MARK, '1');
  } catch {
    // Storage refused (private mode): the home page simply says nothing.
  }
}

function readMark(): boolean {
  try {
    return window.sessionStorage.getItem(MARK) === '1';
  } catch {
    return false;
  }
}

function Farewell({ className }: { className?: string }) {
  const [shown] = useState(readMark);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown) return;
    window.sessionStorage.removeItem(MARK);
    // Focus carries the news to screen readers (a live region added with its text may go unread).
    box.current?.focus();
  }, [shown]);
  if (!shown) return null;
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

/** Nothing on the server or for anyone else; in the browser, the farewell when /user asked for it. */
export default function AccountDeletedNotice({ className }: { className?: string }) {
  return <BrowserOnly>{() => <Farewell className={className} />}</BrowserOnly>;
}
