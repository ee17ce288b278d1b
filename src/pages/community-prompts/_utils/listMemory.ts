/**
 * The last list view of /community-prompts (its query string), so a prompt's
 * own page can link back to the same tab, search, order and page. Kept for the
 * browser tab's session: a reload of the prompt page still knows it.
 */
const KEY = 'promptdeck.communityListView';
let remembered: string | undefined;

export function rememberListView(search: string): void {
  remembered = search;
  try {
    window.sessionStorage.setItem(KEY, search);
  } catch {
    // Storage refused (private mode, iframe): the memory above still serves this page's life.
  }
}

export function rememberedListView(): string {
  if (remembered !== undefined) return remembered;
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
