/**
 * The site's connect page, where a signed-in member approves the extension and the page hands the
 * token over: `/<locale>/user/extension` (the default locale's at `/user/extension`).
 */
import { localePath, type Locale } from '@site/src/config/locales';

export const CONNECT_PAGE_PATH = '/user/extension';

/** The connect page of `site` in `locale`. */
export function connectPageUrl(site: string, locale: Locale): string {
  return new URL(localePath(locale, CONNECT_PAGE_PATH), site).href;
}

/**
 * The connect content script's match patterns for a site: its connect page in every locale. Match
 * patterns take no port, so a site on a port matches its host on any port; the script itself
 * checks the page's origin against the configured site.
 */
export function connectMatchPatterns(site: string): string[] {
  const { protocol, hostname } = new URL(site);
  const origin = `${protocol}//${hostname}`;
  return [`${origin}${CONNECT_PAGE_PATH}*`, `${origin}/*${CONNECT_PAGE_PATH}*`];
}
