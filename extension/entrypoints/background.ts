import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { OPEN_PICKER_COMMAND } from '../lib/constants';
import { refreshCatalog } from '../lib/data/catalogs';
import { askChatTab } from '../lib/data/chatTab';
import { updateConnectScript } from '../lib/data/connectScript';
import { handleMessage } from '../lib/data/handlers';
import type { BackgroundMessage } from '../lib/data/messages';
import { promptLocaleOf, readSettings, type Settings } from '../lib/data/settings';
import { SETTINGS_KEY } from '../lib/data/storageKeys';

export default defineBackground(() => {
  // The toolbar button opens the library beside the page: Chromium's side panel, Firefox's sidebar.
  if (import.meta.env.FIREFOX) {
    // Firefox's sidebarAction is missing from WXT's Chromium-based types.
    const { sidebarAction } = browser as unknown as { sidebarAction: { toggle(): Promise<void> } };
    (browser.action ?? browser.browserAction).onClicked.addListener(() => void sidebarAction.toggle());
  } else {
    void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
  }

  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== OPEN_PICKER_COMMAND) return;
    void (async () => {
      const tabId = tab?.id ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
      if (tabId !== undefined) await askChatTab(tabId, { type: 'open-picker' });
    })();
  });

  browser.runtime.onMessage.addListener((message, sender) => handleMessage(message as BackgroundMessage, sender));

  // The connect script on a self-hosted site's page, for the site saved in the options (Firefox
  // forgets it when the background stops; a changed site moves it).
  void readSettings().then((settings) => updateConnectScript(settings.site));
  browser.storage.onChanged.addListener((changes, area) => {
    const change = changes[SETTINGS_KEY];
    if (area !== 'local' || !change) return;
    const [before, after] = [change.oldValue as Settings | undefined, change.newValue as Settings | undefined];
    if (after && after.site !== before?.site) void updateConnectScript(after.site);
  });

  // A fresher catalogue for next time, when the site is reachable (the bundled one serves meanwhile).
  const refresh = async () => {
    const settings = await readSettings();
    await refreshCatalog(settings.site, promptLocaleOf(settings));
  };
  browser.runtime.onStartup.addListener(() => void refresh());
  browser.runtime.onInstalled.addListener(() => void refresh());
});
