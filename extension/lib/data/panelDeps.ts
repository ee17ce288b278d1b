/** The side panel's deps (extension/ui/panel/deps.ts), wired to the background. */
import { browser } from 'wxt/browser';
import type { InsertOutcome, PanelDeps } from '../../ui/panel/deps';
import { communityItem, curatedItems, favoriteItems, myPromptItem, type LibraryItem } from '../library';
import { createLibrarySearch } from '../search';
import { askBackground } from './messages';
import { SETTINGS_KEY } from './storageKeys';

export async function createPanelDeps(): Promise<PanelDeps> {
  const [library, settings] = await Promise.all([askBackground('library', {}), askBackground('settings:get', {})]);
  const searchLibrary = createLibrarySearch(curatedItems(library.catalog));

  return {
    locale: library.uiLocale,
    connected: Boolean(settings.token),
    onConnectionChange(listener) {
      const onChanged = (changes: Record<string, unknown>, area: string) => {
        if (area !== 'local' || !(SETTINGS_KEY in changes)) return;
        void askBackground('settings:get', {}).then((next) => listener(Boolean(next.token)));
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
    searchLibrary: (query) => searchLibrary(query),
    async list(tab, query) {
      const answer = await askBackground('member:list', { tab, query });
      let items: LibraryItem[];
      if (answer.tab === 'mine') items = answer.items.map(myPromptItem);
      else if (answer.tab === 'community') items = answer.items.map((prompt) => communityItem(prompt));
      // The favorites list takes no query: it is searched here, as the curated prompts are.
      else return createLibrarySearch(favoriteItems(answer.items, library.catalog))(query);
      return items;
    },
    complete: async (item) =>
      item.id === undefined ? item : communityItem(await askBackground('community:get', { id: item.id })),
    standing: (target) => askBackground('standing', target),
    async insert(text): Promise<InsertOutcome> {
      const outcome = await askBackground('chat:insert', { text });
      if (outcome === 'inserted' || outcome === 'opened') return outcome;
      // No chat box in the chat tab, or no chat tab: the text goes to the clipboard.
      await navigator.clipboard.writeText(text);
      return 'copied';
    },
    copy: (text) => navigator.clipboard.writeText(text),
    async setFavorite(target, favorited) {
      await askBackground('favorite', { ...target, on: favorited });
    },
    async vote(target, value) {
      const { score, myVote } = await askBackground('vote', { ...target, value });
      return { score, myVote };
    },
    async readComposer() {
      const composer = await askBackground('chat:read', {});
      return composer.found ? composer.text : null;
    },
    async savePrompt({ title, text, shared }) {
      return myPromptItem(await askBackground('prompt:save', { body: { title, description: text, shared } }));
    },
    openOptions: () => void browser.runtime.openOptionsPage(),
  };
}
