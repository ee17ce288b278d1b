import { lazy, Suspense } from 'react';
import type { HiddenNoticeProps } from './HiddenNotice';

// Only the author of a hidden item (and moderators) ever get `hidden`: its code and words load then.
const HiddenNotice = lazy(() => import('./HiddenNotice'));

/** "Hidden by a moderator" on the author's own hidden prompt or comment (see ./HiddenNotice). */
export default function LazyHiddenNotice(props: HiddenNoticeProps) {
  return (
    <Suspense fallback={null}>
      <HiddenNotice {...props} />
    </Suspense>
  );
}
