/**
 * Long texts in the console's lists start folded, so a queue of long spam
 * reads at a glance: the first FOLDED_CODE_POINTS code points, cut at a space
 * when one is near the end (never inside a surrogate pair), and a "Show more".
 */
export const FOLDED_CODE_POINTS = 200;

/** A space within this many code points of the cut is where the cut goes. */
const SPACE_WINDOW = 30;

export interface Folded {
  /** What shows while folded. */
  start: string;
  /** Whether there is more to unfold. */
  folded: boolean;
}

export function foldText(text: string, max = FOLDED_CODE_POINTS): Folded {
  const points = Array.from(text);
  if (points.length <= max) return { start: text, folded: false };
  let cut = max;
  for (let index = max; index > max - SPACE_WINDOW && index > 0; index -= 1) {
    if (/\s/.test(points[index]!)) {
      cut = index;
      break;
    }
  }
  return { start: points.slice(0, cut).join('').trimEnd(), folded: true };
}
