/**
 * Order of the category chips in one scrolling row (phones): the selected
 * ones first, so they stay in sight; each group keeps the library's order.
 */
export function selectedFirst<T>(all: readonly T[], selected: readonly T[]): T[] {
  if (selected.length === 0) return [...all];
  const chosen = new Set(selected);
  return [...all.filter((item) => chosen.has(item)), ...all.filter((item) => !chosen.has(item))];
}
