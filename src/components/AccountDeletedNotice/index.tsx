import { lazy, Suspense, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

/**
 * The farewell on the home page after a member deleted their account: /user leaves a
 * one-time mark in this tab's session storage before it goes home, and the home page
 * says the account is gone, once. A mark rather than the address, so a reload or a
 * shared link never repeats it. The home page itself carries only the look at the mark:
 * the notice and its words load when there is one.
 */
const MARK = 'promptdeck-account-deleted';

const Farewell = lazy(() => import('./Farewell'));

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

function clearMark(): void {
  try {
    window.sessionStorage.removeItem(MARK);
  } catch {
    // Nothing to clear.
  }
}

function WhenMarked({ className }: { className?: string }) {
  const [marked] = useState(readMark);
  if (!marked) return null;
  return (
    <Suspense fallback={null}>
      <Farewell className={className} onShown={clearMark} />
    </Suspense>
  );
}

/** Nothing on the server or for anyone else; in the browser, the farewell when /user asked for it. */
export default function AccountDeletedNotice({ className }: { className?: string }) {
  return <BrowserOnly>{() => <WhenMarked className={className} />}</BrowserOnly>;
}
