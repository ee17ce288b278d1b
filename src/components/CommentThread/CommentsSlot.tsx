import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAfterInteractive } from '@site/src/hooks/useAfterInteractive';

// antd, react-query and the thread come in their own chunk: the prompt page's first load never carries them.
const LiveComments = lazy(() => import('./LiveComments'));

/** Room kept for the comments while they load, so the page below does not jump much. */
const COMMENTS_MIN_HEIGHT = '12rem';
/** Start loading a little before the comments scroll into view. */
const NEAR_VIEWPORT = '800px 0px';
/** Readers who do not scroll get them a moment later. */
const FALLBACK_DELAY_MS = 1000;

/**
 * Where the comments of a curated prompt go. Their code loads only once the
 * page is interactive and the browser idle (useAfterInteractive), then at once
 * when the reader is near them, else a moment later.
 */
export default function CommentsSlot({ promptId }: { promptId: number }) {
  const ready = useAfterInteractive();
  const [wanted, setWanted] = useState(false);
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ready || wanted) return undefined;
    const want = () => setWanted(true);
    const node = slot.current;
    const observer =
      node && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
            rootMargin: NEAR_VIEWPORT,
          })
        : undefined;
    if (node) observer?.observe(node);
    const fallback = window.setTimeout(want, FALLBACK_DELAY_MS);
    return () => {
      observer?.disconnect();
      window.clearTimeout(fallback);
    };
  }, [ready, wanted]);

  return (
    <div ref={slot} style={{ minHeight: COMMENTS_MIN_HEIGHT }} data-pagefind-ignore>
      {wanted && (
        <Suspense fallback={null}>
          <LiveComments promptId={promptId} minHeight={COMMENTS_MIN_HEIGHT} />
        </Suspense>
      )}
    </div>
  );
}
