/**
 * The PromptDeck site the extension talks to: the address typed in the options (or given by
 * PROMPTDECK_SITE at build time) read as an http(s) URL, plain http only on this computer
 * (src/config/localHosts.ts), kept as origin and path without a trailing slash, so a
 * self-hosted site under a path works too. And the page where a member approves the extension.
 */
// Relative imports: extension/buildEnv.ts reads addresses with this module, and WXT loads it
// without the bundler's @site alias.
import { EXTENSION_CONNECT_PATH } from '../../src/config/extensionHandoff';
import { localePath, type Locale } from '../../src/config/locales';
import { isLocalSiteUrl } from '../../src/config/localHosts';

/** The site's address, normalized, or undefined when `input` is not one the extension can use. */
export function parseSiteAddress(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  const secure = url.protocol === 'https:';
  if (!secure && !(url.protocol === 'http:' && isLocalSiteUrl(url.href))) return undefined;
  if (url.username || url.password) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The connect page of `site` (parsed by parseSiteAddress) in `locale`: `/fr/user/extension`, `/user/extension` in Chinese. */
export const connectPageUrl = (site: string, locale: Locale): string =>
  `${site}${localePath(locale, EXTENSION_CONNECT_PATH)}`;
