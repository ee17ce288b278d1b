import { useEffect, useState } from 'react';
import type { VoteScores } from '../library';

export type ScoresStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface CuratedScores {
  data: VoteScores;
  status: ScoresStatus;
}

/**
 * Keeps the numeric entries of `{ scores: { "12": 3, … } }`. The home page
 * checks this one response by hand: importing the zod contract here would
 * add zod to the page's first load.
 */
export function parseScores(body: unknown): VoteScores | null {
  if (typeof body !== 'object' || body === null) return null;
  const scores = (body as { scores?: unknown }).scores;
  if (typeof scores !== 'object' || scores === null) return null;
  const result: Record<number, number> = {};
  for (const [key, value] of Object.entries(scores)) {
    const id = Number(key);
    if (Number.isInteger(id) && typeof value === 'number' && Number.isFinite(value)) result[id] = value;
  }
  return result;
}

let cached: VoteScores | undefined;

/** Vote scores of the curated prompts, fetched from the API the first time they are needed. */
export function useCuratedScores(enabled: boolean): CuratedScores {
  const [state, setState] = useState<CuratedScores>(() =>
    cached ? { data: cached, status: 'ready' } : { data: {}, status: 'idle' },
  );
  useEffect(() => {
    if (!enabled || state.status === 'ready' || state.status === 'loading') return undefined;
    const controller = new AbortController();
    setState({ data: {}, status: 'loading' });
    fetch('/api/votes/curated', { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        const data = response.ok ? parseScores(await response.json()) : null;
        if (!data) throw new Error(`scores: HTTP ${response.status}`);
        cached = data;
        setState({ data, status: 'ready' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ data: {}, status: 'unavailable' });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  return state;
}
