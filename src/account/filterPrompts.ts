/** My prompts that contain every word of the search text (title, text, role or notes; case and accents ignored). */
import type { Prompt } from '@site/src/api/contract';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function filterMyPrompts(prompts: readonly Prompt[], query: string): Prompt[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...prompts];
  return prompts.filter((prompt) => {
    const haystack = fold([prompt.title, prompt.description, prompt.remark ?? '', prompt.notes ?? ''].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}
