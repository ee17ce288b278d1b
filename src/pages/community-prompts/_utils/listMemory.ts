/**
 * The last list view of /community-prompts (its query string), so a prompt's
 * own page can link back to the same tab, search, order and page. Kept for the
 * browser tab's session: a reload of the prompt page still knows it.
 */
import { sessionValue } from '@site/src/utils/sessionValue';

const stored = sessionValue('promptdeck.communityListView');
// Also kept in memory: where storage refuses (private mode, iframe), this page's life still knows it.
let remembered: string | undefined;

export function rememberListView(search: string): void {
  remembered = search;
  stored.write(search);
}

export function rememberedListView(): string {
  return remembered ?? stored.read() ?? '';
}
