/**
 * What the side panel and the options page can do, wired to the background: the `deps` their
 * React apps (extension/ui/panel, extension/ui/options) are mounted with.
 */
import { browser } from 'wxt/browser';
import { OPEN_PICKER_COMMAND } from '../constants';
import { connectPageUrl } from '../connectPage';
import { askBackground } from './messages';
import { uiLocaleOf, type Settings } from './settings';

export const panelDeps = {
  loadLibrary: () => askBackground('library', {}),
  loadMember: () => askBackground('member', {}),
  /** Into the chat tab used last; the panel copies the text itself when the answer is not 'inserted'. */
  insert: (text: string) => askBackground('chat:insert', { text }),
  readComposer: () => askBackground('chat:read', {}),
  savePrompt: (body: Parameters<typeof askBackground<'prompt:save'>>[1]['body']) =>
    askBackground('prompt:save', { body }),
  vote: (request: Parameters<typeof askBackground<'vote'>>[1]) => askBackground('vote', request),
  favorite: (request: Parameters<typeof askBackground<'favorite'>>[1]) => askBackground('favorite', request),
  openOptions: () => browser.runtime.openOptionsPage(),
};
export type PanelDeps = typeof panelDeps;

export const optionsDeps = {
  getSettings: () => askBackground('settings:get', {}),
  saveSettings: (patch: Partial<Settings>) => askBackground('settings:set', { patch }),
  /** Opens the site's connect page in a tab, in the UI's language; the token comes back by itself. */
  async connect(): Promise<void> {
    const settings = await askBackground('settings:get', {});
    await browser.tabs.create({ url: connectPageUrl(settings.site, uiLocaleOf(settings)) });
  },
  disconnect: () => askBackground('disconnect', {}),
  /** The keys that open the picker now (the member may have changed them), or null when none. */
  async shortcut(): Promise<string | null> {
    const commands = await browser.commands.getAll();
    return commands.find((command) => command.name === OPEN_PICKER_COMMAND)?.shortcut || null;
  },
  /** Calls back whenever the settings change (the connect page handed a token over). */
  onSettingsChanged(listener: () => void): () => void {
    const onChanged = () => listener();
    browser.storage.local.onChanged.addListener(onChanged);
    return () => browser.storage.local.onChanged.removeListener(onChanged);
  },
};
export type OptionsDeps = typeof optionsDeps;
