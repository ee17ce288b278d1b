/** The library's items from the background's answers (extension/lib/library.ts does the shaping). */
import { combineLibrary, communityItem, curatedItems, favoriteItems, myPromptItem, type LibraryItem } from '../library';
import type { LibraryData, MemberData } from './messages';

/** Every item of the library: the curated catalogue, and the site's lists once they are known. */
export function libraryItems(library: LibraryData, member?: MemberData): LibraryItem[] {
  return combineLibrary({
    curated: curatedItems(library.catalog),
    mine: member?.mine?.map(myPromptItem),
    favorites: member?.favorites ? favoriteItems(member.favorites, library.catalog) : undefined,
    community: member?.community?.map((prompt) => communityItem(prompt)),
  });
}
