import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content hidden before the inline start (left in LTR, right in RTL). */
  start: boolean;
  /** Content hidden after the inline end. */
  end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };

/**
 * Which ends of a horizontally scrolling row hide content, to fade just those.
 * `scrollLeft` runs from 0 towards negative values in right-to-left pages, so
 * its size is the distance from the start in both directions.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: string): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const measure = () => {
      const fromStart = Math.abs(node.scrollLeft);
      const hidden = node.scrollWidth - node.clientWidth;
      const start = fromStart > 1;
      const end = hidden - fromStart > 1;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resize?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [ref, contentKey]);
  return edges;
}
