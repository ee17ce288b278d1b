/**
 * The rule behind src/plugins/split-strings, kept free of the bundler so tests can run it:
 * which translation ids a source file uses, and how a locale's code translations divide into
 * the core set (in every page's main bundle) and one set per source file (in that file's chunk).
 */

/** A locale's code translations as the client reads them: id → message. */
export type Messages = Record<string, string>;

/**
 * Ids of Docusaurus's own components (theme-classic and friends, in node_modules): they stay in
 * the core set, whichever site file also uses one.
 */
const THEME_ID = /^theme\./;

/**
 * Every literal `id` a source file gives `translate({ id: … })` or `<Translate id="…">`. Also
 * catches other literal `id`s (an element's `id="…"`): those name no message and are ignored.
 * Ids are written as literals so that `docusaurus write-translations` can extract them; a test
 * checks this finds every id that Docusaurus's extractor finds.
 */
export function translationIdsIn(source: string): string[] {
  const ids = new Set<string>();
  for (const match of source.matchAll(/\bid\s*[:=]\s*\{?\s*(['"`])((?:(?!\1)[^\\\n$])+)\1/g)) ids.add(match[2]!);
  return [...ids];
}

export interface SplitMessages {
  /** What every page loads with the main bundle. */
  core: Messages;
  /** Per source file (the keys of `idsByFile`), the messages it uses that left the core set. */
  byFile: Map<string, Messages>;
}

/**
 * The core set keeps the theme's ids and any id no site file names (a message used as its own
 * id, an entry no code uses any more); every other message travels with the files that use it.
 * A message used by several files is in each of their sets.
 */
export function splitMessages(all: Messages, idsByFile: ReadonlyMap<string, readonly string[]>): SplitMessages {
  const byFile = new Map<string, Messages>();
  const moved = new Set<string>();
  for (const [file, ids] of idsByFile) {
    const own: Messages = {};
    for (const id of ids) {
      if (THEME_ID.test(id) || !Object.hasOwn(all, id)) continue;
      own[id] = all[id]!;
      moved.add(id);
    }
    if (Object.keys(own).length > 0) byFile.set(file, own);
  }
  const core = Object.fromEntries(Object.entries(all).filter(([id]) => !moved.has(id)));
  return { core, byFile };
}
