/**
 * Where the connect content script runs: the site's connect page in every locale
 * (`/user/extension`, `/fr/user/extension`; src/config/extensionHandoff.ts names the path).
 */
import { EXTENSION_CONNECT_PATH } from '@site/src/config/extensionHandoff';

/**
 * The match patterns of a site's connect page. Match patterns take no port, so a site on a port
 * matches its host on any port; the script itself checks the page's origin against the configured site.
 */
export function connectMatchPatterns(site: string): string[] {
  const { protocol, hostname, pathname } = new URL(site);
  const base = `${protocol}//${hostname}${pathname.replace(/\/+$/, '')}`;
  return [`${base}${EXTENSION_CONNECT_PATH}*`, `${base}/*${EXTENSION_CONNECT_PATH}*`];
}
