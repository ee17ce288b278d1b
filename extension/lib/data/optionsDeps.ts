/** The options page's deps (extension/ui/options/deps.ts), wired to the background and storage. */
import { browser } from 'wxt/browser';
import type { OptionsDeps, OptionsValues } from '../../ui/options/deps';
import { connectScriptIsBuiltIn, siteHostPermission } from '../connectPage';
import { OPEN_PICKER_COMMAND } from '../constants';
import { askBackground } from './messages';
import { DEFAULT_SITE, promptLocaleOf, uiLocaleOf, type Settings } from './settings';
import { SETTINGS_KEY } from './storageKeys';

const valuesOf = (settings: Settings): OptionsValues => ({
  site: settings.site,
  token: settings.token ?? '',
  promptLanguage: promptLocaleOf(settings),
  uiLanguage: settings.uiLocale ?? 'browser',
});

function settingsOf(values: OptionsValues): Partial<Settings> {
  const uiLocale = values.uiLanguage === 'browser' ? null : values.uiLanguage;
  const ui = uiLocaleOf({ site: values.site, token: null, promptLocale: null, uiLocale });
  return {
    site: values.site,
    token: values.token.trim() || null,
    // The same as the interface language: keep following it.
    promptLocale: values.promptLanguage === ui ? null : values.promptLanguage,
    uiLocale,
  };
}

export async function createOptionsDeps(): Promise<OptionsDeps> {
  const settings = await askBackground('settings:get', {});
  return {
    locale: uiLocaleOf(settings),
    browserLanguages: navigator.languages,
    load: async () => valuesOf(await askBackground('settings:get', {})),
    async save(values) {
      await askBackground('settings:set', { patch: settingsOf(values) });
    },
    onValuesChange(listener) {
      const onChanged = (changes: Record<string, unknown>, area: string) => {
        if (area !== 'local' || !(SETTINGS_KEY in changes)) return;
        void askBackground('settings:get', {}).then((next) => listener(valuesOf(next)));
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
    async shortcut() {
      const commands = await browser.commands.getAll();
      return commands.find((command) => command.name === OPEN_PICKER_COMMAND)?.shortcut || undefined;
    },
    requestHandover(site) {
      if (connectScriptIsBuiltIn(site, DEFAULT_SITE)) return Promise.resolve(true);
      return browser.permissions.request({ origins: [siteHostPermission(site)] }).catch(() => false);
    },
    async connect(url) {
      // The connect script registered for the saved site, where its permission was granted.
      await askBackground('connect:script', {});
      await browser.tabs.create({ url });
    },
    disconnect: () => askBackground('disconnect', {}),
  };
}
