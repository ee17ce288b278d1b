/** What the options page needs from the extension (extension/entrypoints wires it to storage and the background). */
import type { Locale } from '@site/src/config/locales';
import type { UiLanguageChoice } from '@site/extension/lib/i18n';

/** The options as stored (storage.local). */
export interface OptionsValues {
  /** The site's address as parseSiteAddress normalizes it. */
  site: string;
  /** The personal access token, or '' when not connected. */
  token: string;
  /** The language of the curated prompts (the bundled catalogue's). */
  promptLanguage: Locale;
  uiLanguage: UiLanguageChoice;
}

export interface OptionsDeps {
  /** The UI language the page opens in; a saved change of uiLanguage switches it. */
  locale: Locale;
  /** navigator.languages: what `browser` as the UI language follows. */
  browserLanguages: readonly string[];
  load(): Promise<OptionsValues>;
  save(values: OptionsValues): Promise<void>;
  /** Calls `listener` when the stored options change elsewhere (the token coming back from Connect). */
  onValuesChange?(listener: (values: OptionsValues) => void): () => void;
  /** The shortcut of the `open-picker` command (chrome.commands.getAll), or undefined when none is set. */
  shortcut(): Promise<string | undefined>;
  /**
   * Asks the browser for `site`'s host permission, so the token can come back from its connect page
   * by itself; false when the member refused. Called at once in Connect's click (browsers grant
   * permissions only during the member's gesture).
   */
  requestHandover(site: string): Promise<boolean>;
  /** Opens `url` (connectPageUrl of the site) in a new tab. */
  connect(url: string): void | Promise<void>;
  /** Forgets the token and revokes it on the site (DELETE /api/tokens/current); `revoked` false when the site refused or was unreachable. */
  disconnect(): Promise<{ revoked: boolean }>;
}

export interface OptionsHandle {
  unmount(): void;
}
