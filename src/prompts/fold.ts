/**
 * The script folding of every search, shared by the in-page search
 * (normalizeForSearch) and the server's (server/search: the query's words in
 * JavaScript, the stored text in SQL built from the same two tables), so
 * a word finds the same texts in the page and through the API.
 *
 * What a reader leaves out when typing, and the guides promise is ignored:
 * - Arabic: harakat and the other marks U+064B–U+065F (shadda, sukun, the
 *   hamza above and below), the superscript alef U+0670, tatweel U+0640, and
 *   the hamza and wasla forms of alef (أ إ آ ٱ → ا): `موجه` finds `موجّه`,
 *   `اسلام` finds `إسلام`;
 * - Devanagari and Bengali: the nukta (U+093C, U+09BC) and the letters
 *   written with it (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ ऩ ऱ ऴ, ড় ঢ় য়): `ज` finds `ज़`, `য` finds `য়`.
 * Only these characters change, so a word of any other script reads the same
 * folded or not.
 */

/** Characters a search drops. */
export const FOLDED_MARKS: string =
  Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)).join('') +
  '\u0670\u0640\u093c\u09bc';

/** Letters a search reads as another: each letter of `from` as the letter at the same place in `to`. */
export const FOLDED_LETTERS: { readonly from: string; readonly to: string } = {
  from: 'أإآٱ' + '\u0958\u0959\u095a\u095b\u095c\u095d\u095e\u095f\u0929\u0931\u0934' + '\u09dc\u09dd\u09df',
  to: 'اااا' + 'कखगजडढफयनरळ' + 'ডঢয',
};

const letterMap = new Map(Array.from(FOLDED_LETTERS.from).map((ch, i) => [ch, Array.from(FOLDED_LETTERS.to)[i]!]));
const foldable = new RegExp(`[${FOLDED_MARKS}${FOLDED_LETTERS.from}]`, 'gu');

/** `text` with the marks dropped and the letters read as their base letter (see the module's header). */
export function foldScripts(text: string): string {
  return text.replace(foldable, (ch) => letterMap.get(ch) ?? '');
}

/** The scripts folded here: a word with a letter of one of them may match text that differs from it before folding. */
const FOLDED_SCRIPTS = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\u0900-\u097f\u0980-\u09ff]/u;

export const hasFoldedScript = (word: string): boolean => FOLDED_SCRIPTS.test(word);
