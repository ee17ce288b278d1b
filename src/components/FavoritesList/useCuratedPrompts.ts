import { useEffect, useState } from 'react';
import type { PromptPageData } from '@site/src/prompts/types';
import { loadCuratedPrompt } from './curatedData';

export type CuratedEntry = PromptPageData | 'failed';

/** The curated prompts of `ids` as they arrive (undefined while loading, 'failed' when their data could not be read). */
export function useCuratedPrompts(ids: readonly number[]): Readonly<Record<number, CuratedEntry>> {
  const [entries, setEntries] = useState<Record<number, CuratedEntry>>({});
  const wanted = ids.join(',');
  useEffect(() => {
    let live = true;
    for (const id of wanted ? wanted.split(',').map(Number) : []) {
      loadCuratedPrompt(id).then(
        (data) => live && setEntries((current) => (current[id] === data ? current : { ...current, [id]: data })),
        () => live && setEntries((current) => ({ ...current, [id]: 'failed' })),
      );
    }
    return () => {
      live = false;
    };
  }, [wanted]);
  return entries;
}
